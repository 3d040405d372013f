// Sponsor player entries: issued when a sponsorship becomes paid, spent once by a player
// registration, withdrawn when the sponsorship's money goes back. Every function runs inside the
// caller's transaction (settleRegistrationPayment, settleMoneyReturn, storeRegistration).
import type { Db, Registration } from '../../../db/database.ts';
import { claimPromoCode, lockPromoCode } from '../../../db/repositories/promo-codes.ts';
import { countSponsorEntries, findSponsorEntry, insertSponsorEntry, listSponsorEntries, setSponsoredBy } from '../../../db/repositories/sponsor-entries.ts';
import { getSponsorLevels, levelName } from '../../../src/data/levels.ts';
import { entryUsedMessage, entryWithdrawnMessage } from '../../../src/domain/sponsor-entries.ts';
import { newEntryCode } from '../platform/ids.ts';
import { siteUrl } from '../platform/env.ts';
import { queueMail } from '../platform/mail/outbox.ts';
import { sponsorEntriesMail } from './mail.ts';
import { invalidPromoMessage } from '../../../src/domain/promo-codes.ts';

/** How many player entries a registration of this type includes (0 for attendee levels and Test). */
export const playerEntriesOf = (registrationType: string | null): number =>
  getSponsorLevels().find((l) => l.id === registrationType)?.playerEntries ?? 0;

/**
 * Issues the sponsorship's entries (as many as its level includes, minus those issued already, so a
 * repeated call issues nothing) and queues the sponsor's e-mail listing them. Call in the
 * transaction that marks it paid, with its row locked. Returns the outbox ids (none when nothing
 * was issued).
 */
export async function issueSponsorEntries(trx: Db, sponsorship: Registration): Promise<number[]> {
  const wanted = playerEntriesOf(sponsorship.registrationType);
  const missing = wanted - (await countSponsorEntries(trx, sponsorship.registrationId));
  if (missing <= 0) return [];
  for (let issued = 0; issued < missing; ) {
    // 100 random bits: a collision is astronomically rare, and then another code is drawn.
    if (await insertSponsorEntry(trx, sponsorship.registrationId, newEntryCode())) issued += 1;
  }
  const entries = await listSponsorEntries(trx, sponsorship.registrationId);
  const id = await queueMail(
    trx,
    sponsorEntriesMail(
      {
        registrationId: sponsorship.registrationId,
        firstName: sponsorship.firstName,
        email: sponsorship.email,
        levelName: levelName(sponsorship.registrationType),
      },
      entries.map((e) => e.code),
      siteUrl(),
    ),
  );
  return [id];
}

export type EntryClaim = { ok: true; sponsorshipId: string } | { ok: false; status: 400 | 409; message: string };

/**
 * Gives the entry `code` to `registrationId` and records its sponsor on it, or says why not:
 * unknown (400), withdrawn or its sponsorship no longer paid (409), held by another registration
 * (409). Under the code's lock, taken before anything is read: of registrations claiming the same
 * code at once exactly one gets it (the single-use promo codes' rule, db/repositories/promo-codes.ts).
 */
export async function claimEntryCode(trx: Db, code: string, registrationId: string): Promise<EntryClaim> {
  await lockPromoCode(trx, code);
  const entry = await findSponsorEntry(trx, code);
  if (!entry) return { ok: false, status: 400, message: invalidPromoMessage };
  if (!entry.usable) return { ok: false, status: 409, message: entryWithdrawnMessage };
  if (!(await claimPromoCode(trx, code, registrationId))) return { ok: false, status: 409, message: entryUsedMessage };
  await setSponsoredBy(trx, registrationId, entry.sponsorshipId);
  return { ok: true, sponsorshipId: entry.sponsorshipId };
}
