// Toasts of the sponsor pages (SPEC §8). One visible at a time, shown for 5 seconds.
// TEMPORARY: a small local store until the shared toasts (src/islands/toast/) land; then notify()
// forwards to them and Toasts.tsx goes away.
import { atom } from 'nanostores';

export interface Toast {
  id: number;
  title: string;
  description: string;
  tone: 'success' | 'error';
}

export const currentToast = atom<Toast | null>(null);
let next = 1;

export function notify(title: string, description: string, tone: Toast['tone'] = 'error'): void {
  const toast = { id: next++, title, description, tone };
  currentToast.set(toast);
  setTimeout(() => {
    if (currentToast.get()?.id === toast.id) currentToast.set(null);
  }, 5000);
}
