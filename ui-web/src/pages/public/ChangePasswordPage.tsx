import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { confirmPasswordReset } from '@rota/core/auth';
import { useServices } from '../../composition/services-context.js';
import { PasswordField, TextField } from '../../ui/fields.js';
import { AuthCard } from './AuthCard.js';
import { failureToast } from './auth-feedback.js';
import { useAuthForm } from './useAuthForm.js';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { auth, notify } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { setErrors, busy, bind, submitOnce } = useAuthForm();

  if (!token) return <Navigate to="/login" replace />;

  async function submit(event: FormEvent) {
    const outcome = await submitOnce(event, () =>
      confirmPasswordReset({ auth }, { token, email, password, confirmPassword }),
    );
    if (!outcome) return;
    if (outcome.kind === 'invalid') return setErrors(outcome.errors);
    if (outcome.kind === 'failed') return notify(failureToast(t, outcome.error));
    if (outcome.kind === 'changed') notify({ kind: 'success', key: outcome.messageKey });
    navigate(outcome.redirectTo);
  }

  return (
    <AuthCard title={t('changePassword.title')}>
      <form className="form-stack" noValidate onSubmit={submit}>
        <TextField label={t('login.email')} type="email" {...bind('email', email, setEmail)} />
        <PasswordField
          label={t('changePassword.password')}
          autoComplete="new-password"
          {...bind('password', password, setPassword)}
        />
        <PasswordField
          label={t('changePassword.confirmPassword')}
          autoComplete="new-password"
          {...bind('confirmPassword', confirmPassword, setConfirmPassword)}
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
