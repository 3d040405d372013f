// Contact form messages (SPEC §7 POST /api/contact).
import type { Db } from '../database.ts';
import type { ContactInput } from '../../src/domain/contact.ts';

export async function insertContactMessage(db: Db, input: ContactInput): Promise<void> {
  await db.insertInto('contactMessages').values({ name: input.name, email: input.email, subject: input.subject, message: input.message }).execute();
}
