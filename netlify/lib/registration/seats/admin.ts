// The organizer's side of the seats: the settings (most seats per order, the transfer cutoff) and a
// seat named or moved from /admin, each with its audit row in the same transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../../db/repositories/audit.ts';
import { listOrderSeats, readSeatSettings, saveSeatSettings } from '../../../../db/repositories/seats.ts';
import type { SeatSettings } from '../../../../src/domain/seats/contract.ts';
import { orderSeatView, type OrderSeatView } from '../../../../src/domain/seats/views.ts';
import { purgeLiveFacts } from '../../platform/cdn-cache.ts';
import { sendQueued } from '../../platform/mail/outbox.ts';
import { moveSeat, type Person } from './seats.ts';

export const seatSettings = (db: Kysely<Database>): Promise<SeatSettings> => readSeatSettings(db);

export async function saveSeatSettingsBy(db: Kysely<Database>, settings: SeatSettings, by: AdminActor): Promise<SeatSettings> {
  const saved = await db.transaction().execute(async (trx) => {
    const before = await readSeatSettings(trx);
    const after = await saveSeatSettings(trx, settings);
    await insertAuditEntry(trx, { ...by, action: 'seats.settings', target: 'seats', snapshot: { before, after } });
    return after;
  });
  // The registration screen reads the most seats from the live facts: the CDN's copy goes at once.
  await purgeLiveFacts();
  return saved;
}

/** POST /api/admin/registrations/:id/seats/:seatNo: the seat is `person`'s now; the order's seats. */
export async function moveSeatByOrganizer(db: Kysely<Database>, orderId: string, seatNo: number, person: Person, by: AdminActor): Promise<OrderSeatView[]> {
  const { mailIds } = await moveSeat(db, orderId, seatNo, person, by);
  await sendQueued(db, mailIds);
  return (await listOrderSeats(db, orderId)).map(orderSeatView);
}
