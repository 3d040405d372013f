import { useStore } from '@nanostores/react';
import { currentToast } from './notify.ts';

/** Live region announcing the current toast. */
export function Toasts() {
  const toast = useStore(currentToast);
  return (
    <div className="sp-toasts" role="region" aria-label="Notifications (F8)">
      <div role={toast?.tone === 'error' ? 'alert' : 'status'} aria-live={toast?.tone === 'error' ? 'assertive' : 'polite'}>
        {toast && (
          <div className={`sp-toast sp-toast--${toast.tone}`}>
            <p className="sp-toast__title">{toast.title}</p>
            <p className="sp-toast__text">{toast.description}</p>
            <button type="button" className="sp-toast__close" aria-label="Close" onClick={() => currentToast.set(null)}>
              ×
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
