import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toast } from '@rota/adapters-http';
import { dismissToast, subscribeToasts, type ShownToast } from './toast-store.js';

function ToastItem({ entry }: { entry: ShownToast }) {
  const { t } = useTranslation();
  const { toast } = entry;
  const text = 'key' in toast ? t(toast.key, toast.params ?? {}) : toast.text;
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span className="toast-text">{text}</span>
      <button
        type="button"
        className="toast-close"
        aria-label={t('common.close')}
        onClick={() => dismissToast(entry.id)}
      >
        ×
      </button>
    </div>
  );
}

const positionOf = (toast: Toast) => toast.position ?? 'top-right';

/** Top-right stack for ordinary notices, top-centre for "Login Expired". */
export function ToastHost() {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <>
      {(['top-right', 'top-center'] as const).map((position) => (
        <div key={position} className={`toast-stack toast-stack-${position}`} aria-live="polite">
          {toasts
            .filter((entry) => positionOf(entry.toast) === position)
            .map((entry) => (
              <ToastItem key={entry.id} entry={entry} />
            ))}
        </div>
      ))}
    </>
  );
}
