// The sponsor form's calls: POST /api/register, then PayPal's buy-now page for that registration.
// TEMPORARY until the payments checkout (src/islands/payment/) lands: the simple buy-now form is
// posted here with the server's amount and the registration id in `custom`.
import type { RegistrationInput } from '../../domain/schemas.ts';
import { buildBuyNowFields, type CheckoutLevel } from '../../domain/sponsor-checkout.ts';
import { sponsorship } from '../../data/sponsorship.ts';
import type { PaypalPublicConfig } from './config.ts';
import { postForm, siteOrigin } from './buy-now.ts';

export type RegisterOutcome =
  | { ok: true; registrationId: string; amount: string }
  | { ok: false; message?: string; errors: Record<string, string> };

// The server's payload names that differ from the form's.
const formName: Record<string, string> = { tShirtSize: 'shirtSize', registrationType: 'sponsorshipLevel' };

export async function registerSponsor(payload: RegistrationInput): Promise<RegisterOutcome> {
  try {
    const res = await fetch('/api/register', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = (await res.json().catch(() => null)) as
      | { registrationId?: string; amount?: string; message?: string; errors?: Record<string, string> }
      | null;
    if (res.ok && body?.registrationId && body.amount) return { ok: true, registrationId: body.registrationId, amount: body.amount };
    const errors: Record<string, string> = {};
    for (const [k, v] of Object.entries(body?.errors ?? {})) if (typeof v === 'string') errors[formName[k] ?? k] = v;
    // A 4xx carries a message meant for the visitor (e.g. the level is taken); anything else does not.
    const message = res.status >= 400 && res.status < 500 && typeof body?.message === 'string' ? body.message : undefined;
    return { ok: false, message, errors };
  } catch {
    return { ok: false, errors: {} };
  }
}

export function payRegistration(input: {
  paypal: PaypalPublicConfig;
  level: Pick<CheckoutLevel, 'name'>;
  amountCents: number;
  registrationId: string;
  path: string;
}): void {
  const fields = buildBuyNowFields({
    business: input.paypal.business,
    itemPrefix: sponsorship.itemPrefix,
    levelName: input.level.name,
    amountCents: input.amountCents,
    origin: siteOrigin(),
    cancelPath: input.path,
  });
  postForm(input.paypal.webscrUrl, [...fields, ['custom', input.registrationId], ['notify_url', `${siteOrigin()}/api/paypal-ipn`]]);
}
