// Announcements to the notify list: created by the organizer, then sent in batches
// through the outbox. Each batch is one transaction that claims its addresses (one recipient row
// per announcement and address) and queues their messages; the messages go out after the commit,
// and what is left pending (SMTP down, a time limit, a crash) is sent by the scheduled mail retry.
// A batch run again, or two at once, never queues an address twice.
import type { Kysely } from 'kysely';
import type { Announcement, Database } from '../../../db/database.ts';
import type { DeletedBy } from '../../../db/repositories/admin-registrations.ts';
import { insertAuditEntry } from '../../../db/repositories/audit.ts';
import { countSubscribers, findAnnouncement, insertAnnouncement, insertRecipient, listAnnouncementProgress, lockAnnouncements, lockSubscriber, nextRecipients, setRecipientOutbox, type AnnouncementCounts } from '../../../db/repositories/announcements.ts';
import { recentAnnouncement, resendQuestion, type AnnouncementInput, type AnnouncementList, type AnnouncementProgress } from '../../../src/domain/announcements.ts';
import { venueTimeLabel } from '../../../src/domain/venue-time.ts';
import { clock } from '../platform/clock.ts';
import { HttpError } from '../platform/http.ts';
import { newUnsubscribeToken } from '../platform/ids.ts';
import { announcementMail } from './mail.ts';
import { siteUrl } from '../platform/env.ts';
import { queueMail, sendQueued } from '../platform/mail/outbox.ts';
import { isoTime } from '../platform/iso-time.ts';

/** Addresses queued per batch (one admin request): small enough to send within a function's time. */
export const announcementBatchSize = 25;
/**
 * Time a batch request spends starting sends after its commit; the rest is left to the mail retry.
 * Short: one send to an unreachable SMTP server can take its own time-outs on top (transport.ts).
 */
export const sendBudgetMs = 4_000;

const progress = (a: Announcement & AnnouncementCounts): AnnouncementProgress => ({
  id: a.id,
  subject: a.subject,
  body: a.body,
  createdAt: isoTime(a.createdAt),
  queued: a.queued,
  sent: a.sent,
  waiting: a.waiting,
  failed: a.failed,
  canceled: a.canceled,
  remaining: a.remaining,
});

export async function announcementList(db: Kysely<Database>): Promise<AnnouncementList> {
  const [counts, rows] = await Promise.all([countSubscribers(db), listAnnouncementProgress(db)]);
  return { ...counts, announcements: rows.map(progress) };
}

export async function announcementProgress(db: Kysely<Database>, id: number): Promise<AnnouncementProgress> {
  const [row] = await listAnnouncementProgress(db, id);
  if (!row) throw new HttpError(404, 'Announcement not found.');
  return progress(row);
}

/** A new announcement refused: one went within the last day, and the organizer did not confirm a resend. */
export class ResendError extends HttpError {
  readonly last: { id: number; subject: string; createdAt: string; queued: number };
  constructor(last: AnnouncementProgress) {
    super(409, resendQuestion(last, venueTimeLabel(new Date(last.createdAt), clock.timeZone())));
    this.last = { id: last.id, subject: last.subject, createdAt: last.createdAt, queued: last.queued };
  }
}

/**
 * Stores a new announcement (nothing is sent yet), with its audit line. Within a day of the last
 * one started, only when `resendAfter` names that one (the dashboard asked about it first): a
 * second tap on Send, or a second tab, would otherwise mail the whole list again without a word.
 * The check and the insert are one transaction under one lock, so two at once cannot both pass.
 */
export async function createAnnouncement(db: Kysely<Database>, input: AnnouncementInput, by: DeletedBy, now = clock.now()): Promise<AnnouncementProgress> {
  const created = await db.transaction().execute(async (trx) => {
    await lockAnnouncements(trx);
    const last = recentAnnouncement((await listAnnouncementProgress(trx)).map(progress), now);
    if (last && input.resendAfter !== last.id) throw new ResendError(last);
    const row = await insertAnnouncement(trx, { subject: input.subject, body: input.body });
    await insertAuditEntry(trx, { ...by, action: 'announcement.create', target: `announcement ${row.id}`, snapshot: { subject: row.subject, body: row.body } });
    return row;
  });
  return announcementProgress(db, created.id);
}

/**
 * Queues the next `limit` addresses of the announcement in one transaction and returns their
 * outbox ids. An address claimed meanwhile by another run, or unsubscribed, is skipped.
 */
export async function queueAnnouncementBatch(db: Kysely<Database>, announcementId: number, limit = announcementBatchSize, origin = siteUrl()): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const announcement = await findAnnouncement(trx, announcementId);
    if (!announcement) throw new HttpError(404, 'Announcement not found.');
    const ids: number[] = [];
    for (const recipient of await nextRecipients(trx, announcementId, limit)) {
      const token = await lockSubscriber(trx, recipient.id, newUnsubscribeToken());
      if (!token) continue; // unsubscribed since it was read
      const emailKey = recipient.email.toLowerCase();
      if (!(await insertRecipient(trx, announcementId, emailKey))) continue;
      const outboxId = await queueMail(trx, announcementMail(announcement, recipient.email, origin, token));
      await setRecipientOutbox(trx, announcementId, emailKey, outboxId);
      ids.push(outboxId);
    }
    return ids;
  });
}

/** Sends the queued messages one by one until the time budget runs out; the rest waits for the mail retry. */
export async function sendWithin(db: Kysely<Database>, ids: number[], budgetMs = sendBudgetMs): Promise<void> {
  const deadline = Date.now() + budgetMs;
  for (const id of ids) {
    if (Date.now() > deadline) return;
    await sendQueued(db, [id]);
  }
}

/** One step of sending (one admin request): queue a batch, send it, and say how far the announcement is. */
export async function sendAnnouncementBatch(db: Kysely<Database>, announcementId: number): Promise<AnnouncementProgress> {
  await sendWithin(db, await queueAnnouncementBatch(db, announcementId));
  return announcementProgress(db, announcementId);
}
