import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { logOut } from '@rota/core/auth';
import { useServices } from '../../composition/services-context.js';

let lastNotice = 0;

export function LogoutPage() {
  const { auth, login, smsSteps, notify } = useServices();
  const [hadLogin] = useState(() => login.load() !== null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    // The server ends the sign-in first, so the tokens stop working everywhere at once.
    void logOut({ auth, loginStore: login, smsStepStore: smsSteps }).then(({ messageKey }) => {
      // StrictMode runs effects twice in development: say it once.
      if (hadLogin && Date.now() - lastNotice > 1000) {
        lastNotice = Date.now();
        notify({ kind: 'success', key: messageKey });
      }
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [auth, login, smsSteps, notify, hadLogin]);
  return done ? <Navigate to="/login" replace /> : null;
}
