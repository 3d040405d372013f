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
// The capacity is a sales setting (sales_items, issue 28), checked under the level's lock by
// netlify/lib/registration.ts (through the settings' state), netlify/lib/paypal/orders.ts and
// netlify/lib/payments/settle.ts; what counts as used is src/domain/sales.ts's placesUsed.
import type { Db } from '../../db/database.ts';
import { countSoldSponsorPlaces } from '../../db/repositories/sponsors.ts';
import { findSalesItems } from '../../db/repositories/sales.ts';

export const sponsorLevelFullMessage = 'This sponsorship level is no longer available.';

/** True when every place of the sponsor level is sold (a level without a limit never is). */
export async function sponsorLevelSoldOut(db: Db, levelId: string): Promise<boolean> {
  const [item] = await findSalesItems(db, [levelId]);
  if (!item || item.kind !== 'sponsor' || item.capacity === null) return false;
  const sold = (await countSoldSponsorPlaces(db, [item]))[item.id] ?? 0;
  return sold >= item.capacity;
}
