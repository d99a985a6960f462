import type { SmsVerificationStep } from './login.schema.js';

export interface SmsCountdown {
  remainingSeconds: number;
  /** mm:ss */
  display: string;
  /** "Send Code Again" is enabled only after expiry. */
  expired: boolean;
}

/** Seconds left of an SMS code at `nowMs`, from the login step's start time and validity. */
export function smsCountdown(
  step: Pick<SmsVerificationStep, 'startTime' | 'validitySeconds'>,
  nowMs: number,
): SmsCountdown {
  const startMs = Date.parse(step.startTime);
  const elapsed = Number.isNaN(startMs) ? step.validitySeconds : Math.floor((nowMs - startMs) / 1000);
  const remainingSeconds = Math.max(0, Math.min(step.validitySeconds, step.validitySeconds - elapsed));
  return { remainingSeconds, display: formatCountdown(remainingSeconds), expired: remainingSeconds === 0 };
}

export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** The verification page goes back to /login when the step lacks its time, validity or email. */
export function isUsableSmsStep(
  step: Partial<SmsVerificationStep> | null | undefined,
): step is SmsVerificationStep {
  return Boolean(
    step &&
    step.email &&
    step.id &&
    step.startTime &&
    !Number.isNaN(Date.parse(step.startTime)) &&
    typeof step.validitySeconds === 'number' &&
    step.validitySeconds > 0,
  );
}
