// The database goes down while a visitor registers, seen from the browser. This spec runs
// a production server of its own (scripts/serve.ts on E2E_OUTAGE_PORT) on a PostgreSQL cluster of
// its own (scripts/test-postgres.sh on TEST_OUTAGE_E2E_PG_PORT), and crashes that cluster.
// (The server's side under many requests is tests/integration/database-outage.test.ts.)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { unavailableMessage } from '../../netlify/lib/platform/http.ts';
import { startServer, stopServer } from '../../scripts/server-process.ts';
import { postgresInstalled, postgresMissing, testCluster } from '../../scripts/test-postgres.ts';
import { annie, expectVisitorKept, fillVisitor, openRegistration, submitButton, toastItem } from './registration-helpers.ts';

const sitePort = Number(process.env.E2E_OUTAGE_PORT || 8981);
const site = `http://localhost:${sitePort}`;
const cluster = testCluster(process.env.TEST_OUTAGE_E2E_PG_PORT || '54351');
// The list reporter shows a skipped test without its reason: say it once.
if (!postgresInstalled) console.warn(`Skipping the browser database outage test: ${postgresMissing}`);

test.describe('registering while the database is down', () => {
  test.skip(!postgresInstalled, postgresMissing);
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 390, height: 844 } }); // a phone, as most visitors are
  // Playwright's actions and navigations wait without limit by default: a hang should name its step.
  test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

  let databaseUrl: string;
  let server: ChildProcess | undefined;
  let outbox: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    databaseUrl = await cluster.start();
    outbox = mkdtempSync(path.join(tmpdir(), 'woop-outage-mail-'));
    server = await startServer({
      port: sitePort,
      quiet: true,
      env: {
        DATABASE_URL: databaseUrl, // the server migrates it at start
        WOOP_OPEN_LEVELS: 'all-in',
        PAYPAL_ENV: 'local',
        PAYPAL_SIM_PORT: '0',
        MAIL_OUTBOX_DIR: outbox,
        ADMIN_PASSWORD: 'outage-admin-password',
        ADMIN_TOKEN_SECRET: 'outage-admin-token-secret-0123456789abcdef',
      },
    });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
    await cluster.stop();
    rmSync(outbox, { recursive: true, force: true });
  });

  test('the form says so and keeps what was typed; once the database is back the same form goes through, once', async ({ page }) => {
    await openRegistration(page, `${site}/registration`);
    const visitor = { ...annie, email: 'outage-browser@example.com' };
    await fillVisitor(page, visitor);

    await cluster.halt();
    // Bounded waits (a response wait has none of its own): a hang names its step, not the test's timeout.
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/register'), { timeout: 30_000 });
    await submitButton(page).click();
    const answer = await refused;
    expect(answer.status()).toBe(503);
    expect(answer.headers()['retry-after']).toBe('5');
    await expect(toastItem(page)).toContainText('Registration Failed');
    await expect(toastItem(page)).toContainText(unavailableMessage);
    await expect(submitButton(page)).toHaveText('Register & Pay $2,450.00');
    await expectVisitorKept(page, visitor);
    await expect(page.getByRole('radio', { name: /^All In/ })).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('outage-refused.png') });

    await cluster.resume();
    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/register'), { timeout: 30_000 });
    await submitButton(page).click();
    expect((await accepted).status()).toBe(201);
    await expect(page.getByRole('region', { name: 'Complete Your Payment' })).toBeVisible();

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('select count(*)::int as n from registrations where email = $1', [visitor.email]);
      expect(rows[0].n, 'one registration stored, not two and not none').toBe(1);
    } finally {
      await client.end();
    }
  });
});
