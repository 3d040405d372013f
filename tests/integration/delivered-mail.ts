// What the site delivered: without SMTP_URL the outbox writes each message as an .eml file in
// MAIL_OUTBOX_DIR, named <time>-<outbox id>.eml. Tests read secret links from here: the stored
// outbox row no longer holds them once the message is sent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailConfig } from '../../netlify/lib/platform/mail/config.ts';
import { parseMail, partOfType } from './smtp-sink.ts';

export interface DeliveredMail {
  /** The file's time stamp (ISO, sortable) and outbox id: ids start again when a test empties the tables. */
  stamp: string;
  id: number;
  to: string;
  text: string;
  html: string;
}

/** Every delivered message (to `to` when given; of outbox id `id` when given), oldest first. */
export function deliveredMails(to?: string, { id: only, dir = mailConfig().outboxDir }: { id?: number; dir?: string } = {}): DeliveredMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(only === undefined ? '.eml' : `-${only}.eml`))
    .map((f) => {
      const { headers, parts } = parseMail(readFileSync(path.join(dir, f), 'utf8'));
      const [, stamp = '', id = '0'] = /^(.*)-(\d+)\.eml$/.exec(f) ?? [];
      return {
        stamp,
        id: Number(id),
        to: headers.to ?? '',
        text: partOfType(parts, 'text/plain')?.body ?? '',
        html: partOfType(parts, 'text/html')?.body ?? '',
      };
    })
    .filter((m) => !to || m.to.toLowerCase().includes(to.toLowerCase()))
    // Ids start again in each test database and a shared folder keeps older runs: oldest first by time.
    .sort((a, b) => a.stamp.localeCompare(b.stamp) || a.id - b.id);
}

/** The newest message delivered to `to`; throws when none was. */
export function lastDelivered(to: string): DeliveredMail {
  const mail = deliveredMails(to).at(-1);
  if (!mail) throw new Error(`No mail was delivered to ${to}`);
  return mail;
}

/** The delivered copy of outbox message `id` (the newest file of that id). */
export function deliveredCopy(id: number): DeliveredMail {
  const mail = deliveredMails(undefined, { id }).at(-1);
  if (!mail) throw new Error(`Mail ${id} was not delivered`);
  return mail;
}
