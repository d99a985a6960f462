import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneConfirmationRequestSchema, type PhoneConfirmationStep } from '@rota/core/admin';
import { smsCountdown } from '@rota/core/auth';
import { useServices } from '../composition/services-context.js';
import { Modal } from '../ui/Modal.js';
import { showFailure } from './admin-notices.js';

/** Closing and refreshing wait this long after a correct code (spec 02 §4). */
export const PHONE_CONFIRMED_DELAY_MS = 500;

/**
 * Phone Number Confirmation: a 6-digit code goes to the user's phone when the modal opens (and
 * again on Resend code); Confirm checks it.
 */
export function PhoneConfirmationModal({
  email,
  phoneNumber,
  onClose,
  onConfirmed,
}: {
  email: string;
  phoneNumber: string;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const { notify, clock, admin: api } = useServices();
  const inputId = useId();
  const [step, setStep] = useState<PhoneConfirmationStep | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => clock.now());

  const send = useCallback(async () => {
    setStep(null);
    const result = await api.sendPhoneConfirmation({ params: { email } });
    if (result.ok) setStep(result.data);
    else showFailure(notify, result, 'admin.user.updateFailed');
  }, [api, email, notify]);

  useEffect(() => {
    void send();
  }, [send]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clock.now()), 1000);
    return () => window.clearInterval(timer);
  }, [clock]);

  async function confirm() {
    const checked = phoneConfirmationRequestSchema.safeParse({
      email,
      id: step?.id,
      confirmationToken: code,
    });
    if (!checked.success) return setError(t(checked.error.issues[0]?.message ?? 'admin.user.codeRequired'));
    setError(null);
    setBusy(true);
    const result = await api.confirmPhone({ params: { email }, body: checked.data });
    setBusy(false);
    if (!result.ok) {
      notify({ kind: 'error', key: 'admin.user.codeIncorrect' });
      return setError(t('admin.user.codeIncorrect'));
    }
    notify({ kind: 'success', key: 'admin.user.codeCorrect' });
    notify({ kind: 'success', key: 'admin.user.phoneVerified' });
    window.setTimeout(() => {
      onClose();
      onConfirmed();
    }, PHONE_CONFIRMED_DELAY_MS);
  }

  const countdown = step ? smsCountdown(step, now) : null;
  return (
    <Modal
      title={t('adminUi.phone.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={() => void send()} disabled={busy}>
            {t('adminUi.phone.resend')}
          </button>
          <button type="submit" form="phone-confirmation" className="button primary" disabled={busy || !step}>
            {t('adminUi.phone.confirm')}
          </button>
        </>
      }
    >
      <form
        id="phone-confirmation"
        className="phone-confirmation"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <p role="status">
          {step ? t('adminUi.phone.sentTo', { phone: phoneNumber }) : t('adminUi.phone.sending')}
        </p>
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor={inputId} className="field-label">
            {t('adminUi.phone.code')}
            <span
              className="field-required"
              title={t('form.requiredTooltip')}
              aria-label={t('form.requiredTooltip')}
            >
              *
            </span>
          </label>
          <input
            id={inputId}
            name="confirmationToken"
            className="input code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          {error ? (
            <div className="field-error" role="alert">
              {error}
            </div>
          ) : null}
        </div>
        {countdown ? (
          <p className="field-hint">
            {countdown.expired
              ? t('adminUi.phone.expired')
              : t('adminUi.phone.validFor', { time: countdown.display })}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
