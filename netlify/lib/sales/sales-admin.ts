// /admin's sales screens: the settings with their places, the promo codes with their
// uses, the audit of both; saves in one transaction each, with the audit row (before and after)
// and a version check, so a second organizer saving at once gets a 409 with the current values
// instead of overwriting the first. Every save purges the live facts' CDN cache tag.
import type { Kysely, Transaction } from 'kysely';
import type { Database, PromoCodeRow } from '../../../db/database.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { insertAuditEntry, listAuditEntries, type AdminActor } from '../../../db/repositories/audit.ts';
import {
  findPromoCodeById,
  insertPromoCode,
  listPromoCodes,
  listPromoUses,
  disablePromoCodes,
  lockEnabledPromoCodes,
  lockPromoCodeRow,
  promoCodeConstraint,
  updatePromoCode,
  type PromoCodeValues,
} from '../../../db/repositories/promo-codes.ts';
import { lockRegistrationType } from '../../../db/repositories/registrations.ts';
import { countPlaces, lockSalesItem, updateSalesItem } from '../../../db/repositories/sales.ts';
import { getRegistrationLevels } from '../../../src/data/levels.ts';
import { defaultRestrictionMessage, isFromAnotherEdition } from '../../../src/domain/promo-codes.ts';
import {
  concurrentSaveMessage,
  duplicateCodeMessage,
  editionLabel,
  lastEditionChangedMessage,
  promoDiscountValue,
  earlyUntilRefusal,
  salesItemValues,
  type AdminPromoCode,
  type AdminSales,
  type AdminSalesItem,
  type promoCodeInputSchema,
  type salesItemInputSchema,
} from '../../../src/domain/sales-admin.ts';
import type { z } from '../../../src/domain/zod.ts';
import { venueLocalTime } from '../../../src/domain/venue-time.ts';
import { event } from '../../../src/data/event.ts';
import { clock } from '../platform/clock.ts';
import { HttpError } from '../platform/http.ts';
import { purgeLiveFacts } from '../platform/cdn-cache.ts';
import { sendQueued } from '../platform/mail/outbox.ts';
import { allSalesItemsNow, type ItemNow } from './sales.ts';
import { stateName } from '../../../src/domain/sales.ts';
import { isoTime } from '../platform/iso-time.ts';

/** Who saves: the team member, named in the audit trail. */
type By = AdminActor;

/** A refused save: someone saved meanwhile. The answer carries the current values. */
export class ConflictError<T> extends HttpError {
  readonly current: T;
  constructor(current: T) {
    super(409, concurrentSaveMessage);
    this.current = current;
  }
}

const local = (at: Date | null): string => (at ? venueLocalTime(at, clock.timeZone()) : '');

function adminItem(i: ItemNow, now: Date): AdminSalesItem {
  const { row, count } = i;
  return {
    id: row.id,
    kind: row.kind,
    name: i.name,
    state: row.state,
    effectiveState: i.state,
    stateName: stateName(row.state, i, now),
    opensAt: local(row.opensAt),
    closesAt: local(row.closesAt),
    capacity: row.capacity,
    priceCents: row.priceCents,
    earlyPriceCents: row.earlyPriceCents,
    earlyUntil: local(row.earlyUntil),
    version: row.version,
    updatedAt: isoTime(row.updatedAt),
    taken: count.taken,
    held: count.held,
    left: i.left,
  };
}

function adminCode(row: PromoCodeRow, uses: AdminPromoCode['uses']): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.discountKind,
    value: row.discountValue,
    levelIds: row.levelIds,
    restrictionMessage: row.restrictionMessage,
    maxUses: row.maxUses,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    disabled: row.disabledAt !== null,
    editionYear: row.editionYear,
    version: row.version,
    uses,
  };
}

/** The row as the audit keeps it (JSON, no Date objects to drift). */
const snapshot = (row: object): unknown => JSON.parse(JSON.stringify(row));

/** GET /api/admin/sales */
export async function salesOverview(db: Kysely<Database>, now: Date, openIds: readonly string[]): Promise<AdminSales> {
  const items = (await allSalesItemsNow(db, now, openIds)).map((i) => adminItem(i, now));
  const uses = await listPromoUses(db);
  const promoCodes = (await listPromoCodes(db)).map((row) =>
    adminCode(
      row,
      uses.filter((u) => u.promoCode === row.code).map((u) => ({ registrationId: u.registrationId, name: `${u.firstName} ${u.lastName}`.trim(), paymentStatus: u.paymentStatus })),
    ),
  );
  const audit = (await listAuditEntries(db, ['sales.', 'promo.'])).map((e) => {
    const s = (e.snapshot ?? {}) as { before?: unknown; after?: unknown };
    return { id: e.id, at: isoTime(e.createdAt), actor: e.actorName ?? e.actor, action: e.action, target: e.target, before: s.before ?? null, after: s.after ?? null };
  });
  const year = event.upcoming.year;
  return {
    edition: { year, label: editionLabel(year, event.edition) },
    items,
    promoCodes,
    lastEditionCodes: promoCodes.filter((c) => !c.disabled && isFromAnotherEdition(c, year)).map((c) => c.code),
    audit,
  };
}

export const capacityBelowOffersMessage = (n: number): string => `Capacity cannot be below ${n}: the places sold and those offered to the waiting list.`;

/**
 * What becomes of the places a save frees (a capacity raised, an item reopened): the waiting list's
 * offer step, run in the save's transaction under the item's lock. Passed in by the endpoint, so
 * sales does not depend on the waiting list (which reads availability from here). Outbox ids.
 */
export type PlacesFreed = (trx: Transaction<Database>, itemId: string, now: Date) => Promise<number[]>;

/** Saves one item's settings; 404 unknown, 409 ConflictError with the current item. */
export async function saveSalesItem(
  db: Kysely<Database>,
  id: string,
  input: z.output<typeof salesItemInputSchema>,
  by: By,
  now: Date,
  placesFreed: PlacesFreed,
): Promise<AdminSalesItem> {
  const tooLate = earlyUntilRefusal(input, event.upcoming);
  if (tooLate) throw new HttpError(400, tooLate, { earlyUntil: tooLate });
  const saved = await db.transaction().execute(async (trx) => {
    // The item's own lock first: a save waits for the registrations deciding under the settings it
    // replaces, including those that share the lock of an item without a capacity (registration.ts).
    await lockRegistrationType(trx, id);
    const before = await lockSalesItem(trx, id);
    if (!before) throw new HttpError(404, 'Unknown item.');
    const values = salesItemValues(input, clock.timeZone());
    // Standing waiting-list offers were promised their places: the capacity keeps room for them.
    const places = (await countPlaces(trx, [before]))[id]!;
    if (values.capacity !== null && places.offered > 0 && values.capacity < places.taken + places.offered) {
      const message = capacityBelowOffersMessage(places.taken + places.offered);
      throw new HttpError(400, message, { capacity: message });
    }
    const after = await updateSalesItem(trx, id, input.version, values);
    if (!after) return null;
    await insertAuditEntry(trx, { ...by, action: 'sales.update', target: id, snapshot: { before: snapshot(before), after: snapshot(after) } });
    return { mailIds: await placesFreed(trx, id, now) };
  });
  const [current] = (await allSalesItemsNow(db, now, [], [id])).map((i) => adminItem(i, now));
  if (!saved) throw new ConflictError(current);
  await sendQueued(db, saved.mailIds);
  await purgeLiveFacts();
  return current!;
}

function promoValues(input: z.output<typeof promoCodeInputSchema>, now: Date): PromoCodeValues {
  const levels = getRegistrationLevels().filter((l) => input.levelIds.includes(l.id));
  if (levels.length !== input.levelIds.length) throw new HttpError(400, 'Choose levels from the list.', { levelIds: 'Choose levels from the list.' });
  return {
    code: input.code,
    discountKind: input.kind,
    discountValue: promoDiscountValue(input),
    levelIds: levels.map((l) => l.id),
    restrictionMessage: levels.length === 0 ? null : input.restrictionMessage || defaultRestrictionMessage(input.code, levels.map((l) => l.name)),
    maxUses: input.maxUses === '' ? null : Number(input.maxUses),
    firstDay: input.firstDay || null,
    lastDay: input.lastDay || null,
    disabledAt: input.disabled ? now : null,
  };
}

const duplicate = () => new HttpError(400, duplicateCodeMessage, { code: duplicateCodeMessage });

/** Creates a code; 400 with a field error for a duplicate (codes are stored lower-cased, so any case). */
export async function createPromo(db: Kysely<Database>, input: z.output<typeof promoCodeInputSchema>, by: By, now: Date): Promise<AdminPromoCode> {
  const values = promoValues(input, now);
  try {
    const row = await db.transaction().execute(async (trx) => {
      // A code belongs to the edition it was made for ("Disable last edition's codes" ends the others').
      const created = await insertPromoCode(trx, { ...values, editionYear: event.upcoming.year });
      await insertAuditEntry(trx, { ...by, action: 'promo.create', target: created.code, snapshot: { before: null, after: snapshot(created) } });
      return created;
    });
    await purgeLiveFacts();
    return adminCode(row, []);
  } catch (error) {
    if (isUniqueViolation(error, promoCodeConstraint)) throw duplicate();
    throw error;
  }
}

/** Edits (or disables) a code; 404 unknown, 409 ConflictError with the current code, 400 duplicate. */
export async function editPromo(db: Kysely<Database>, id: number, input: z.output<typeof promoCodeInputSchema>, by: By, now: Date): Promise<AdminPromoCode> {
  const values = promoValues(input, now);
  let saved: PromoCodeRow | null;
  try {
    saved = await db.transaction().execute(async (trx) => {
      const before = await lockPromoCodeRow(trx, id);
      if (!before) throw new HttpError(404, 'Unknown promo code.');
      // Disabling keeps the time it was first disabled.
      const after = await updatePromoCode(trx, id, input.version ?? -1, { ...values, disabledAt: input.disabled ? (before.disabledAt ?? now) : null });
      if (!after) return null;
      const action = before.disabledAt === null && after.disabledAt !== null ? 'promo.disable' : 'promo.update';
      await insertAuditEntry(trx, { ...by, action, target: after.code, snapshot: { before: snapshot(before), after: snapshot(after) } });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, promoCodeConstraint)) throw duplicate();
    throw error;
  }
  if (!saved) {
    const current = await findPromoCodeById(db, id);
    const uses = (await listPromoUses(db)).filter((u) => u.promoCode === current?.code);
    throw new ConflictError(adminCode(current!, uses.map((u) => ({ registrationId: u.registrationId, name: `${u.firstName} ${u.lastName}`.trim(), paymentStatus: u.paymentStatus }))));
  }
  await purgeLiveFacts();
  const uses = (await listPromoUses(db)).filter((u) => u.promoCode === saved.code);
  return adminCode(saved, uses.map((u) => ({ registrationId: u.registrationId, name: `${u.firstName} ${u.lastName}`.trim(), paymentStatus: u.paymentStatus })));
}

/**
 * "Disable last edition's codes": disables every enabled code of another edition in one
 * transaction, each with its audit line. `expected` are the codes the organizer was shown and
 * confirmed: when the list is not exactly those now (a code made, edited or disabled elsewhere, a
 * content publish changing the edition), nothing is done and the answer (409) says so.
 */
export async function disableLastEditionCodes(db: Kysely<Database>, expected: readonly string[], by: By, now: Date): Promise<{ disabled: string[] }> {
  const year = event.upcoming.year;
  const confirmed = [...new Set(expected.map((code) => code.trim().toLowerCase()))].sort();
  const disabled = await db.transaction().execute(async (trx) => {
    const old = (await lockEnabledPromoCodes(trx)).filter((row) => isFromAnotherEdition(row, year));
    const current = old.map((row) => row.code).sort();
    if (current.join('\n') !== confirmed.join('\n')) throw new HttpError(409, lastEditionChangedMessage(old.length), { codes: lastEditionChangedMessage(old.length) });
    const after = await disablePromoCodes(trx, old.map((row) => row.id), now);
    for (const row of after) {
      const before = old.find((o) => o.id === row.id)!;
      await insertAuditEntry(trx, { ...by, action: 'promo.disable', target: row.code, snapshot: { before: snapshot(before), after: snapshot(row) } });
    }
    return after.map((row) => row.code);
  });
  if (disabled.length > 0) await purgeLiveFacts();
  return { disabled };
}
