// Mail configuration from the environment. A bad value fails loudly with the variable's name.
// No SMTP_URL = messages are written as .eml files under .data/outbox (local development, e2e).
import path from 'node:path';
import { z } from 'zod';
import { parseWithFriendlyErrors } from '../../../../src/domain/friendly-parse.ts';

const schema = z.object({
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^smtps?:\/\/\S+$/.test(v), 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@smtp.example.com:587')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine((v) => v === '' || /^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(v), 'MAIL_FROM must be an e-mail address, e.g. "WOOP <info@example.com>"')
    .optional(),
  MAIL_OUTBOX_DIR: z.string().optional(),
});

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

export const defaultFrom = 'WOOP <no-reply@woop-poker.example>';

export function mailConfig(source: NodeJS.ProcessEnv = process.env): MailConfig {
  const env = parseWithFriendlyErrors(schema, source, 'mail configuration');
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || defaultFrom,
    outboxDir: env.MAIL_OUTBOX_DIR || path.join(process.cwd(), '.data', 'outbox'),
  };
}
