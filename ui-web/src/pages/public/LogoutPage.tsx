import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { logOut } from '@rota/core/auth';
import { useServices } from '../../composition/services-context.js';

let lastNotice = 0;

export function LogoutPage() {
  const { login, smsSteps, notify } = useServices();
  const hadLogin = login.load() !== null;
  useEffect(() => {
    const { messageKey } = logOut({ loginStore: login, smsStepStore: smsSteps });
    // StrictMode runs effects twice in development: say it once.
    if (hadLogin && Date.now() - lastNotice > 1000) {
      lastNotice = Date.now();
      notify({ kind: 'success', key: messageKey });
    }
  }, [login, smsSteps, notify, hadLogin]);
  return <Navigate to="/login" replace />;
}
