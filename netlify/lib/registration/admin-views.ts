// The admin dashboard's answers (src/domain/admin-contract.ts) built from the repositories.
import type { Kysely } from 'kysely';
import type { Database, PaymentEvent } from '../../../db/database.ts';
import { countOrderPlaces, getRegistrationTotals, listAdminRegistrations, type RegistrationWithHold } from '../../../db/repositories/admin-registrations.ts';
import { countCheckIns } from '../../../db/repositories/check-ins.ts';
import { listPaymentEvents } from '../../../db/repositories/payments.ts';
import { listEntriesBySponsorship } from '../../../db/repositories/sponsor-entries.ts';
import type { SponsorEntryView } from '../../../src/domain/sponsor-entries.ts';
import { paymentFlags, type AdminListItem, type AdminStats, type PaymentEventItem, type PaymentFlag } from '../../../src/domain/admin-contract.ts';
import { getRegistrationLevels, getSponsorLevels } from '../../../src/domain/levels.ts';
import { clock } from '../platform/clock.ts';
import { allSalesItemsNow } from '../sales/sales.ts';
import { registrationState } from '../../../src/domain/payment-states.ts';
import { receiptLabel } from '../../../src/domain/receipt.ts';
import { countDeadMail } from '../platform/mail/outbox.ts';
import { paypalMode } from '../payments/paypal/config.ts';
import { levelName } from '../../../src/domain/levels.ts';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const asFlag = (flag: string | null): PaymentFlag | null => ((paymentFlags as readonly string[]).includes(flag ?? '') ? (flag as PaymentFlag) : null);

export function adminListItem(r: RegistrationWithHold, entries: SponsorEntryView[] = []): AdminListItem {
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
    holdExpiresAt: iso(r.holdExpiresAt),
    paidCents: r.paidCents,
    paidAt: iso(r.paidAt),
    txnId: r.paymentTxnId,
    flag: asFlag(r.paymentFlag),
    sponsoredBy: r.sponsoredBy ? { registrationId: r.sponsoredBy, name: r.sponsorName ?? '' } : null,
    entries,
    createdAt: iso(r.createdAt)!,
    receiptNumber: r.receiptSeries && r.receiptNumber !== null ? receiptLabel(r.receiptSeries, r.receiptNumber) : null,
  };
}

export async function adminRegistrationList(db: Kysely<Database>): Promise<AdminListItem[]> {
  const [rows, entries] = await Promise.all([listAdminRegistrations(db), listEntriesBySponsorship(db)]);
  return rows.map((r) => adminListItem(r, entries.get(r.registrationId)));
}

export async function adminStats(db: Kysely<Database>): Promise<AdminStats> {
  const sponsorLevels = getSponsorLevels();
  const [totals, undeliveredMailCount, orderPlaces, checkIn, items] = await Promise.all([
    getRegistrationTotals(db),
    countDeadMail(db),
    countOrderPlaces(db),
    countCheckIns(db),
    // Places sold, as buyers see them (an unpaid registration keeps no buyer out); the pending
    // ones are in the per-level Held column.
    allSalesItemsNow(db, clock.now(), [], sponsorLevels.map((l) => l.id)),
  ]);
  const { perLevel, ...counts } = totals;
  const none = { paid: 0, comped: 0, held: 0 };
  return {
    ...counts,
    undeliveredMailCount,
    paypalMode: paypalMode(),
    levels: [...getRegistrationLevels(), ...sponsorLevels].map((level) => {
      const n = perLevel[level.id] ?? none;
      // Orders v2 sponsorships (the SDK pages) are paid places without a registration row.
      return { id: level.id, name: level.name, ...n, paid: n.paid + (orderPlaces[level.id] ?? 0) };
    }),
    // Capacities are sales settings, set in /admin (null: the organizer made the level unlimited).
    sponsorPlaces: items.map((item) => ({ id: item.id, name: item.name, capacity: item.capacity, taken: item.count.taken, left: item.left })),
    checkIn,
  };
}

export function paymentEventItem(e: PaymentEvent): PaymentEventItem {
  return {
    id: e.id,
    receivedAt: iso(e.receivedAt)!,
    kind: e.kind,
    txnId: e.txnId,
    orderId: e.orderId,
    providerStatus: e.providerStatus,
    verification: e.verification,
    outcome: e.outcome,
    registrationId: e.registrationId,
    amountCents: e.amountCents,
    currency: e.currency,
    payerEmail: e.payerEmail,
  };
}

export async function adminPaymentEvents(db: Kysely<Database>): Promise<PaymentEventItem[]> {
  return (await listPaymentEvents(db)).map(paymentEventItem);
}
