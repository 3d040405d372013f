// Refuses a sponsorship whose level has no place left (SPEC: a taken level cannot be bought).
//
// The rule (issue 33): on a level with few places, an UNPAID registration never keeps a paying
// sponsor out. Only places sold (paid, comped, or an order PayPal is capturing) refuse a buyer;
// a pending registration still gets its hold, but a second buyer may register and pay, and the
// first verified payment takes the place. The other registrations still holding one are then told
// (netlify/lib/payments/sold-out.ts) and their holds end; one that pays anyway is recorded as paid
// and flagged for a refund, as every late payment (a verified payment is never dropped).
// Why this rule and not shorter holds or caps per client: any hold that refuses a buyer can be
// renewed for free by someone who never pays, from as many addresses and e-mails as they like;
// when holds refuse no buyer, keeping a level "sold out" costs the full price.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { countSoldSponsorPlaces } from '../../db/repositories/sponsors.ts';
import type { SponsorLevel } from '../../src/domain/levels.ts';
import { HttpError } from './http.ts';

export const sponsorLevelFullMessage = 'This sponsorship level is no longer available.';

/** True when every place of the level is sold (a level without a limit never is). */
export async function sponsorLevelSoldOut(db: Kysely<Database> | Transaction<Database>, level: SponsorLevel): Promise<boolean> {
  if (level.capacity === null) return false;
  const sold = (await countSoldSponsorPlaces(db, [level]))[level.id] ?? 0;
  return sold >= level.capacity;
}

export async function assertSponsorPlaceFree(db: Kysely<Database> | Transaction<Database>, level: SponsorLevel): Promise<void> {
  if (await sponsorLevelSoldOut(db, level)) {
    throw new HttpError(409, sponsorLevelFullMessage, { registrationType: sponsorLevelFullMessage });
  }
}
