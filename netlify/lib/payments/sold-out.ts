// The sale that fills a sponsor level (issue 33): a pending registration still holding a place
// there has lost it to a buyer who paid first (netlify/lib/sponsor-places.ts). Its hold ends and
// its registrant is told, in the transaction that records the sale, so nobody pays for a place
// that is gone without having been told (one who pays anyway is flagged for a refund).
import type { Db, Registration } from '../../../db/database.ts';
import { endHold, listHoldingRegistrations } from '../../../db/repositories/sponsors.ts';
import { contacts } from '../../../src/data/contacts.ts';
import { getSponsorLevels } from '../../../src/domain/levels.ts';
import { escapeHtml, html } from '../mail/messages.ts';
import { queueMail, type QueuedMail } from '../mail/outbox.ts';
import { sponsorLevelSoldOut } from '../sponsor-places.ts';

// No name from the registration in it: a registration's name is whatever its maker typed, and this
// mail goes to whatever address they typed; only the site's own words are sent.
export function placeSoldMail(r: { registrationId: string; email: string }, levelName: string): QueuedMail {
  const subject = `WOOP: the ${levelName} has been taken (${r.registrationId})`;
  const lines = [
    'Hello,',
    '',
    `Your registration ${r.registrationId} for the ${levelName} was not paid yet, and another sponsor has just paid for the last place of this level.`,
    'Your registration no longer holds a place and cannot be paid. You have not been charged.',
    '',
    `If you would like to sponsor at another level, or believe this is a mistake, write to ${contacts.email}.`,
  ];
  const body = lines
    .filter((l) => l !== '')
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
  return { kind: 'sponsor_place_sold', to: r.email, subject, text: lines.join('\n'), html: html(`The ${levelName} has been taken`, body) };
}

/** After `sold` was marked paid (level locked): ends the holds left on its level if it is now full. Outbox ids. */
export async function tellHoldersOfSoldOutLevel(trx: Db, sold: Registration): Promise<number[]> {
  const level = getSponsorLevels().find((l) => l.id === sold.registrationType);
  if (!level || level.capacity === null || !(await sponsorLevelSoldOut(trx, level))) return [];
  const mailIds: number[] = [];
  for (const holder of await listHoldingRegistrations(trx, level.id, sold.registrationId)) {
    await endHold(trx, holder.registrationId);
    mailIds.push(await queueMail(trx, placeSoldMail(holder, level.name)));
  }
  return mailIds;
}
