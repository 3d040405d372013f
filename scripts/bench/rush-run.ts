// The rush after "registration is open": `visitors` people arrive over `seconds`, each from its own
// loopback address (so the per-client limits count as they would in production), and each does what
// a visitor does: loads /registration or a sponsor page and the live answer (GET /api/live-facts),
// thinks, then most register (some racing for the sponsor places and the single-use code 'berry'),
// some pay through the PayPal simulator (the buy-now form and its IPN, as in production) and some
// abandon. Against the production server (scripts/serve.ts over dist/) with the limits on.
// Afterwards the database is checked against every answer. Used by `npm run bench:rush`
// (scripts/bench/rush.ts) and, small, by tests/e2e/rush.spec.ts (the checks, never the timings).
import { sql } from 'kysely';
import { createDb } from '../../db/client.ts';
import { getRegistrationLevels, getSponsorLevels } from '../../src/data/levels.ts';
import { startServer, stopServer } from '../server-process.ts';
import type { Check } from './load-run.ts';
import { addressOf, client, fromCdnCache, type Answer } from './loopback-client.ts';
import { failuresOf, stepFigures, type StepFigures } from './step-figures.ts';

export interface RushOptions {
  visitors: number;
  /** Arrivals are spread evenly over this many seconds. */
  seconds: number;
  /** A visitor's pause between reading and acting, in ms (uniform in the range). */
  thinkMs: [number, number];
  port: number;
  /** The local server's database; without one (a deployed site) the database checks are skipped. */
  databaseUrl?: string;
  /** A deployed site to rush instead of a local server (BENCH_URL): every visitor then comes from
   * this machine's one address, so the site's per-client limits count them as one client. */
  baseUrl?: string;
  /** Prints the server's output (the benchmark); the test reads the result instead. */
  verbose?: boolean;
}

export interface RushResult {
  checks: Check[];
  steps: StepFigures[];
  /** Wall-clock seconds from the first arrival to the last answer. */
  seconds: number;
  requests: number;
  /** Connection errors (no HTTP answer at all). */
  failures: number;
  fiveXx: number;
  /** The live answer's requests, and how many the CDN (npm start's stand-in) answered from its cache. */
  liveAnswers: { total: number; fromCache: number };
  /** Our answers to the simulator's first delivery of each IPN, by status (PayPal resends a refused one later). */
  ipnFirstAnswers: Record<string, number>;
}

/** The live answer the pages read (what is on sale, prices, places left), cached by the CDN. */
export const liveAnswerPath = '/api/live-facts';
const sponsorPages = ['/exact-copy', '/working-payment', '/final-payment'];
const playerLevels = getRegistrationLevels().filter((l) => ['all-in', 'just-main-event', 'just-party'].includes(l.id));
const sponsorLevels = getSponsorLevels().filter((l) => l.capacity !== null);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function payload(runTag: string, i: number, registrationType: string, amount: string, promoCode = ''): string {
  return JSON.stringify({
    registrationType, roomAdditions: [], firstName: `Rush${i}`, lastName: runTag, email: `${runTag}-${i}@bench.example`,
    phone: '337-555-0100', company: 'Rush Co', jobTitle: 'Tester', tShirtSize: 'L', billingStreet: '1 Main St',
    billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601', amount, experience: 'Not specified',
    agreeTerms: true, referral: '', dietaryRestrictions: '', promoCode,
  });
}

interface Outcome {
  created: Map<string, { i: number; type: string; promo: string }>;
  /** Registrations whose visitor completed a payment at the simulator. */
  paid: Set<string>;
}

async function visitor(i: number, runTag: string, options: RushOptions, send: ReturnType<typeof client>['send'], outcome: Outcome): Promise<void> {
  const [low, high] = options.thinkMs;
  const think = () => pause(low + Math.random() * (high - low));
  const role = i % 20; // 13 in 20 register as players, 2 race for 'berry', 2 for a sponsor place, 3 only look
  const sponsor = role === 15 || role === 16;
  await send('GET page', 'GET', sponsor ? sponsorPages[i % sponsorPages.length]! : '/registration');
  await send('GET live answer', 'GET', liveAnswerPath);
  await think();
  if (role >= 17) return;

  let type: string;
  let answer: Answer;
  let promo = '';
  if (sponsor) {
    const level = sponsorLevels[i % sponsorLevels.length]!;
    type = level.id;
    answer = await send('POST /api/register (sponsor)', 'POST', '/api/register', payload(runTag, i, type, (level.priceCents / 100).toFixed(2)));
  } else {
    // 'berry' takes $1,900 off: tried on All In ($2,450 -> $550).
    promo = role === 13 || role === 14 ? 'berry' : '';
    const level = promo ? playerLevels[0]! : playerLevels[i % playerLevels.length]!;
    type = level.id;
    answer = await send('POST /api/register', 'POST', '/api/register', payload(runTag, i, type, ((level.priceCents - (promo ? 190_000 : 0)) / 100).toFixed(2), promo));
  }
  if (answer.status !== 201) return;
  const { registrationId, registrationKey } = JSON.parse(answer.body) as { registrationId: string; registrationKey: string };
  outcome.created.set(registrationId, { i, type, promo });
  // Two in three pay; the rest abandon the checkout (their hold ends by itself).
  // (Counted by arrival batch, not i % 3: that also picks the sponsor level, and every Final Table
  // racer would abandon.)
  if (Math.floor(i / 20) % 3 === 2) return;
  await think();
  const checkout = await send('GET /api/paypal-checkout', 'GET', `/api/paypal-checkout?key=${encodeURIComponent(registrationKey)}`);
  if (checkout.status !== 200) return;
  const form = JSON.parse(checkout.body) as { action: string; fields: [string, string][] };
  const page = await send('PayPal: payment page', 'POST', form.action, new URLSearchParams(form.fields).toString(), 'application/x-www-form-urlencoded');
  const session = /action="(\/webscr\/sessions\/[^"]+)\/pay"/.exec(page.body)?.[1];
  if (!session) return;
  // The simulator delivers the IPN to our server before it answers this.
  const pay = await send('PayPal: pay (with our IPN)', 'POST', new URL(`${session}/pay`, form.action).toString());
  if (pay.status >= 200 && pay.status < 400) outcome.paid.add(registrationId);
}

/**
 * What PayPal does with an IPN we did not answer 200 (our per-client limit on unverified IPNs can
 * refuse some of a burst from PayPal's few addresses): it sends it again later. Returns our answers to
 * the first deliveries, by status, after resending the refused ones (three rounds at most).
 */
async function resendRefusedIpns(simPort: number): Promise<Record<string, number>> {
  const sim = `http://127.0.0.1:${simPort}`;
  type Delivery = { txn_id: string; responseStatus: number | null };
  const deliveries = async () => ((await (await fetch(`${sim}/__sim/state`)).json()) as { ipns: Delivery[] }).ipns;
  const first = new Map<string, Delivery>();
  for (const d of await deliveries()) if (!first.has(d.txn_id)) first.set(d.txn_id, d);
  const counts: Record<string, number> = {};
  for (const d of first.values()) counts[String(d.responseStatus ?? 'none')] = (counts[String(d.responseStatus ?? 'none')] ?? 0) + 1;
  for (let round = 0; round < 3; round++) {
    const last = new Map<string, Delivery>();
    for (const d of await deliveries()) last.set(d.txn_id, d);
    const refused = [...last.values()].filter((d) => d.responseStatus !== 200);
    if (refused.length === 0) break;
    for (const d of refused) await fetch(`${sim}/__sim/ipn/resend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ txn_id: d.txn_id }) });
  }
  return counts;
}


async function verify(databaseUrl: string | undefined, runTag: string, outcome: Outcome): Promise<Check[]> {
  if (!databaseUrl) return [{ name: 'database checks', ok: true, detail: 'skipped: no database given (BENCH_DATABASE_URL)' }];
  const db = await createDb(databaseUrl, { max: 2 });
  try {
    const rows = await db.selectFrom('registrations').select(['registrationId', 'registrationType', 'promoCode', 'paymentStatus', 'paymentFlag']).where('lastName', '=', runTag).execute();
    const byId = new Map(rows.map((r) => [r.registrationId, r]));
    const missing = [...outcome.created.keys()].filter((id) => !byId.has(id));
    const unanswered = rows.filter((r) => !outcome.created.has(r.registrationId));
    // A place is taken by a sale (an unpaid hold keeps nobody out); a payment that came
    // for a level sold out meanwhile is kept, flagged for a refund, and is not a place.
    const { rows: taken } = await sql<{ type: string; n: number }>`
      select registration_type as type, count(*)::int as n from registrations
      where last_name = ${runTag} and payment_flag is null and payment_status in ('paid', 'comped')
      group by registration_type`.execute(db);
    const over = sponsorLevels.filter((l) => (taken.find((t) => t.type === l.id)?.n ?? 0) > l.capacity!);
    const flagged = rows.filter((r) => r.paymentFlag !== null).length;
    const berry = rows.filter((r) => r.promoCode === 'berry').length;
    const notPaid = [...outcome.paid].filter((id) => byId.get(id)?.paymentStatus !== 'paid');
    const { rows: twice } = await sql<{ n: number }>`
      select count(*)::int as n from (select registration_id from payments where status = 'Completed' and registration_id in
        (select registration_id from registrations where last_name = ${runTag}) group by registration_id having count(*) > 1) as t`.execute(db);
    return [
      { name: 'every 2xx registration is stored', ok: missing.length === 0, detail: `${outcome.created.size} answered 201, ${missing.length} without a row` },
      { name: 'no row without its 2xx', ok: unanswered.length === 0, detail: `${rows.length} rows, ${unanswered.length} never answered 201` },
      {
        name: 'no sponsor level sold over its capacity',
        ok: over.length === 0,
        detail: sponsorLevels.map((l) => `${l.id} ${taken.find((t) => t.type === l.id)?.n ?? 0}/${l.capacity}`).join(', ') + `; ${flagged} paid after their level sold out, flagged for a refund`,
      },
      { name: "the single-use code 'berry' used at most once", ok: berry <= 1, detail: `${berry} registrations with it` },
      { name: 'every payment made at PayPal is recorded paid', ok: notPaid.length === 0, detail: `${outcome.paid.size} paid at the simulator, ${notPaid.length} not paid here` },
      { name: 'no registration paid twice', ok: twice[0]!.n === 0, detail: `${twice[0]!.n} with two completed payments` },
    ];
  } finally {
    await db.destroy();
  }
}

export async function runRush(options: RushOptions): Promise<RushResult> {
  const { port, databaseUrl, baseUrl, visitors, seconds, verbose = false } = options;
  const simPort = port + 1; // the local server's PayPal simulator, whose control API tells what our IPN answers were
  const runTag = `rush${Date.now().toString(36)}`;
  // Limits on, as deployed: each visitor is a client of its own.
  const server = baseUrl
    ? undefined
    : await startServer({ port, env: { DATABASE_URL: databaseUrl ?? '', WOOP_OPEN_LEVELS: playerLevels.map((l) => l.id).join(','), PAYPAL_SIM_PORT: String(simPort) }, quiet: !verbose });
  const base = baseUrl ?? `http://127.0.0.1:${port}`;
  const figures = stepFigures();
  const liveAnswers = { total: 0, fromCache: 0 };
  const record = (step: string, status: number, ms: number, cacheStatus?: string) => {
    if (step === 'GET live answer') {
      liveAnswers.total++;
      if (fromCdnCache(cacheStatus)) liveAnswers.fromCache++;
    }
    figures.record(step, status, ms);
  };
  const outcome: Outcome = { created: new Map(), paid: new Set() };
  const started = performance.now();
  let ipnFirstAnswers: Record<string, number> = {};
  try {
    await Promise.all(
      Array.from({ length: visitors }, async (_, i) => {
        await pause((seconds * 1000 * i) / visitors);
        const { send, close } = client(base, baseUrl ? undefined : addressOf(i), record);
        try {
          await visitor(i, runTag, options, send, outcome);
        } finally {
          close();
        }
      }),
    );
    if (!baseUrl) ipnFirstAnswers = await resendRefusedIpns(simPort);
  } finally {
    if (server) await stopServer(server);
  }
  const elapsed = (performance.now() - started) / 1000;
  const steps = figures.figures();
  return {
    checks: await verify(databaseUrl, runTag, outcome),
    steps,
    seconds: elapsed,
    requests: steps.reduce((n, s) => n + s.requests, 0),
    ...failuresOf(steps),
    liveAnswers,
    ipnFirstAnswers,
  };
}
