/** What the HTTP layer asks the screen to show; `key` is an i18n key, `text` comes from the server. */
export type ToastKind = 'error' | 'warning' | 'success' | 'info';
export type ToastPosition = 'top-right' | 'top-center';

export type Toast =
  | { kind: ToastKind; key: string; position?: ToastPosition; params?: Record<string, string | number> }
  | { kind: ToastKind; text: string; position?: ToastPosition };

export type Notify = (toast: Toast) => void;

/** i18n keys the HTTP layer raises (the catalogs hold their English and Turkish text). */
export const httpMessageKeys = {
  loginExpired: 'auth.loginExpired',
  requestFailed: 'common.anErrorOccurred',
} as const;
