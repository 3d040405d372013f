// A sale leaves the line: the registration made from an offer takes its place (the entry is bought,
// in the paying transaction, so the place moves from "offered" to "sold" at once and nobody else
// moves), and a person who was waiting for an item and bought it anyway no longer waits for it.
import type { Db } from '../../../db/database.ts';
import { liveEntriesOf, setEntryStatus } from '../../../db/repositories/waiting-list.ts';
import { mailboxOf } from '../../../src/domain/mailbox.ts';
import { clock } from '../platform/clock.ts';

export async function leaveLinesByBuying(trx: Db, reg: { email: string; registrationType: string | null; roomAdditions: string[]; waitingListEntryId: number | null }): Promise<void> {
  const now = clock.now();
  const items = [...(reg.registrationType ? [reg.registrationType] : []), ...reg.roomAdditions];
  const entries = await liveEntriesOf(trx, items, mailboxOf(reg.email));
  const ids = new Set([...entries.map((e) => e.id), ...(reg.waitingListEntryId ? [reg.waitingListEntryId] : [])]);
  for (const id of ids) await setEntryStatus(trx, id, 'bought', now);
}
