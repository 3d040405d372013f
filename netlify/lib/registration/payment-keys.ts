// Payment keys: the rules that tie a key to a registration, and what a key answers (the payment
// success page's summary, a sponsorship's entries); the payloads are in src/domain/api-contract.ts.
// The server issues the key with the registration (POST /api/register); knowing a registration ID
// gives nothing.
import type { Kysely } from 'kysely';
import type { Database, Registration } from '../../../db/database.ts';
import { findKeyOwner, findPaymentKey, findRegistrationByPaymentKey, insertPaymentKey } from '../../../db/repositories/payment-keys.ts';
import { lockRegistration } from '../../../db/repositories/registrations.ts';
import { listSponsorEntries } from '../../../db/repositories/sponsor-entries.ts';
import { paymentKeyPattern, type StoredPaypalRegistration } from '../../../src/domain/api-contract.ts';
import { shortLinkExpiry } from '../../../src/domain/personal-links.ts';
import type { SponsorEntryView } from '../../../src/domain/sponsor-entries.ts';
import { HttpError } from '../platform/http.ts';
import { enforceLimit, limits } from '../platform/rate-limit.ts';
import { levelName } from '../../../src/data/levels.ts';
import { issuePersonalLink } from './personal-link.ts';

export const keyRefusedMessage = 'This payment key does not belong to this registration.';

export const isPaymentKey = (key: string): boolean => paymentKeyPattern.test(key);

type Client = { ip?: string };

/**
 * The registration of a payment key a browser posts, counted against the payment-key lookup limit
 * so keys cannot be tried in bulk; 404 for an unknown or expired key.
 */
async function registrationOfKey(ctx: Client, db: Kysely<Database>, key: string): Promise<Registration> {
  await enforceLimit(ctx, limits.paymentLookup);
  const registration = await findRegistrationByPaymentKey(db, key);
  if (!registration) throw new HttpError(404, 'No registration was found for this payment.');
  return registration;
}

/**
 * POST /api/store-paypal-registration: the registration summary /payment-success shows, as the
 * SERVER stored it, and once it is paid a link to the registrant's own page (a new personal link
 * each time).
 */
export async function paymentSummary(ctx: Client, db: Kysely<Database>, key: string): Promise<StoredPaypalRegistration> {
  const row = await registrationOfKey(ctx, db, key);
  return {
    registrationId: row.registrationId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    registrationType: row.registrationType ?? '',
    registrationTypeName: levelName(row.registrationType),
    amount: row.amount ?? '',
    paymentStatus: row.paymentStatus,
    // A link minted through the key lives a day, as the key does: a key seen by someone else (a
    // shared screen, a browser history) does not give them a lasting link; the confirmation e-mail carries the lasting one.
    ...(row.paymentStatus === 'paid' || row.paymentStatus === 'comped' ? { myRegistrationUrl: await issuePersonalLink(db, row.registrationId, shortLinkExpiry()) } : {}),
  };
}

/**
 * POST /api/sponsor-entries: a paid sponsorship's player entries for its success page, through the
 * payment key the server issued with it (no entries until it is paid; none for other registrations).
 */
export async function sponsorshipEntries(ctx: Client, db: Kysely<Database>, key: string): Promise<{ registrationId: string; entries: SponsorEntryView[] }> {
  const registration = await registrationOfKey(ctx, db, key);
  return { registrationId: registration.registrationId, entries: await listSponsorEntries(db, registration.registrationId) };
}

/**
 * POST /api/store-pending-registration: confirms the registration's key. The key the server issued
 * is accepted again (a retry); any other key is refused, except for a registration that has none
 * yet and is still within its hold (registered before keys were issued by the server).
 */
export async function confirmPaymentKey(ctx: Client, db: Kysely<Database>, key: string, registrationId: string): Promise<void> {
  await enforceLimit(ctx, limits.storePending);
  await db.transaction().execute(async (trx) => {
    const reg = await lockRegistration(trx, registrationId);
    if (!reg) throw new HttpError(404, 'Registration not found.');
    const existing = await findPaymentKey(trx, registrationId);
    if (existing === key) return;
    if (existing || !reg.holds) throw new HttpError(409, keyRefusedMessage);
    if (await findKeyOwner(trx, key)) throw new HttpError(409, keyRefusedMessage);
    await insertPaymentKey(trx, key, registrationId);
  });
}
