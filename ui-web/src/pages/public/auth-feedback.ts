import type { AuthFailure } from '@rota/core/auth';
import type { Toast } from '@rota/adapters-http';
import type { TFunction } from 'i18next';

/** A failure's toast: the key's text, then the server's own title when it adds something. */
export function failureToast(t: TFunction, error: AuthFailure): Toast {
  const base = t(error.messageKey);
  const extra = error.serverMessage && error.serverMessage !== base ? error.serverMessage : null;
  return { kind: 'error', text: extra ? `${base} (${extra})` : base };
}
