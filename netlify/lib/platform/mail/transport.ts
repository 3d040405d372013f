// Delivers one message: over SMTP when SMTP_URL is set, otherwise as an .eml file in the outbox
// folder (nodemailer's stream transport renders the exact bytes an SMTP server would receive).
// nodemailer is loaded when a function first sends a message, not when it starts: many requests of
// the functions that can send mail send none (a pending registration, a refused request), and its
// load would otherwise be a large part of every such function's cold start.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { MailAttachment } from '../../../../db/database.ts';
import type { MailConfig } from './config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** Extra header lines (List-Unsubscribe ...); absent for most messages. */
  headers?: Record<string, string>;
}

export async function deliver(cfg: MailConfig, mail: OutgoingMail, id: number): Promise<void> {
  const { default: nodemailer } = await import('nodemailer');
  const message = {
    from: cfg.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, encoding: a.encoding, cid: a.cid })),
    headers: mail.headers ?? {},
  };
  if (cfg.smtpUrl) {
    // Short timeouts: the first try runs inside a request; a slow server is left to mail-retry.
    const transport = nodemailer.createTransport({ url: cfg.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    try {
      await transport.sendMail(message);
    } finally {
      transport.close();
    }
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(message);
  await fs.mkdir(cfg.outboxDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await fs.writeFile(path.join(cfg.outboxDir, `${stamp}-${id}.eml`), info.message as Buffer);
}
