import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { confirmPasswordReset, type AuthFieldErrors } from '@rota/core/auth';
import { useServices } from '../../composition/services-context.js';
import { PasswordField, TextField } from '../../ui/fields.js';
import { AuthCard } from './AuthCard.js';
import { failureToast } from './auth-feedback.js';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { auth, notify } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const [busy, setBusy] = useState(false);

  if (!token) return <Navigate to="/login" replace />;
  const shown = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await confirmPasswordReset({ auth }, { token, email, password, confirmPassword });
    setBusy(false);
    if (outcome.kind === 'invalid') return setErrors(outcome.errors);
    if (outcome.kind === 'failed') return notify(failureToast(t, outcome.error));
    if (outcome.kind === 'changed') notify({ kind: 'success', key: outcome.messageKey });
    navigate(outcome.redirectTo);
  }

  return (
    <AuthCard title={t('changePassword.title')}>
      <form className="form-stack" noValidate onSubmit={submit}>
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          required
          value={email}
          error={shown('email')}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t('changePassword.password')}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          error={shown('password')}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={t('changePassword.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          error={shown('confirmPassword')}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <button type="submit" className="button primary block" disabled={busy}>
          {busy ? t('common.loading') : t('changePassword.submit')}
        </button>
        <Link to="/login" className="center-link">
          {t('recover.backToLogin')}
        </Link>
      </form>
    </AuthCard>
  );
}
