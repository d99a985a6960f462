import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthFieldErrors } from '@rota/core/auth';

/**
 * What the sign-in pages' forms share: the field errors the last answer named, a busy flag that
 * lets one submit run at a time, and the props of a required text input bound to its value.
 */
export function useAuthForm() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const [busy, setBusy] = useState(false);

  const shown = (field: string) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  const bind = (name: string, value: string, set: (value: string) => void) => ({
    name,
    required: true,
    value,
    error: shown(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.target.value),
  });

  /** Runs a submit unless one is running; null when it did not run. */
  async function submitOnce<T>(event: FormEvent, work: () => Promise<T>): Promise<T | null> {
    event.preventDefault();
    if (busy) return null;
    setBusy(true);
    const outcome = await work();
    setBusy(false);
    return outcome;
  }

  return { errors, setErrors, busy, shown, bind, submitOnce };
}
