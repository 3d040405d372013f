// Sponsor places held, per level: registrations of that level that hold a place (paid, comped, or
// pending within their hold) plus Orders v2 orders (the SDK pages) captured or being captured. One
// rule for the availability list, the capacity check of POST /api/register, POST /order, the
// capture and a late payment.
import type { Db } from '../database.ts';
import { orderHolds, registrationHolds } from './holds.ts';

export async function countHeldSponsorPlaces(db: Db, levels: readonly { id: string }[]): Promise<Record<string, number>> {
  if (levels.length === 0) return {};
  const ids = levels.map((l) => l.id);
  const registrations = await db
    .selectFrom('registrations')
    .select((eb) => ['registrationType', eb.fn.countAll<string>().as('n')])
    .where('registrationType', 'in', ids)
    .where(registrationHolds())
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
