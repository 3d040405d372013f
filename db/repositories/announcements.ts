// Announcements to the notify list and their recipients. A recipient row (primary key:
// announcement and lower(e-mail)) is written in the same transaction as the address's outbox
// message, so an address is mailed at most once per announcement however often, or however many
// times at once, the sending is resumed.
import { sql } from 'kysely';
import type { Announcement, Db } from '../database.ts';
import { lockSpace } from './lock-spaces.ts';

/** Until the transaction ends, one new announcement at a time (the question about a recent one is then exact). */
export async function lockAnnouncements(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(lockSpace.announcements)}, 0)`.execute(db);
}

export async function insertAnnouncement(db: Db, a: { subject: string; body: string }): Promise<Announcement> {
  return db.insertInto('announcements').values(a).returningAll().executeTakeFirstOrThrow();
}

export async function findAnnouncement(db: Db, id: number): Promise<Announcement | undefined> {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface AnnouncementCounts {
  queued: number;
  sent: number;
  waiting: number;
  failed: number;
  canceled: number;
  remaining: number;
}

/** Newest first, each with its progress (`id` to read one). */
export async function listAnnouncementProgress(db: Db, id?: number): Promise<(Announcement & AnnouncementCounts)[]> {
  let query = db
    .selectFrom('announcements as a')
    .leftJoin('announcementRecipients as r', 'r.announcementId', 'a.id')
    .leftJoin('mailOutbox as m', 'm.id', 'r.outboxId')
    .selectAll('a')
    .select([
      sql<string>`count(r.email_key)`.as('queued'),
      sql<string>`count(*) filter (where m.status = 'sent')`.as('sent'),
      sql<string>`count(*) filter (where m.status = 'pending')`.as('waiting'),
      sql<string>`count(*) filter (where m.status = 'dead')`.as('failed'),
      sql<string>`count(*) filter (where m.status = 'canceled')`.as('canceled'),
      sql<string>`(select count(*) from registration_interests i where i.unsubscribed_at is null and i.created_at <= a.created_at
        and not exists (select 1 from announcement_recipients x where x.announcement_id = a.id and x.email_key = lower(i.email)))`.as('remaining'),
    ])
    .groupBy('a.id')
    .orderBy('a.id', 'desc');
  if (id !== undefined) query = query.where('a.id', '=', id);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...r,
    queued: Number(r.queued),
    sent: Number(r.sent),
    waiting: Number(r.waiting),
    failed: Number(r.failed),
    canceled: Number(r.canceled),
    remaining: Number(r.remaining),
  }));
}

/**
 * Addresses on the list (not unsubscribed) that this announcement has not been queued for, oldest
 * first. Its audience is the list as it was when it was written: a later sign-up does not get it.
 */
export async function nextRecipients(db: Db, announcementId: number, limit: number): Promise<{ id: number; email: string }[]> {
  return db
    .selectFrom('registrationInterests as i')
    .select(['i.id', 'i.email'])
    .where('i.unsubscribedAt', 'is', null)
    .where('i.createdAt', '<=', (eb) => eb.selectFrom('announcements').select('createdAt').where('id', '=', announcementId))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('announcementRecipients as x')
            .select(sql`1`.as('one'))
            .where('x.announcementId', '=', announcementId)
            .whereRef('x.emailKey', '=', sql<string>`lower(i.email)`),
        ),
      ),
    )
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

/**
 * The address's unsubscribe token (a new one stored when it has none), locking its row until the
 * transaction ends; undefined when it has unsubscribed (re-checked after the lock, so an
 * unsubscribe that committed first always wins).
 */
export async function lockSubscriber(db: Db, interestId: number, newToken: string): Promise<string | undefined> {
  const row = await db
    .updateTable('registrationInterests')
    .set({ unsubscribeToken: sql<string>`coalesce(unsubscribe_token, ${newToken})` })
    .where('id', '=', interestId)
    .where('unsubscribedAt', 'is', null)
    .returning('unsubscribeToken')
    .executeTakeFirst();
  return row?.unsubscribeToken ?? undefined;
}

/** Claims the address for the announcement; false when it was queued already (by this run or another). */
export async function insertRecipient(db: Db, announcementId: number, emailKey: string): Promise<boolean> {
  const row = await db
    .insertInto('announcementRecipients')
    .values({ announcementId, emailKey })
    .onConflict((oc) => oc.columns(['announcementId', 'emailKey']).doNothing())
    .returning('emailKey')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setRecipientOutbox(db: Db, announcementId: number, emailKey: string, outboxId: number): Promise<void> {
  await db.updateTable('announcementRecipients').set({ outboxId }).where('announcementId', '=', announcementId).where('emailKey', '=', emailKey).execute();
}

export async function countSubscribers(db: Db): Promise<{ subscribed: number; unsubscribed: number }> {
  const row = await db
    .selectFrom('registrationInterests')
    .select([sql<string>`count(*) filter (where unsubscribed_at is null)`.as('subscribed'), sql<string>`count(*) filter (where unsubscribed_at is not null)`.as('unsubscribed')])
    .executeTakeFirstOrThrow();
  return { subscribed: Number(row.subscribed), unsubscribed: Number(row.unsubscribed) };
}

/**
 * Takes the address with this token off the list (kept, marked, never mailed again) and cancels its
 * announcements not sent yet. Returns its e-mail, or undefined for an unknown token. Repeating it
 * changes nothing.
 */
export async function unsubscribeByToken(db: Db, token: string, kind: string): Promise<string | undefined> {
  const row = await db
    .updateTable('registrationInterests')
    .set({ unsubscribedAt: sql<Date>`coalesce(unsubscribed_at, now())` })
    .where('unsubscribeToken', '=', token)
    .returning('email')
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('mailOutbox')
    .set({ status: 'canceled', lastError: 'unsubscribed' })
    .where('status', '=', 'pending')
    .where('kind', '=', kind)
    .where(sql<string>`lower(to_address)`, '=', row.email.toLowerCase())
    .execute();
  return row.email;
}
