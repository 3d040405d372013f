// GET /api/paypal-checkout: the buy-now form (buy-now.ts) for the registration of a payment key,
// its amount and item from the database. Counted with the other payment-key lookups, so keys
// cannot be tried in bulk. A registration whose hold ended gets a new one if its place is still
// free (the visitor came back to pay), else 409 saying why.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { findRegistrationByPaymentKey } from '../../../../db/repositories/payment-keys.ts';
import type { BuyNowForm } from '../../../../src/domain/api-contract.ts';
import { levelName } from '../../../../src/data/levels.ts';
import { HttpError } from '../../platform/http.ts';
import { enforceLimit, limits } from '../../platform/rate-limit.ts';
import { ensureHold } from '../../registration/holds.ts';
import { buyNowForm } from './buy-now.ts';
import { paypalConfig } from './config.ts';
import { siteOrigin } from './site.ts';

export async function buyNowCheckout(ctx: { ip?: string }, db: Kysely<Database>, req: Request, key: string, holdSeconds: number): Promise<BuyNowForm> {
  await enforceLimit(ctx, limits.paymentLookup);
  const cfg = paypalConfig();
  const registration = await findRegistrationByPaymentKey(db, key);
  if (!registration || registration.amountCents === null) throw new HttpError(404, 'No registration is waiting for this payment.');
  if (registration.paymentStatus === 'paid' || registration.paymentStatus === 'comped') {
    throw new HttpError(409, 'This registration has already been paid.');
  }
  if (registration.paymentStatus !== 'pending') throw new HttpError(409, 'The payment of this registration was returned. Please contact us.');
  // PayPal refuses 0.00 (a $0 registration is comped when stored; this is an older row).
  if (registration.amountCents === 0) throw new HttpError(409, 'This registration has nothing to pay.');
  await ensureHold(db, registration.registrationId, holdSeconds);
  return buyNowForm({
    business: cfg.business,
    webscrUrl: cfg.webscrUrl,
    origin: siteOrigin(cfg, req),
    key,
    levelName: levelName(registration.registrationType),
    amountCents: registration.amountCents,
  });
}
