// The sale that fills a capped level or room: a pending registration still holding a place there
// has lost it to a buyer who paid first (an unpaid registration keeps no buyer out: placesUsed in
// src/domain/sales.ts). Its hold ends and its registrant is told, in the transaction that records
// the sale, so nobody pays for a place that is gone without having been told (one who pays anyway
// is flagged for a refund).
import type { Db, Registration } from '../../../db/database.ts';
import { countPlaces, findSalesItems } from '../../../db/repositories/sales.ts';
import { endHold, listHoldingRegistrations } from '../../../db/repositories/holds.ts';
import { contacts } from '../../../src/data/contacts.ts';
import { placesUsed } from '../../../src/domain/sales.ts';
import { escapeHtml, html } from './mail.ts';
import { queueMail, type QueuedMail } from '../platform/mail/outbox.ts';
import { itemName } from '../sales/sales.ts';

// No name from the registration in it: a registration's name is whatever its maker typed, and this
// mail goes to whatever address they typed; only the site's own words are sent.
export function placeSoldMail(r: { registrationId: string; email: string }, item: { name: string; kind: string }): QueuedMail {
  const sponsor = item.kind === 'sponsor';
  const subject = `WOOP: the ${item.name} has been taken (${r.registrationId})`;
  const lines = [
    'Hello,',
    '',
    `Your registration ${r.registrationId} ${sponsor ? 'for' : 'with'} the ${item.name} was not paid yet, and another ${sponsor ? 'sponsor' : 'registrant'} has just paid for the last place${sponsor ? ' of this level' : ''}.`,
    'Your registration no longer holds a place and cannot be paid. You have not been charged.',
    '',
    sponsor
      ? `If you would like to sponsor at another level, or believe this is a mistake, write to ${contacts.email}.`
      : `You are welcome to register again with what is still available, or write to ${contacts.email} if you believe this is a mistake.`,
  ];
  const body = lines
    .filter((l) => l !== '')
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
  return { kind: sponsor ? 'sponsor_place_sold' : 'place_sold', to: r.email, subject, text: lines.join('\n'), html: html(`The ${item.name} has been taken`, body) };
}

/**
 * After `sold` took its places (its level and rooms locked): ends the holds left on each of its
 * capped items that is now full, and queues a message to each holder (once, however many of its
 * items filled). Outbox ids.
 */
export async function tellHoldersOfSoldOutItems(trx: Db, sold: Registration): Promise<number[]> {
  const ids = [...(sold.registrationType ? [sold.registrationType] : []), ...sold.roomAdditions];
  const items = (await findSalesItems(trx, ids)).filter((i) => i.capacity !== null);
  const counts = await countPlaces(trx, items);
  const mailIds: number[] = [];
  const told = new Set<string>();
  for (const item of items.filter((i) => placesUsed(counts[i.id]!) >= i.capacity!)) {
    for (const holder of await listHoldingRegistrations(trx, item, sold.registrationId)) {
      if (told.has(holder.registrationId)) continue;
      told.add(holder.registrationId);
      await endHold(trx, holder.registrationId);
      mailIds.push(await queueMail(trx, placeSoldMail(holder, { name: itemName(item.id), kind: item.kind })));
    }
  }
  return mailIds;
}
