// Sponsor places sold per level (one rule for the availability list, the admin's places table, the
// capacity checks of POST /api/register and POST /order, the capture and a late payment):
// registrations paid or comped, plus Orders v2 orders (the SDK pages) captured or being captured.
// Only these keep a buyer out (issue 33: an unpaid registration never keeps a paying sponsor out,
// see netlify/lib/sponsor-places.ts).
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { orderHolds, registrationHolds } from './holds.ts';

/** A registration row (table `registrations`) that bought its place: paid or comped, not canceled. */
const registrationSold = () => sql<boolean>`(registrations.status <> 'canceled' and registrations.payment_status in ('paid', 'comped'))`;

/** Places sold per level: the only ones that keep another buyer out. */
export async function countSoldSponsorPlaces(db: Db, levels: readonly { id: string }[]): Promise<Record<string, number>> {
  if (levels.length === 0) return {};
  const ids = levels.map((l) => l.id);
  const registrations = await db
    .selectFrom('registrations')
    .select((eb) => ['registrationType', eb.fn.countAll<string>().as('n')])
    .where('registrationType', 'in', ids)
    .where(registrationSold())
    .groupBy('registrationType')
    .execute();
  const orders = await db
    .selectFrom('paypalOrders')
    .select((eb) => ['levelId', eb.fn.countAll<string>().as('n')])
    .where('levelId', 'in', ids)
    .where(orderHolds())
    .groupBy('levelId')
    .execute();
  const counts: Record<string, number> = {};
  for (const id of ids) {
    counts[id] =
      Number(registrations.find((r) => r.registrationType === id)?.n ?? 0) + Number(orders.find((o) => o.levelId === id)?.n ?? 0);
  }
  return counts;
}

/** Pending registrations of a level that still hold (a sale filled the level: they are told). */
export async function listHoldingRegistrations(db: Db, levelId: string, except: string) {
  return db
    .selectFrom('registrations')
    .select(['registrationId', 'email'])
    .where('registrationType', '=', levelId)
    .where('paymentStatus', '=', 'pending')
    .where('registrationId', '<>', except)
    .where(registrationHolds())
    .execute();
}

/** Ends a pending registration's hold now. */
export async function endHold(db: Db, registrationId: string): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ holdExpiresAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
    .where('registrationId', '=', registrationId)
    .where('paymentStatus', '=', 'pending')
    .execute();
}
