// The organizer's waiting list (/admin): every entry as read now, the two settings, an offer made by
// hand (to a waiting person or one whose offer expired, when a place is free), removing an entry
// (an offered place goes to the next in line), and the export. Each change is one transaction
// under the item's lock, with an audit row naming the team member.
import type { Kysely } from 'kysely';
import type { Database, WaitingListEntry } from '../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import { lockRegistrationType } from '../../../db/repositories/registrations.ts';
import { findEntry, listEntries, readSettings, saveSettings, setEntryStatus, type WaitingListSettings } from '../../../db/repositories/waiting-list.ts';
import { itemName } from '../../../src/data/levels.ts';
import { parseOpenIds } from '../../../src/domain/items.ts';
import { venueTimeLabel } from '../../../src/domain/venue-time.ts';
import { entryState } from '../../../src/domain/waiting-list/admin-list.ts';
import { noPlaceFreeMessage, type AdminWaitingEntry, type AdminWaitingList } from '../../../src/domain/waiting-list/contract.ts';
import { entryStateAt, transition, transitionRefusalMessages } from '../../../src/domain/waiting-list/entry.ts';
import { byLine } from '../../../src/domain/waiting-list/queue.ts';
import { clock } from '../platform/clock.ts';
import { getEnv } from '../platform/env.ts';
import { HttpError } from '../platform/http.ts';
import { isoTime } from '../platform/iso-time.ts';
import { sendQueued } from '../platform/mail/outbox.ts';
import { textCell } from '../platform/spreadsheet/safe-text.ts';
import { dateTimeFormat, streamWorkbook, type ExcelColumn } from '../platform/spreadsheet/stream-workbook.ts';
import { placesToOfferNow } from '../sales/sales.ts';
import { offerEnd, offerFreedPlaces, offerTo } from './offers.ts';

const notFound = () => new HttpError(404, 'This waiting-list entry does not exist.');

/** Every entry as read at `now`, item by item in line order, with its place among those waiting. */
function view(entries: readonly WaitingListEntry[], now: Date): AdminWaitingEntry[] {
  const positions = new Map<string, number>();
  const zone = clock.timeZone();
  return [...entries].sort((a, b) => a.itemId.localeCompare(b.itemId) || byLine(a, b)).map((e) => {
    const state = entryStateAt(e, now);
    const position = state.status === 'waiting' ? (positions.get(e.itemId) ?? 0) + 1 : null;
    if (position) positions.set(e.itemId, position);
    const until = state.status === 'offered' ? state.until : null;
    return {
      id: e.id,
      itemId: e.itemId,
      itemName: itemName(e.itemId),
      name: e.name,
      email: e.email,
      rooms: e.rooms,
      status: state.status,
      offeredUntil: isoTime(until),
      offeredUntilLabel: until ? venueTimeLabel(until, zone) : null,
      position,
      joinedAt: isoTime(e.joinedAt)!,
      offeredBy: e.offeredBy,
    };
  });
}

export async function adminWaitingList(db: Kysely<Database>): Promise<AdminWaitingList> {
  const [settings, entries] = await Promise.all([readSettings(db), listEntries(db)]);
  return { settings, entries: view(entries, clock.now()) };
}

/** The entry as the list shows it now (its place in line counts the others). */
async function entryNow(db: Kysely<Database>, id: number): Promise<AdminWaitingEntry> {
  const entry = (await adminWaitingList(db)).entries.find((e) => e.id === id);
  if (!entry) throw notFound();
  return entry;
}

/** An offer made by hand to this person, when a place is free (the organizer raises the capacity first otherwise). */
export async function offerByHand(db: Kysely<Database>, id: number, by: AdminActor): Promise<AdminWaitingEntry> {
  const now = clock.now();
  const mailIds = await db.transaction().execute(async (trx) => {
    const found = await findEntry(trx, id);
    if (!found) throw notFound();
    await lockRegistrationType(trx, found.itemId);
    // Lapsed offers first (they free places), then this entry as it is now.
    const mailIds = await offerFreedPlaces(trx, found.itemId, now);
    const entry = (await findEntry(trx, id))!;
    if (entry.status === 'offered' && entryStateAt(entry, now).status === 'offered') return mailIds; // the list's own run just offered it
    const until = await offerEnd(trx, now);
    if (!until) throw new HttpError(409, 'Offers have stopped: the event is too close (see the cutoff in the settings).');
    const allowed = transition(entry, { type: 'offer', until }, now, true);
    if (!allowed.ok) throw new HttpError(409, transitionRefusalMessages[allowed.reason]);
    if ((await placesToOfferNow(trx, entry.itemId, now, parseOpenIds(getEnv().openLevels))) === 0) throw new HttpError(409, noPlaceFreeMessage);
    const { mailId } = await offerTo(trx, entry, until, by.name ?? 'the organizer', now);
    await insertAuditEntry(trx, { ...by, action: 'waiting_list.offer', target: String(id), snapshot: { before: { status: entry.status }, after: { status: 'offered', until } } });
    return [...mailIds, mailId];
  });
  await sendQueued(db, mailIds);
  return entryNow(db, id);
}

/** Takes the entry off the list; an offered place goes to the next in line. */
export async function removeEntry(db: Kysely<Database>, id: number, by: AdminActor): Promise<AdminWaitingEntry> {
  const found = await findEntry(db, id);
  if (!found) throw notFound();
  const mailIds = await db.transaction().execute(async (trx) => {
    await lockRegistrationType(trx, found.itemId);
    const before = await setEntryStatus(trx, id, 'left', clock.now());
    if (!before) return [];
    await insertAuditEntry(trx, { ...by, action: 'waiting_list.remove', target: String(id), snapshot: { before: { status: before.status, name: before.name, email: before.email, itemId: before.itemId } } });
    return before.status === 'offered' ? offerFreedPlaces(trx, found.itemId) : [];
  });
  await sendQueued(db, mailIds);
  return entryNow(db, id);
}

export async function saveWaitingListSettings(db: Kysely<Database>, settings: WaitingListSettings, by: AdminActor): Promise<WaitingListSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await readSettings(trx);
    const after = await saveSettings(trx, settings);
    await insertAuditEntry(trx, { ...by, action: 'waiting_list.settings', target: 'waiting-list', snapshot: { before, after } });
    return after;
  });
}

export const waitingListFilename = 'WOOP_Waiting_List.xlsx';

const columns: ExcelColumn<AdminWaitingEntry>[] = [
  { header: 'Item', width: 26, value: (e) => e.itemName },
  { header: 'Position', width: 9, value: (e) => e.position },
  { header: 'Name', width: 26, value: (e) => textCell(e.name) },
  { header: 'Email', width: 34, value: (e) => textCell(e.email) },
  { header: 'Rooms Wanted', width: 26, value: (e) => e.rooms.map(itemName).join(', ') },
  { header: 'State', width: 14, value: (e) => entryState(e).label },
  { header: 'Offered Until (UTC)', width: 20, numFmt: dateTimeFormat, value: (e) => (e.offeredUntil ? new Date(e.offeredUntil) : null) },
  { header: 'Joined At (UTC)', width: 20, numFmt: dateTimeFormat, value: (e) => new Date(e.joinedAt) },
];

/** GET /api/admin/export/waiting-list: the list as the organizer sees it (a few hundred rows at most: read at once). */
export async function waitingListWorkbook(db: Kysely<Database>): Promise<ReadableStream<Uint8Array>> {
  const { entries } = await adminWaitingList(db);
  const batches = (async function* () {
    yield entries;
  })();
  return streamWorkbook({ sheetName: 'Waiting list', columns, batches, onError: (error) => console.error('Waiting list export failed mid-stream:', error) });
}
