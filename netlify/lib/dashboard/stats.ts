// The admin dashboard's figures (GET /api/admin/stats): the registrations' counts and money totals,
// places per level, check-ins, mail given up on and the PayPal mode. A view over several concepts,
// so it has a folder of its own: each concept stays free of the others' figures.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { countOrderPlaces, getRegistrationTotals } from '../../../db/repositories/admin-registrations.ts';
import { countCheckIns } from '../../../db/repositories/check-ins.ts';
import type { AdminStats } from '../../../src/domain/admin-contract.ts';
import { getRegistrationLevels, getSponsorLevels } from '../../../src/data/levels.ts';
import { paypalMode } from '../payments/paypal/config.ts';
import { clock } from '../platform/clock.ts';
import { countDeadMail } from '../platform/mail/outbox.ts';
import { allSalesItemsNow } from '../sales/sales.ts';
import { isRegistrationOpen } from '../../../src/domain/sales.ts';
import { editionLabel } from '../../../src/domain/sales-admin.ts';
import { event } from '../../../src/data/event.ts';

export async function adminStats(db: Kysely<Database>, openIds: readonly string[] = []): Promise<AdminStats> {
  const sponsorLevels = getSponsorLevels();
  const [totals, undeliveredMailCount, orderPlaces, checkIn, items] = await Promise.all([
    getRegistrationTotals(db),
    countDeadMail(db),
    countOrderPlaces(db),
    countCheckIns(db),
    // The public pages' answer (one read of every item): whether registration is open is its rule,
    // not the dashboard's own, and its sponsor places are sold places as buyers see them (an unpaid
    // registration keeps no buyer out; the pending ones are in the per-level Held column).
    allSalesItemsNow(db, clock.now(), openIds),
  ]);
  const { perLevel, ...counts } = totals;
  const none = { paid: 0, comped: 0, held: 0 };
  return {
    edition: editionLabel(event.upcoming.year, event.edition),
    registrationOpen: isRegistrationOpen(items),
    levelsOnSale: items.filter((i) => i.kind === 'player' && i.state === 'on_sale').map((i) => i.name),
    ...counts,
    undeliveredMailCount,
    paypalMode: paypalMode(),
    levels: [...getRegistrationLevels(), ...sponsorLevels].map((level) => {
      const n = perLevel[level.id] ?? none;
      // Orders v2 sponsorships (the SDK pages) are paid places without a registration row.
      return { id: level.id, name: level.name, ...n, paid: n.paid + (orderPlaces[level.id] ?? 0) };
    }),
    // Capacities are sales settings, set in /admin (null: the organizer made the level unlimited).
    sponsorPlaces: items.filter((item) => item.kind === 'sponsor').map((item) => ({ id: item.id, name: item.name, capacity: item.capacity, taken: item.count.taken, left: item.left })),
    checkIn,
  };
}
