// The e2e server's mail outbox (.data/outbox, one .eml a message, scripts/serve.ts without SMTP_URL),
// read as a mail program would: the newest message to an address whose subject matches.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const outbox = path.join(process.cwd(), '.data', 'outbox');

/** The decoded text of the newest .eml to `email` whose subject matches, once it is written. */
export async function mailTo(email: string, subject: RegExp): Promise<string> {
  return (await emlTo(email, subject)).text;
}

/** The same message, also as the file holds it (its attachments' base64 untouched). */
export async function emlTo(email: string, subject: RegExp): Promise<{ text: string; raw: string }> {
  let found: { text: string; raw: string } | undefined;
  await expect
    .poll(() => {
      const files = readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse();
      for (const file of files) {
        const raw = readFileSync(path.join(outbox, file), 'utf8');
        // Quoted-printable: join soft line breaks, decode =XX.
        const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        if (text.includes(`To: ${email}`) && subject.test(text)) {
          found = { text, raw };
          return true;
        }
      }
      return false;
    }, { message: `an e-mail to ${email} in ${outbox}` })
    .toBe(true);
  return found!;
}
