// The browser side of the classic PayPal buy-now checkout (SPEC §4, §7, §9), free of React so the
// rules are readable in one place:
//  - desktop: a 500x600 popup named POPUP_NAME, opened in the click itself (browsers block popups
//    opened later), then the server-built form is posted into it;
//  - mobile (narrower than 768 px): the same form is posted in this window;
//  - while the popup is open it is checked every second; once it closes, or after 5 minutes, the
//    visitor goes to /payment-success?key=... . A PAYPAL_SUCCESS message from the popup means the
//    success modal takes over, so the watch stops.

import { apiFetch } from '../../api/fetcher.ts';
import type { BuyNowForm } from '../../domain/api-contract.ts';
import { isPaypalSuccess } from './paypal-message.ts';

export const POPUP_NAME = 'woop_paypal_checkout';
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const CLOSED_CHECK_MS = 1000;
export const FORCED_REDIRECT_MS = 300_000;
export const MOBILE_QUERY = '(max-width: 767px)';

export const popupBlockedMessage = 'Popup was blocked. Please try again.';
export const paymentErrorMessage = 'Error initiating PayPal payment. Please try again.';


export class PopupBlockedError extends Error {}

export const successUrl = (key: string): string => `/payment-success?key=${encodeURIComponent(key)}`;

export function isMobileWindow(win: Window = window): boolean {
  if (typeof win.matchMedia === 'function') return win.matchMedia(MOBILE_QUERY).matches;
  return win.innerWidth < 768;
}

export function openPopup(win: Window = window): Window {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  const popup = win.open(
    '',
    POPUP_NAME,
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},scrollbars=yes,resizable=yes`,
  );
  if (!popup) throw new PopupBlockedError(popupBlockedMessage);
  return popup;
}

/** The buy-now form for this payment key, built by the server from what it stored. */
export async function fetchBuyNowForm(key: string): Promise<BuyNowForm> {
  const res = await apiFetch(`/api/paypal-checkout?key=${encodeURIComponent(key)}`, { headers: { accept: 'application/json' } });
  const body = (await res.json()) as BuyNowForm;
  if (typeof body?.action !== 'string' || !Array.isArray(body.fields)) throw new Error('Malformed checkout form');
  return body;
}

/** Posts a hidden form to PayPal in `target` (the popup's name, or _self). */
export function submitHiddenForm(form: BuyNowForm, target: string, doc: Document = document): void {
  const el = doc.createElement('form');
  el.method = 'POST';
  el.action = form.action;
  el.target = target;
  el.hidden = true;
  el.acceptCharset = 'UTF-8';
  for (const [name, value] of form.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    el.appendChild(input);
  }
  doc.body.appendChild(el);
  el.submit();
  el.remove();
}

/**
 * Watches the popup; calls `done` once when it closes or after the forced time-out. Returns a
 * stop function (also called when a PAYPAL_SUCCESS message arrives from this origin).
 */
export function watchPopup(popup: Window, done: () => void, win: Window = window): () => void {
  let stopped = false;
  const stop = () => {
    stopped = true;
    win.clearInterval(interval);
    win.clearTimeout(timeout);
    win.removeEventListener('message', onMessage);
  };
  const finish = () => {
    if (stopped) return;
    stop();
    done();
  };
  const onMessage = (event: MessageEvent) => {
    if (isPaypalSuccess(event, win.location.origin)) stop();
  };
  const interval = win.setInterval(() => {
    if (popup.closed) finish();
  }, CLOSED_CHECK_MS);
  const timeout = win.setTimeout(finish, FORCED_REDIRECT_MS);
  win.addEventListener('message', onMessage);
  return stop;
}
