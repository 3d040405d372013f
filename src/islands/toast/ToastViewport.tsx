// The toasts themselves, with Radix (Toaster.tsx loads this module when the page's first toast
// comes). Radix's defaults are SPEC §9's: 5000 ms, swipe
// right past 50 px to dismiss, F8 moves focus to the "Notifications (F8)" region, and each toast
// is announced to screen readers through a live status region.
import { useStore } from '@nanostores/react';
import * as Toast from '@radix-ui/react-toast';
import { $toasts, dismissToast } from '../../stores/toast.ts';
import './toast.css';

export default function ToastViewport() {
  const toasts = useStore($toasts);
  return (
    <Toast.Provider>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          className="toast"
          data-variant={t.variant}
          // Errors interrupt (assertive); other news waits its turn (polite).
          type={t.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
        >
          <Toast.Title className="toast__title">{t.title}</Toast.Title>
          {t.description ? <Toast.Description className="toast__description">{t.description}</Toast.Description> : null}
          <Toast.Close className="toast__close" aria-label="Close notification">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
