// What /payment-success needs from the server and from its opener, kept apart from the view.
// The answer is checked by hand rather than with the contract's zod schema: this page ships no zod.
import { apiFetch, ApiError } from '../../api/fetcher.ts';
import type { StoredPaypalRegistration } from '../../domain/api-contract.ts';
import { PAYPAL_SUCCESS } from './paypal-message.ts';

export type StoredRegistration = StoredPaypalRegistration;

export class NotFoundError extends Error {}

/** Until PayPal's notification has been verified the registration stays pending: ask again. */
export const POLL_ATTEMPTS = 6;
export const POLL_INTERVAL_MS = 2000;
/** SPEC §9: a popup /payment-success closes itself 3 s after it has shown its result. */
export const POPUP_CLOSE_MS = 3000;

/** POST /api/store-paypal-registration { registrationKey } -> what the server stored. */
export async function fetchStoredRegistration(key: string): Promise<StoredRegistration> {
  let res: Response;
  try {
    res = await apiFetch('/api/store-paypal-registration', { method: 'POST', json: { registrationKey: key } });
  } catch (error) {
    throw error instanceof ApiError && error.status === 404 ? new NotFoundError('Unknown key') : error;
  }
  const body = (await res.json()) as Partial<StoredRegistration>;
  if (typeof body?.registrationId !== 'string' || typeof body.paymentStatus !== 'string') {
    throw new Error('Malformed answer');
  }
  return body as StoredRegistration;
}

/** The window that opened this one, when it is our own site (never post to a foreign page). */
export function sameOriginOpener(win: Window = window): Window | null {
  const opener = win.opener as Window | null;
  if (!opener || opener === win) return null;
  try {
    return opener.location.origin === win.location.origin ? opener : null;
  } catch {
    return null; // cross-origin: reading its location throws
  }
}

export function notifyOpener(opener: Window, win: Window = window): void {
  opener.postMessage({ type: PAYPAL_SUCCESS }, win.location.origin);
}
