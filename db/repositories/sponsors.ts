// Sponsor places held, per level: the same rule the registration's capacity check applies
// (countHeldPlaces in registrations.ts: payment pending or paid, not canceled), in one query.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.ts';

export async function countHeldSponsorPlaces(
  db: Kysely<Database> | Transaction<Database>,
  levelIds: readonly string[],
): Promise<Record<string, number>> {
  if (levelIds.length === 0) return {};
  const rows = await db
    .selectFrom('registrations')
    .select((eb) => ['registrationType', eb.fn.countAll<string>().as('n')])
    .where('registrationType', 'in', [...levelIds])
    .where('paymentStatus', 'in', ['pending', 'paid'])
    .where('status', '<>', 'canceled')
    .groupBy('registrationType')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.registrationType ?? '', Number(r.n)]));
}
