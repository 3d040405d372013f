// The organizer's registrations in /admin: the list (src/domain/admin-contract.ts), each with its
// state, payment, sponsor and player entries; deleting one (audited).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { deleteRegistrationWithAudit, listAdminRegistrations, type DeletedBy, type RegistrationWithHold } from '../../../db/repositories/admin-registrations.ts';
import { listEntriesBySponsorship } from '../../../db/repositories/sponsor-entries.ts';
import { paymentFlags, type AdminListItem, type PaymentFlag } from '../../../src/domain/admin-contract.ts';
import { levelName } from '../../../src/data/levels.ts';
import { registrationState } from '../../../src/domain/payment-states.ts';
import type { SponsorEntryView } from '../../../src/domain/sponsor-entries.ts';
import { findRegistration, lockRegistration, lockRegistrationType } from '../../../db/repositories/registrations.ts';
import { HttpError } from '../platform/http.ts';
import { sendQueued } from '../platform/mail/outbox.ts';
import { offerPlacesFreedBy } from '../waiting-list/offers.ts';
import { setPublishedName } from '../../../db/repositories/player-results.ts';
import { listedAs } from '../../../src/domain/tournament/results-listing.ts';
import { purgeResults } from '../night/results.ts';
import { receiptNumberOf } from '../receipts/numbers.ts';
import { isoTime } from '../platform/iso-time.ts';
import { seatListings, type SeatListing } from './seats/listing.ts';
import { listOrderPlayers, lockSeatOf } from '../../../db/repositories/seats.ts';
import { isOrder } from '../../../src/domain/seats/seat.ts';

const asFlag = (flag: string | null): PaymentFlag | null => ((paymentFlags as readonly string[]).includes(flag ?? '') ? (flag as PaymentFlag) : null);

const noSeats: SeatListing = { orderSeats: null, boughtBy: null };

export function adminListItem(r: RegistrationWithHold, entries: SponsorEntryView[] = [], seats: SeatListing = noSeats): AdminListItem {
  return {
    id: r.id,
    registrationId: r.registrationId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    registrationType: r.registrationType,
    registrationTypeName: levelName(r.registrationType),
    amount: r.amount,
    status: r.status,
    paymentStatus: r.paymentStatus,
    state: registrationState(r.paymentStatus, r.holds),
    holdExpiresAt: isoTime(r.holdExpiresAt),
    paidCents: r.paidCents,
    paidAt: isoTime(r.paidAt),
    txnId: r.paymentTxnId,
    flag: asFlag(r.paymentFlag),
    sponsoredBy: r.sponsoredBy ? { registrationId: r.sponsoredBy, name: r.sponsorName ?? '' } : null,
    entries,
    orderSeats: seats.orderSeats,
    boughtBy: seats.boughtBy,
    createdAt: isoTime(r.createdAt),
    receiptNumber: receiptNumberOf(r),
  };
}

export async function adminRegistrationList(db: Kysely<Database>): Promise<AdminListItem[]> {
  const [rows, entries] = await Promise.all([listAdminRegistrations(db), listEntriesBySponsorship(db)]);
  // Every row, the canceled rows of players who handed their seat over too: the organizer who
  // searches for such a player (asking whether they are still in) finds them, canceled, and whose
  // seat it was; hiding the row would make a person vanish from the list with no trace of why.
  const seats = await seatListings(db, rows);
  return rows.map((r) => adminListItem(r, entries.get(r.registrationId), seats(r)));
}

/** The :registrationId of an admin route, or 404 (PostgreSQL cannot compare text holding U+0000). */
export function adminRegistrationId(param: string | undefined): string {
  const id = (param ?? '').trim();
  if (id.length === 0 || id.length > 100 || id.includes('\0')) throw new HttpError(404, `Registration ${id.slice(0, 100)} not found.`);
  return id;
}

/**
 * Deletes the registration with its audit row (the row and the codes it had spent), under its
 * level's lock, and offers the places it gave back to the next in line; false when there is none.
 * Published results keep the place but no longer name the person (a deletion is often a request
 * to be forgotten).
 */
export async function deleteRegistration(db: Kysely<Database>, registrationId: string, by: DeletedBy): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    const found = await findRegistration(trx, registrationId);
    if (found?.registrationType) await lockRegistrationType(trx, found.registrationType);
    // A seat's player: its order's row and its seat first, in the order a seat's change takes them.
    if (found?.orderId) await lockSeatOf(trx, found.orderId, registrationId);
    const reg = await lockRegistration(trx, registrationId);
    if (!reg) return null;
    // An order's players go with it (the foreign key would take them silently): each with its own
    // audit row and its name taken out of published results, as if deleted one by one.
    let unnamed = false;
    for (const player of isOrder(reg) ? await listOrderPlayers(trx, registrationId) : []) {
      unnamed = (await setPublishedName(trx, player.registrationId, listedAs('hidden', player))) > 0 || unnamed;
      await deleteRegistrationWithAudit(trx, player.registrationId, by);
    }
    unnamed = (await setPublishedName(trx, registrationId, listedAs('hidden', reg))) > 0 || unnamed;
    if (!(await deleteRegistrationWithAudit(trx, registrationId, by))) return null;
    return { mailIds: await offerPlacesFreedBy(trx, reg), unnamed };
  });
  if (!done) return false;
  if (done.unnamed) await purgeResults();
  await sendQueued(db, done.mailIds);
  return true;
}
