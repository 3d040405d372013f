// The organizer's waiting list in /admin: the answers' schemas (the contract's shapes, checked in
// the browser as every admin answer is), each entry's state in words, what can be done to it, the
// list grouped by item in line order, and the settings form's values as sent. Pure.
import { z } from '../zod.ts';
import type { AdminWaitingEntry, AdminWaitingList } from './contract.ts';
import type { EntryStatus } from './entry.ts';
import type { OfferTimes } from './offer-lifetime.ts';
import { byLine } from './queue.ts';

const statuses = ['waiting', 'offered', 'bought', 'expired', 'left'] as const satisfies readonly EntryStatus[];

export const adminWaitingEntrySchema = z.object({
  id: z.number().int(),
  itemId: z.string(),
  itemName: z.string(),
  name: z.string(),
  email: z.string(),
  rooms: z.array(z.string()),
  status: z.enum(statuses),
  offeredUntil: z.string().nullable(),
  offeredUntilLabel: z.string().nullable(),
  position: z.number().int().nullable(),
  joinedAt: z.string(),
  offeredBy: z.string().nullable(),
}) satisfies z.ZodType<AdminWaitingEntry>;

/** The two settings as the server keeps them (POST .../settings answers with them). */
export const offerTimesAnswerSchema = z.object({ offerHours: z.number().int(), cutoffHours: z.number().int() }) satisfies z.ZodType<OfferTimes>;

/** GET /api/admin/waiting-list */
export const adminWaitingListSchema = z.object({
  settings: offerTimesAnswerSchema,
  entries: z.array(adminWaitingEntrySchema),
}) satisfies z.ZodType<AdminWaitingList>;

const stateLabels: Record<EntryStatus, string> = { waiting: 'Waiting', offered: 'Offered', bought: 'Bought', expired: 'Offer expired', left: 'Left' };

/** An entry's state as the list shows it: its label and, while offered, the offer's end (venue time). */
export const entryState = (entry: Pick<AdminWaitingEntry, 'status' | 'offeredUntilLabel'>): { label: string; until: string | null } => ({
  label: stateLabels[entry.status],
  until: entry.status === 'offered' ? entry.offeredUntilLabel : null,
});

/** "Waiting", "Offered until Tuesday, September 22, 2026, 3:30 PM CDT", "Bought", "Offer expired", "Left". */
export function entryStateWords(entry: Pick<AdminWaitingEntry, 'status' | 'offeredUntilLabel'>): string {
  const { label, until } = entryState(entry);
  return until ? `${label} until ${until}` : label;
}

/**
 * The organizer may offer a place by hand to someone waiting, or again to someone whose offer
 * expired (the transition table's manual offer), and remove someone still in line or holding an
 * offer (removing an offered entry frees its place for the next).
 */
export const mayOffer = (status: EntryStatus): boolean => status === 'waiting' || status === 'expired';
export const mayRemove = (status: EntryStatus): boolean => status === 'waiting' || status === 'offered';

export interface ItemWaitingList {
  itemId: string;
  itemName: string;
  /** In line order: joined earliest first (the serial id breaks a tie), whatever their state. */
  entries: AdminWaitingEntry[];
}

/** The entries grouped by item, the items in the order the server lists them. */
export function byItem(entries: readonly AdminWaitingEntry[]): ItemWaitingList[] {
  const groups = new Map<string, ItemWaitingList>();
  for (const entry of entries) {
    const group = groups.get(entry.itemId) ?? { itemId: entry.itemId, itemName: entry.itemName, entries: [] };
    group.entries.push(entry);
    groups.set(entry.itemId, group);
  }
  const line = (e: AdminWaitingEntry) => ({ id: e.id, joinedAt: new Date(e.joinedAt) });
  for (const group of groups.values()) group.entries.sort((a, b) => byLine(line(a), line(b)));
  return [...groups.values()];
}

/** "3 waiting · 1 offered · 2 bought": an item's entries counted by state, in the states' order. */
export function itemSummary(entries: readonly Pick<AdminWaitingEntry, 'status'>[]): string {
  return statuses
    .map((status) => [status, entries.filter((e) => e.status === status).length] as const)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${n} ${stateLabels[status].toLowerCase()}`)
    .join(' · ');
}

/** The settings form's fields, as typed. */
export interface OfferTimesFields {
  offerHours: string;
  cutoffHours: string;
}

/**
 * The fields as offerTimesSchema reads them: a blank field is missing (refused as "must be a number
 * of hours"), not coerced to 0, which would save a blank cutoff as "offers until the event starts".
 */
export const offerTimesInput = (fields: OfferTimesFields): Record<keyof OfferTimesFields, string | undefined> => ({
  offerHours: fields.offerHours.trim() || undefined,
  cutoffHours: fields.cutoffHours.trim() || undefined,
});
