// Storing a contact message: the rate limit (per client address, in the database), the row and the
// organizers' notice, all in one transaction.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { contactLimit, type ContactInput } from '../../../src/domain/contact.ts';
import { contactNotice } from './messages.ts';
import { queueMail } from './outbox.ts';

export type ContactOutcome = { stored: true; mailIds: number[] } | { stored: false; reason: 'rate_limited' };

export async function storeContactMessage(db: Kysely<Database>, clientKey: string, input: ContactInput, now = new Date()): Promise<ContactOutcome> {
  return db.transaction().execute(async (trx) => {
    const mail = trx;
    // One client's submissions are serialised, so parallel requests cannot all slip under the limit.
    await sql`select pg_advisory_xact_lock(hashtext(${'contact:' + clientKey}))`.execute(trx);
    const since = new Date(now.getTime() - contactLimit.windowMs);
    const row = await mail
      .selectFrom('contactAttempts')
      .select(sql<string>`count(*)`.as('n'))
      .where('clientKey', '=', clientKey)
      .where('attemptedAt', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= contactLimit.maxMessages) return { stored: false, reason: 'rate_limited' } as const;
    await mail.deleteFrom('contactAttempts').where('attemptedAt', '<', since).execute();
    await mail.insertInto('contactAttempts').values({ clientKey, attemptedAt: now }).execute();
    await trx.insertInto('contactMessages').values({ name: input.name, email: input.email, subject: input.subject, message: input.message }).execute();
    const id = await queueMail(mail, contactNotice(input));
    return { stored: true, mailIds: [id] } as const;
  });
}
