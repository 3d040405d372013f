// The shared toast queue: any island calls toast(...) and the one <Toaster/> on the page shows it.
// SPEC §9 lists the toast library's defaults: one visible at a time (a new toast replaces the
// old one), 5000 ms on screen (Radix's own default, set in Toaster). SPEC's "removal 1000000 ms
// after dismissal" only kept a closed, invisible toast in memory; here a dismissed toast is
// simply dropped, which looks and sounds the same to the visitor.
import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'error' | 'success';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export const TOAST_LIMIT = 1;

export const $toasts = atom<ToastItem[]>([]);

let lastId = 0;

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = ++lastId;
  const item: ToastItem = { id, title: input.title, description: input.description, variant: input.variant ?? 'default' };
  $toasts.set([item, ...$toasts.get()].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
