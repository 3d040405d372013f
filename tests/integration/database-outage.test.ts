// The database crashes in the middle of a run. This suite starts a PostgreSQL cluster of
// its own (scripts/test-postgres.sh on TEST_OUTAGE_PG_PORT), points the functions at it and crashes
// it with an immediate shutdown while registrations are in flight, then starts it again. It runs
// with pg directly, and, when pgbouncer is installed, through PgBouncer (which stays up while the
// database is gone, as a pooler does) with pg and with the Neon driver, and restarts a Neon compute
// (the Neon driver's WebSocket proxy drops every socket while the database and its PgBouncer restart).
// Each PgBouncer is a fresh one of the suite's or test's own: PgBouncer keeps its login back-off
// (server_login_retry, 15 s) after the database is back, so a shared one carried one test's outage
// into the next. Waits for the database to be back assert that it answers; none sleeps.
// (The browser's side, the form keeping what was typed, is tests/e2e/database-outage.spec.ts.)
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import register from '../../netlify/functions/register.mts';
import { functionPoolOptions, setDb } from '../../netlify/lib/platform/db.ts';
import { resetEnv } from '../../netlify/lib/platform/env.ts';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { unavailableMessage } from '../../netlify/lib/platform/http.ts';
import { pgbouncerInstalled, postgresInstalled as installed, postgresMissing as skipReason, testCluster, type TestPgBouncer } from '../../scripts/test-postgres.ts';
import { serverDatabase, type ClusterUrls, type ServerDatabaseName } from './databases.ts';
import { attendeePayload, postJson } from './requests.ts';

if (!installed) console.warn(`Skipping the database outage tests: ${skipReason}`);
const cluster = testCluster(process.env.TEST_OUTAGE_PG_PORT || '54361');
let postgresUrl: string;
const ways: ServerDatabaseName[] = pgbouncerInstalled ? ['PostgreSQL', 'PgBouncer', 'Neon'] : ['PostgreSQL'];

type Answer = Awaited<ReturnType<typeof postJson>>;
const submit = (payload: Record<string, unknown>) => postJson(register, '/api/register', payload);

beforeAll(async () => {
  if (!installed) return;
  process.env.WOOP_OPEN_LEVELS = 'all-in';
  resetEnv();
  postgresUrl = await cluster.start();
}, 60_000);
afterAll(async () => {
  if (installed) await cluster.stop();
});

/** The suite's way to the cluster: `pgbouncer` is a PgBouncer of this suite's own once started. */
function suiteCluster(name: ServerDatabaseName) {
  let bouncer: TestPgBouncer | undefined;
  const urls = (): ClusterUrls => ({ postgres: postgresUrl, pgbouncer: bouncer?.url });
  return {
    urls,
    start: async () => {
      if (name !== 'PostgreSQL') bouncer = await cluster.pgbouncer();
    },
    get bouncer() {
      return bouncer;
    },
    set bouncer(value) {
      bouncer = value;
    },
  };
}

if (installed && !pgbouncerInstalled) console.warn('Skipping the database outage tests through PgBouncer and the Neon driver: pgbouncer is not installed (apt-get install -y pgbouncer)');

// The functions' pool options: behind PgBouncer their query timeout is what answers in time.
describe.skipIf(!installed).each(ways)(`registrations while the database crashes, on %s${installed ? '' : ` (skipped: ${skipReason})`}`, (name) => {
  const way = suiteCluster(name);
  const database = serverDatabase(name, way.urls, functionPoolOptions);
  let db: Kysely<Database>;

  beforeAll(async () => {
    await way.start();
    db = await database.open();
    setDb(db);
  }, 60_000);
  afterAll(async () => {
    setDb(undefined);
    await database.close();
    await way.bouncer?.stop();
  });

  const rowsFor = (emails: string[]) =>
    db.selectFrom('registrations').select(['registrationId', 'email']).where('email', 'in', emails).execute();
  // Back up, the database is reachable at once directly; a pooler retries its login to it on its own
  // schedule (PgBouncer's server_login_retry, 15 s), answering 503 meanwhile. Wait for it to answer.
  const resume = async () => {
    await cluster.resume();
    await expect.poll(() => sql`select 1`.execute(db).then(() => true, () => false), { timeout: 45_000, interval: 500 }).toBe(true);
  };

  it('answers 503 with the retry message while it is down, stores nothing half-written, and takes the same submissions once it is back', async () => {
    const payloads = Array.from({ length: 60 }, (_, i) => attendeePayload({ email: `outage${i}@example.com`, submissionKey: `outage-form-${i}-${crypto.randomUUID()}` }));
    const answers = new Map<number, Answer>();
    let halted: Promise<unknown> | undefined;
    // Six at a time, as a busy evening would send them; the database crashes once 15 are answered.
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < payloads.length) {
          const i = next++;
          answers.set(i, await submit(payloads[i]!));
          if (answers.size === 15) halted = cluster.halt();
          if (halted) await halted; // the rest are sent to a database that is gone
        }
      }),
    );

    const statuses = [...answers.values()].map((a) => a.status);
    expect(statuses.filter((s) => s !== 201 && s !== 503), 'only 201 or 503').toEqual([]);
    const failed = [...answers].filter(([, a]) => a.status === 503);
    expect(failed.length).toBeGreaterThanOrEqual(payloads.length - 15 - 5); // all but the ones in flight
    for (const [, a] of failed) {
      expect(a.body).toEqual({ message: unavailableMessage });
      expect(a.headers.get('retry-after')).toBe('5');
    }

    await resume();
    // The visitor presses the button again with the same form (the same submission key): one whose
    // registration committed while its answer was lost gets that registration, not a second one.
    for (const [i] of failed) expect((await submit(payloads[i]!)).status, `resubmission ${i}`).toBe(201);

    // Every submission is stored exactly once; every 201 answer names its row.
    const rows = await rowsFor(payloads.map((p) => p.email as string));
    expect(rows.map((r) => r.email).sort()).toEqual(payloads.map((p) => p.email as string).sort());
    const stored = new Map(rows.map((r) => [r.registrationId, r.email]));
    for (const [i, a] of answers) if (a.status === 201) expect(stored.get(a.body.registrationId)).toBe(payloads[i]!.email);
  }, 120_000);

  it('a crash between the registration and its promo use leaves neither; the same submission succeeds afterwards', async () => {
    // Hold the transaction right after the registration row is written: the promo use waits here.
    await sql`create function woop_test_pause() returns trigger language plpgsql as $$ begin perform pg_sleep(30); return new; end $$`.execute(db);
    await sql`create trigger woop_test_pause before insert on used_promo_codes for each row execute function woop_test_pause()`.execute(db);
    const payload = attendeePayload({ email: 'berry-crash@example.com', promoCode: 'berry' });
    const answer = submit(payload);

    const watcher = new pg.Client({ connectionString: database.url });
    await watcher.connect();
    try {
      await expect
        .poll(async () => (await watcher.query(`select count(*)::int as n from pg_stat_activity where wait_event = 'PgSleep'`)).rows[0].n, { timeout: 10_000 })
        .toBe(1);
      // Written, not committed: the registration exists only inside the paused transaction.
      const inside = await watcher.query(`select count(*)::int as n from registrations where email = $1`, [payload.email]);
      expect(inside.rows[0].n).toBe(0);
    } finally {
      await watcher.end();
    }
    await cluster.halt();
    expect(await answer).toMatchObject({ status: 503, body: { message: unavailableMessage } });

    await resume();
    expect(await rowsFor([payload.email])).toEqual([]);
    expect(await db.selectFrom('usedPromoCodes').selectAll().where('code', '=', 'berry').execute()).toEqual([]);

    await sql`drop trigger woop_test_pause on used_promo_codes`.execute(db);
    const again = await submit(payload);
    expect(again.status).toBe(201);
    const used = await db.selectFrom('usedPromoCodes').select(['code', 'registrationId']).execute();
    expect(used).toEqual([{ code: 'berry', registrationId: again.body.registrationId }]);
    expect(await rowsFor([payload.email])).toHaveLength(1);
  }, 60_000);
});

describe.skipIf(!installed || !pgbouncerInstalled)('a query behind PgBouncer while the database is down', () => {
  let bouncer: TestPgBouncer | undefined;
  afterAll(async () => bouncer?.stop());

  it('gives up after the query timeout (503), and its connection is not reused once the database is back', async () => {
    bouncer = await cluster.pgbouncer(); // no earlier test's back-off
    const pooled = await createDb(bouncer.url, { max: 1, queryTimeoutMs: 1_000 });
    const answers = () => sql`select 1`.execute(pooled).then(() => 'answered', (e: Error) => e.message);
    try {
      // The first query logs PgBouncer in to the database: on a busy machine that can take longer
      // than this pool's 1 s (a timed-out query drops its connection, so the next one starts afresh).
      await expect.poll(answers, { timeout: 30_000, interval: 200 }).toBe('answered');
      await cluster.halt();
      // PgBouncer holds the query while it tries to log in to the database (up to its 120 s
      // query_wait_timeout); the pool gives up first, with an error the handlers answer 503 for.
      const error = await sql`select 1`.execute(pooled).then(() => undefined, (e: unknown) => e);
      expect(error).toMatchObject({ message: 'Query read timeout' });
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      // The next query gets a connection of its own, which PgBouncer answers itself (its login to
      // the database is failing), instead of waiting behind the abandoned query.
      const next = await sql`select 1`.execute(pooled).then(() => undefined, (e: Error) => e);
      expect(next?.message).toMatch(/server login has been failing/);
      expect(isDatabaseUnavailable(next)).toBe(true);
      await cluster.resume();
      // The one connection of the pool still had that query outstanding: it must have been dropped.
      await expect.poll(answers, { timeout: 45_000, interval: 500 }).toBe('answered');
    } finally {
      await pooled.destroy();
    }
  }, 90_000);
});

// A Neon compute restart: Neon's proxy drops every WebSocket at once, and the compute (PostgreSQL
// with its PgBouncer) is gone until it has started again. The pool then holds only dead sockets.
describe.skipIf(!installed || !pgbouncerInstalled)(`a Neon compute restart${installed ? '' : ` (skipped: ${skipReason})`}`, () => {
  const way = suiteCluster('Neon');
  const database = serverDatabase('Neon', way.urls, functionPoolOptions);

  beforeAll(async () => {
    await way.start();
    setDb(await database.open());
  }, 60_000);
  afterAll(async () => {
    setDb(undefined);
    await database.close();
    await way.bouncer?.stop();
  });

  it('answers 503 while it restarts, and the first requests after it succeed (no dead socket handed out)', async () => {
    const batch = (prefix: string) => Promise.all(Array.from({ length: 5 }, (_, i) => submit(attendeePayload({ email: `${prefix}${i}@example.com` }))));
    // Five at once: the pool (the functions' five connections) now holds five open sockets.
    expect((await batch('before')).map((a) => a.status)).toEqual(Array(5).fill(201));
    expect(database.neonProxy!.openConnections(), 'open sockets to drop').toBeGreaterThanOrEqual(5);

    database.neonProxy!.dropConnections();
    const port = way.bouncer!.port;
    await way.bouncer!.stop();
    await cluster.halt();
    const during = await batch('during');
    expect(during.map((a) => a.status)).toEqual(Array(5).fill(503));
    for (const a of during) expect(a.body).toEqual({ message: unavailableMessage });

    await cluster.resume();
    way.bouncer = await cluster.pgbouncer(port); // the compute's PgBouncer, started with it
    // Back: the very first requests go through; none is given a socket that died in the restart.
    expect((await batch('after')).map((a) => a.status)).toEqual(Array(5).fill(201));
    expect((await batch('during')).map((a) => a.status), 'the refused ones, sent again').toEqual(Array(5).fill(201));
  }, 90_000);
});
