import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import {
  isUsableSmsStep,
  resendSmsCode,
  smsCountdown,
  verifySmsCode,
  type AuthFieldErrors,
  type SmsVerificationStep,
} from '@rota/core/auth';
import { useServices } from '../../composition/services-context.js';
import { storedLanguage } from '../../i18n/index.js';
import { TextField } from '../../ui/fields.js';
import { AuthCard } from './AuthCard.js';
import { failureToast } from './auth-feedback.js';

export function SmsVerificationPage() {
  const { smsSteps } = useServices();
  const step = smsSteps.load();
  // Back to sign-in when the start time, validity or email is missing (spec 02 §7).
  if (!isUsableSmsStep(step)) return <Navigate to="/login" replace />;
  return <SmsVerificationForm initial={step} />;
}

function SmsVerificationForm({ initial }: { initial: SmsVerificationStep }) {
  const { t } = useTranslation();
  const { auth, login, smsSteps, clock, notify } = useServices();
  const navigate = useNavigate();
  const [step, setStep] = useState(initial);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => clock.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(timer);
  }, [clock]);

  const countdown = smsCountdown(step, now);
  const ports = { auth, loginStore: login, smsStepStore: smsSteps, clock };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await verifySmsCode(ports, code);
    setBusy(false);
    switch (outcome.kind) {
      case 'invalid':
        return setErrors(outcome.errors);
      case 'expired':
        return notify({ kind: 'warning', key: outcome.messageKey });
      case 'failed':
        return notify(failureToast(t, outcome.error));
      case 'no-step':
        return navigate(outcome.redirectTo, { replace: true });
      case 'signed-in':
        notify({ kind: 'success', key: 'auth.codeCorrect' });
        return navigate(outcome.redirectTo, { replace: true });
    }
  }

  async function sendAgain() {
    setBusy(true);
    const outcome = await resendSmsCode(ports, storedLanguage());
    setBusy(false);
    if (outcome.kind === 'sent') {
      setStep(outcome.step);
      setNow(clock.now());
      setCode('');
      setErrors({});
    } else if (outcome.kind === 'failed') notify(failureToast(t, outcome.error));
    else if (outcome.kind === 'no-step') navigate(outcome.redirectTo, { replace: true });
  }

  const codeError = errors['code'];
  return (
    <AuthCard title={t('sms.title')} subtitle={t('sms.intro', { count: step.codeLength })}>
      {step.maskedPhoneNumber ? <p className="muted center">{step.maskedPhoneNumber}</p> : null}
      <form className="form-stack" noValidate onSubmit={confirm}>
        <TextField
          label={t('sms.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={step.codeLength}
          required
          className="otp-input"
          value={code}
          error={codeError ? t(codeError, { count: step.codeLength }) : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, step.codeLength))}
        />
        <p
          className={`countdown${countdown.expired ? ' expired' : ''}`}
          aria-live="polite"
          data-testid="sms-countdown"
        >
          {countdown.expired ? t('sms.expired') : t('sms.expiresIn', { time: countdown.display })}
        </p>
        <button type="submit" className="button primary block" disabled={busy || countdown.expired}>
          {t('sms.confirm')}
        </button>
        <button
          type="button"
          className="button secondary block"
          disabled={busy || !countdown.expired}
          onClick={sendAgain}
        >
          {t('sms.sendAgain')}
        </button>
        <Link to="/login" className="center-link">
          {t('recover.backToLogin')}
        </Link>
      </form>
    </AuthCard>
  );
}
