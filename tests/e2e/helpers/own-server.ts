// A spec's own server, for a spec that changes what the others share (the Main Event's room) or
// reaches into the database (an offer's end moved into the past): scripts/serve.ts on its port, on
// an in-memory PGlite this spec serves over the PostgreSQL protocol (the server migrates it at start),
// with its own mail outbox. Call it at the top of the spec file: it registers the spec's beforeAll and
// afterAll.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Kysely } from 'kysely';
import { createDb, openPglite } from '../../../db/client.ts';
import type { Database } from '../../../db/database.ts';
import { servePglite, type PgliteServer } from '../../../db/pglite-server.ts';
import { startServer, stopServer } from '../../../scripts/server-process.ts';
import { decodeHeader, parseMail, partOfType } from '../../integration/smtp-sink.ts';

export interface OwnServer {
  site: string;
  /** The server's database, for what a spec arranges or reads directly. */
  db: () => Kysely<Database>;
  /** The e-mails written to the outbox for `to`, oldest first, as a mail program reads them. */
  mailsTo: (to: string) => { subject: string; text: string }[];
  /** The same e-mails as the files the outbox wrote (attachments in them), oldest first. */
  emlsTo: (to: string) => string[];
}

export function ownServer(options: { port: number; name: string; adminPassword: string; env?: Record<string, string> }): OwnServer {
  let server: ChildProcess | undefined;
  let database: PgliteServer | undefined;
  let db: Kysely<Database> | undefined;
  let outbox = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await servePglite(await openPglite('memory'));
    outbox = mkdtempSync(path.join(tmpdir(), `woop-${options.name}-mail-`));
    server = await startServer({
      port: options.port,
      quiet: true,
      env: {
        DATABASE_URL: database.url,
        PAYPAL_ENV: 'local',
        MAIL_OUTBOX_DIR: outbox,
        WOOP_RATE_LIMITS: 'off',
        ADMIN_PASSWORD: options.adminPassword,
        ADMIN_TOKEN_SECRET: `${options.name}-admin-token-secret-0123456789abcdef`,
        ...options.env,
      },
    });
    db = await createDb(database.url, { max: 1 });
  });

  test.afterAll(async () => {
    await db?.destroy();
    if (server) await stopServer(server);
    await database?.close();
    if (outbox) rmSync(outbox, { recursive: true, force: true });
  });

  const emls = () =>
    readdirSync(outbox)
      .sort()
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'));

  return {
    site: `http://localhost:${options.port}`,
    db: () => db!,
    mailsTo: (to) =>
      emls()
        .map((eml) => parseMail(eml))
        .filter((m) => m.headers.to?.includes(to))
        .map((m) => ({ subject: decodeHeader(m.headers.subject!), text: partOfType(m.parts, 'text/plain')!.body })),
    emlsTo: (to) => emls().filter((eml) => parseMail(eml).headers.to?.includes(to)),
  };
}
