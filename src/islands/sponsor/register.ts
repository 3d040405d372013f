// The sponsor form's calls: POST /api/register, then the registration checkout of the payments
// work (src/islands/payment/checkout-flow.ts): the payment key is stored with the registration,
// the server builds the buy-now form from what it stored, and PayPal's answer (IPN) marks it paid.
import { register } from '../../api/client.ts';
import { storePendingRegistration } from '../../api/pending.ts';
import { ApiError, serverMessage } from '../../api/fetcher.ts';
import type { RegistrationInput } from '../../domain/schemas.ts';
import { savePending } from '../../stores/pending-registration.ts';
import { fetchBuyNowForm, submitHiddenForm, successUrl, watchPopup, POPUP_NAME } from '../payment/checkout-flow.ts';

export type RegisterOutcome =
  | { ok: true; registrationId: string; amount: string; registrationKey: string }
  | { ok: false; message?: string; errors: Record<string, string> };

// The server's payload names that differ from the form's.
const formName: Record<string, string> = { tShirtSize: 'shirtSize', registrationType: 'sponsorshipLevel' };

export async function registerSponsor(payload: RegistrationInput): Promise<RegisterOutcome> {
  try {
    const { registrationId, amount, registrationKey } = await register(payload);
    return { ok: true, registrationId, amount, registrationKey };
  } catch (error) {
    const { message, errors } = serverMessage(error);
    const mapped: Record<string, string> = {};
    for (const [k, v] of Object.entries(errors ?? {})) mapped[formName[k] ?? k] = v;
    // A 4xx message is meant for the visitor (e.g. the level is taken); a 5xx one is not.
    const status = error instanceof ApiError ? error.status : 0;
    return { ok: false, message: status >= 400 && status < 500 ? message : undefined, errors: mapped };
  }
}

/**
 * Pays a registration on PayPal: in `popup` when the visitor is on a desktop (opened in the click),
 * else in this window. Once the popup closes the visitor goes to /payment-success?key=...
 */
export async function payRegistration(payload: RegistrationInput, registrationId: string, registrationKey: string, popup: Window | null): Promise<void> {
  const registrationData = payload as unknown as Record<string, unknown>;
  await storePendingRegistration({ registrationKey, registrationData, registrationId });
  savePending({ registrationKey, registrationData, registrationId });
  const form = await fetchBuyNowForm(registrationKey);
  if (!popup) {
    submitHiddenForm(form, '_self');
    return;
  }
  submitHiddenForm(form, POPUP_NAME);
  popup.focus();
  watchPopup(popup, () => window.location.assign(successUrl(registrationKey)));
}
