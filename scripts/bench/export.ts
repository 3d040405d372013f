// npm run bench:export — time and peak memory of GET /api/admin/export/registrations for 10,000
// and 100,000 registrations. Seeds a throwaway database with one INSERT ... SELECT generate_series:
// an in-memory PGlite, or a fresh database on TEST_DATABASE_URL's server when that is set.
// Memory: process.memoryUsage() sampled every 10 ms; rss is what the OS sees, heap is V8's live
// objects; with --expose-gc (the npm script passes it) a forced collection every 2 s shows what is
// really alive. CPU time is printed too: wall time depends on what else the machine is doing.
// Prints numbers; it asserts nothing.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDb, describeDatabase } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import exportRegistrations from '../../netlify/functions/admin-export-registrations.mts';
import { ensurePasswordOwner } from '../../db/repositories/team.ts';
import { openSession } from '../../netlify/lib/team/sessions.ts';
import { setDb } from '../../netlify/lib/platform/db.ts';

const sizes = [10_000, 100_000];
const secret = randomBytes(32).toString('base64url');
process.env.ADMIN_TOKEN_SECRET = secret;
process.env.WOOP_LOCAL_SERVER = '1';

async function openDatabase(): Promise<{ db: Kysely<Database>; label: string; close: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const db = await createDb('memory://');
    return { db, label: describeDatabase('memory://'), close: () => db.destroy() };
  }
  const name = `woop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = await createDb(url.toString(), { max: 2 });
  return {
    db,
    label: describeDatabase(url.toString()),
    close: async () => {
      await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Adds registrations until there are `total`. Text that looks like a formula is mixed in. */
async function seedUpTo(db: Kysely<Database>, total: number): Promise<void> {
  const { n } = await db.selectFrom('registrations').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const from = Number(n) + 1;
  if (from > total) return;
  await sql`
    insert into registrations (registration_id, first_name, last_name, email, phone, experience, company, job_title,
      agree_terms, registration_type, t_shirt_size, amount, amount_cents, billing_street, billing_city, billing_state,
      billing_zip, room_additions, promo_code, payment_status, created_at, updated_at)
    select 'WOOP-B' || lpad(i::text, 9, '0'), 'First' || i, case when i % 50 = 0 then '=HYPERLINK("x")' else 'Last' || i end,
      'player' || i || '@example.com', '+1 337 555 ' || lpad((i % 10000)::text, 4, '0'), 'Not specified',
      'Company ' || (i % 997), 'Job title', true, 'all-in', 'L', '2450.00', 245000, i || ' Main Street', 'Lake Charles',
      'LA', '70601', array['friday-room'], case when i % 10 = 0 then 'woop100' end,
      case when i % 3 = 0 then 'paid' else 'pending' end, now() - (i || ' minutes')::interval, now()
    from generate_series(${from}::int, ${total}::int) as i`.execute(db);
}

interface Measurement {
  ms: number;
  cpuMs: number;
  bytes: number;
  peakRss: number;
  peakHeap: number;
  peakLiveHeap: number;
  startRss: number;
}

async function measureExport(): Promise<Measurement> {
  globalThis.gc?.();
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  let peakHeap = 0;
  let peakLiveHeap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const timer = setInterval(sample, 10);
  // With --expose-gc: every 2 s, collect and read what is really still alive.
  const sampleLive = () => {
    if (!globalThis.gc) return;
    globalThis.gc();
    peakLiveHeap = Math.max(peakLiveHeap, process.memoryUsage().heapUsed);
  };
  const liveTimer = setInterval(sampleLive, 2000);
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  // A session of the shared password's owner (a token needs its session row).
  const token = await openSession(db, await ensurePasswordOwner(db), 'password', new Request('http://localhost/api/admin/login'));
  const response = await exportRegistrations(
    new Request('http://localhost/api/admin/export/registrations', { headers: { authorization: `Bearer ${token}` } }),
    { params: {} },
  );
  if (response.status !== 200 || !response.body) throw new Error(`Export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    // Also once mid-way, so short runs get a live-heap reading taken while the export is running.
    if (peakLiveHeap === 0 && bytes > 256 * 1024) sampleLive();
  }
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  clearInterval(timer);
  clearInterval(liveTimer);
  sample();
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, bytes, peakRss, peakHeap, peakLiveHeap, startRss };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const { db, label, close } = await openDatabase();
try {
  await migrateToLatest(db);
  setDb(db);
  console.log(`Export benchmark on ${label} (Node ${process.version})`);
  await seedUpTo(db, 1_000);
  await measureExport(); // warm-up: module loading, JIT
  for (const size of sizes) {
    const seedStart = performance.now();
    await seedUpTo(db, size);
    const seeded = ((performance.now() - seedStart) / 1000).toFixed(1);
    const r = await measureExport();
    console.log(
      `${size.toLocaleString('en-US').padStart(7)} rows: ${(r.ms / 1000).toFixed(2)} s (CPU ${(r.cpuMs / 1000).toFixed(2)} s), ` +
        `${(r.bytes / 1024 / 1024).toFixed(1)} MB xlsx, rss ${mb(r.startRss)} -> peak ${mb(r.peakRss)}, peak heap ${mb(r.peakHeap)}` +
        (globalThis.gc ? `, live heap after GC <= ${mb(r.peakLiveHeap)}` : '') +
        ` (seeded in ${seeded} s)`,
    );
  }
} finally {
  setDb(undefined);
  await close();
}
