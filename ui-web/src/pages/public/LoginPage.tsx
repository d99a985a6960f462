import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { logOut, signIn } from '@rota/core/auth';
import { useServices } from '../../composition/services-context.js';
import { PasswordField, TextField } from '../../ui/fields.js';
import { storedLanguage } from '../../i18n/index.js';
import { AuthCard } from './AuthCard.js';
import { failureToast } from './auth-feedback.js';
import { useAuthForm } from './useAuthForm.js';

type Mode = 'email' | 'phone';
/** Phone numbers: TR and US only (spec 02 §5); the dial code is always part of the number. */
const dialCodes = [
  { code: '90', label: 'TR +90' },
  { code: '1', label: 'US +1' },
] as const;

export function LoginPage() {
  const { t } = useTranslation();
  const { auth, login, smsSteps, notify } = useServices();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [dialCode, setDialCode] = useState<string>('90');
  const [phone, setPhone] = useState('');
  const { setErrors, busy, shown, bind, submitOnce } = useAuthForm();

  // Opening the login page clears the stored login (spec 01 §2).
  // Opening the login page signs out (on the server too, when a sign-in was kept).
  useEffect(() => void logOut({ auth, loginStore: login }), [auth, login]);

  async function submit(event: FormEvent) {
    const language = storedLanguage();
    const input =
      mode === 'email'
        ? ({ mode, email, password, language } as const)
        : ({ mode, phoneNumber: phone.trim() ? `${dialCode}${phone}` : '', language } as const);
    const outcome = await submitOnce(event, () =>
      signIn({ auth, loginStore: login, smsStepStore: smsSteps }, input),
    );
    if (!outcome) return;
    switch (outcome.kind) {
      case 'invalid':
        setErrors(outcome.errors);
        return;
      case 'failed':
        setErrors({});
        notify(failureToast(t, outcome.error));
        return;
      default:
        navigate(outcome.redirectTo, { replace: true });
    }
  }

  const buttonText = busy ? t('login.loading') : mode === 'email' ? t('login.logIn') : t('login.continue');

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <div className="tabs" role="tablist" aria-label={t('login.title')}>
        {(['email', 'phone'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`login-tab-${tab}`}
            aria-selected={mode === tab}
            aria-controls="login-panel"
            className={`tab${mode === tab ? ' active' : ''}`}
            onClick={() => {
              setMode(tab);
              setErrors({});
            }}
          >
            {tab === 'email' ? t('login.emailTab') : t('login.phoneTab')}
          </button>
        ))}
      </div>
      <form id="login-panel" role="tabpanel" className="form-stack" noValidate onSubmit={submit}>
        {mode === 'email' ? (
          <>
            <TextField
              label={t('login.email')}
              type="email"
              autoComplete="username"
              {...bind('email', email, setEmail)}
            />
            <PasswordField
              label={t('login.password')}
              autoComplete="current-password"
              {...bind('password', password, setPassword)}
            />
            <div className="form-row-end">
              <Link to="/auth-recoverpw">{t('login.forgotPassword')}</Link>
            </div>
          </>
        ) : (
          <div className="phone-row">
            <label className="field dial-code">
              <span className="field-label">{t('login.dialCode')}</span>
              <select value={dialCode} onChange={(event) => setDialCode(event.target.value)}>
                {dialCodes.map((d) => (
                  <option key={d.code} value={d.code}>
                    {d.label}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label={t('login.phoneNumber')}
              type="tel"
              name="phoneNumber"
              autoComplete="tel-national"
              inputMode="tel"
              required
              value={phone}
              error={shown('phoneNumber') ?? shown('email')}
              onChange={(event) => setPhone(event.target.value.replace(/[^\d\s]/g, ''))}
            />
          </div>
        )}
        <button type="submit" className="button primary block" disabled={busy}>
          {buttonText}
        </button>
      </form>
    </AuthCard>
  );
}
