import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { requestPasswordReset } from '@rota/core/auth';
import { useServices } from '../../composition/services-context.js';
import { storedLanguage } from '../../i18n/index.js';
import { TextField } from '../../ui/fields.js';
import { AuthCard } from './AuthCard.js';
import { failureToast } from './auth-feedback.js';
import { useAuthForm } from './useAuthForm.js';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { auth, notify } = useServices();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { setErrors, busy, bind, submitOnce } = useAuthForm();

  async function submit(event: FormEvent) {
    const outcome = await submitOnce(event, () =>
      requestPasswordReset(
        { auth },
        { email, callbackUrl: `${window.location.origin}/change-password`, language: storedLanguage() },
      ),
    );
    if (!outcome) return;
    if (outcome.kind === 'invalid') return setErrors(outcome.errors);
    if (outcome.kind === 'failed') return notify(failureToast(t, outcome.error));
    notify({ kind: 'success', key: outcome.messageKey });
    navigate(outcome.redirectTo);
  }

  return (
    <AuthCard title={t('recover.title')} subtitle={t('recover.intro')}>
      <form className="form-stack" noValidate onSubmit={submit}>
        <TextField label={t('login.email')} type="email" {...bind('email', email, setEmail)} />
        <button type="submit" className="button primary block" disabled={busy}>
          {busy ? t('common.loading') : t('recover.reset')}
        </button>
        <Link to="/login" className="center-link">
          {t('recover.backToLogin')}
        </Link>
      </form>
    </AuthCard>
  );
}
