// Sponsor places held, per level: registrations of that level whose payment is pending or paid
// (not canceled), plus sponsorships paid through Orders v2 (the SDK pages), which have no
// registration and are known by their price. One rule for the availability list, the capacity
// check of POST /api/register and the Orders v2 endpoints.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function countHeldSponsorPlaces(
  db: Db,
  levels: readonly { id: string; priceCents: number }[],
): Promise<Record<string, number>> {
  if (levels.length === 0) return {};
  const registrations = await db
    .selectFrom('registrations')
    .select((eb) => ['registrationType', eb.fn.countAll<string>().as('n')])
    .where('registrationType', 'in', levels.map((l) => l.id))
    .where('paymentStatus', 'in', ['pending', 'paid'])
    .where('status', '<>', 'canceled')
    .groupBy('registrationType')
    .execute();
  const orders = await db
    .selectFrom('payments')
    .select((eb) => ['amountCents', eb.fn.countAll<string>().as('n')])
    .where('registrationId', 'is', null)
    .where('orderId', 'is not', null)
    .where('status', '=', 'COMPLETED')
    .where('amountCents', 'in', levels.map((l) => l.priceCents))
    .groupBy('amountCents')
    .execute();
  const counts: Record<string, number> = {};
  for (const level of levels) {
    counts[level.id] =
      Number(registrations.find((r) => r.registrationType === level.id)?.n ?? 0) +
      Number(orders.find((o) => o.amountCents === level.priceCents)?.n ?? 0);
  }
  return counts;
}
