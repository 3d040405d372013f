// The tournament night at its busiest, against the production server (scripts/serve.ts over dist/,
// its CDN stand-in and the limits on), each phone from its own loopback address: 200 paid players
// entitled to the Main Event, whose tables the floor sets to 20 of 10 before starting its clock;
// three door phones check them in one after another (each check-in draws a seat in its transaction),
// while 300 phones and 3 TVs poll the public clock (and the server's time at load and now and
// then) and the floor pauses and resumes. Time is compressed: the check-ins' window and the poll
// interval are options. Afterwards the database is checked: no seat given twice, no table over its
// seats, every checked-in player entitled to the Main Event seated there. Used by `npm run
// bench:night` (scripts/bench/night.ts), which prints the figures and the goals.
import { pollMs as screenPollMs } from '../../src/islands/live/clock-feed.ts';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb } from '../../db/client.ts';
import type { NewRegistration } from '../../db/database.ts';
import { newRegistrationId } from '../../netlify/lib/platform/ids.ts';
import { getRegistrationLevels } from '../../src/data/levels.ts';
import type { CheckInChange } from '../../src/domain/check-in-contract.ts';
import type { ClockState } from '../../src/domain/tournament/clock.ts';
import type { AdminNight, AdminTournament, DoorSeat, NightClock, ServerTime } from '../../src/domain/tournament/contract.ts';
import { serverOffset, type TimeSample } from '../../src/domain/tournament/server-time.ts';
import { startServer, stopServer } from '../server-process.ts';
import type { Check } from './load-run.ts';
import { addressOf, client, fromCdnCache, type Recorder } from './loopback-client.ts';
import { failuresOf, stepFigures, type StepFigures } from './step-figures.ts';

export interface NightOptions {
  /** The check-ins are spread evenly over this many seconds (the night's 30 minutes, compressed). */
  seconds: number;
  /** Each screen polls the clock this often, in ms (the screens' 5 s, compressed). */
  pollMs: number;
  /** The phones polling the clock (the TVs are 3 more). */
  phones: number;
  /** The floor pauses and resumes the clock this many times, spread over the check-ins. */
  pauses: number;
  port: number;
  /** The server's database (through PgBouncer when there is one). */
  databaseUrl: string;
  /** The same database reached directly: seeding and the checks. */
  directUrl: string;
  verbose?: boolean;
}

// realPollMs: the clock page's own poll interval (src/islands/live/clock-feed.ts).
export const night = { players: 200, tables: 20, seatsPerTable: 10, doors: 3, tvs: 3, realMinutes: 30, realPollMs: screenPollMs } as const;

/** How fast a screen learned of one pause or resume: when each screen first had it, after the floor's 200. */
export interface Propagation {
  action: 'pause' | 'resume';
  /** ms from the floor's 200 to each screen's first answer with the new state (negative: before the floor's phone had its answer). */
  lags: number[];
  /** Screens that never showed it before the next change. */
  missed: number;
}

export interface NightResult {
  steps: StepFigures[];
  checks: Check[];
  failures: number;
  fiveXx: number;
  clockAnswers: { total: number; fromCache: number };
  propagations: Propagation[];
  /** The spread of the screens' estimates of the server's clock (server-time.ts), in ms: how far apart two screens count from one state. */
  offsetSpreadMs: number;
  /** Wall-clock seconds from the first check-in to the last answer at the door (the option's seconds, unless the doors fell behind). */
  checkInSeconds: number;
  seconds: number;
}

const clockStep = 'GET /api/night/clock';
const checkInStep = 'POST /api/admin/check-in/:id (seat drawn)';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const clockKey = (c: ClockState) => `${c.stepIndex}/${c.stepStartedAt}/${c.pausedAt}`;

/** 200 paid players, half All In and half Just Main Event: every one entitled to the Main Event. */
async function seedPlayers(directUrl: string, runTag: string): Promise<string[]> {
  const levels = getRegistrationLevels().filter((l) => l.id === 'all-in' || l.id === 'just-main-event');
  const rows: NewRegistration[] = Array.from({ length: night.players }, (_, i) => {
    const level = levels[i % levels.length]!;
    return {
      registrationId: newRegistrationId(), firstName: `Player${i}`, lastName: runTag, email: `${runTag}-${i}@bench.example`, phone: '337-555-0100',
      experience: 'Not specified', agreeTerms: true, registrationType: level.id, amount: (level.priceCents / 100).toFixed(2), amountCents: level.priceCents,
      company: 'Night Co', jobTitle: 'Player', tShirtSize: 'L', billingStreet: '1 Main St', billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601',
      roomAdditions: [], promoCode: null, paymentStatus: 'paid', paidCents: level.priceCents, paidAt: new Date(), holdExpiresAt: null, paymentTxnId: null,
      paymentFlag: null, receiptSeries: null, receiptNumber: null, checkedInAt: null, referral: null, dietaryRestrictions: null,
    };
  });
  const db = await createDb(directUrl, { max: 1 });
  try {
    await db.insertInto('registrations').values(rows).execute();
  } finally {
    await db.destroy();
  }
  return rows.map((r) => r.registrationId);
}

type Client = ReturnType<typeof client>;

async function signIn(phone: Client, password: string): Promise<void> {
  const answer = await phone.send('POST /api/admin/login', 'POST', '/api/admin/login', JSON.stringify({ password }));
  if (answer.status !== 200) throw new Error(`Signing in answered ${answer.status}: ${answer.body}`);
  phone.headers.authorization = `Bearer ${(JSON.parse(answer.body) as { token: string }).token}`;
}

async function floorAction(floor: Client, path: string, body: unknown): Promise<AdminTournament> {
  const answer = await floor.send(`POST /api/admin/night/:id/${path.split('/').pop()}`, 'POST', path, JSON.stringify(body));
  if (answer.status !== 200) throw new Error(`POST ${path} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as AdminTournament;
}

interface Screen {
  /** Each clock state of the Main Event the screen showed, and when it first did (performance.now()). */
  seen: Map<string, number>;
  wentBack: number;
  offset: number;
}

/** One phone or TV: the server's time three times at load and now and then, the clock every `pollMs`. */
async function watch(screen: Client, mainId: number, pollMs: number, startIn: number, watching: () => boolean): Promise<Screen> {
  await pause(startIn);
  const samples: TimeSample[] = [];
  const askTime = async () => {
    const sentAt = Date.now();
    const answer = await screen.send('GET /api/time', 'GET', '/api/time');
    if (answer.status === 200) samples.push({ sentAt, receivedAt: Date.now(), serverAt: (JSON.parse(answer.body) as ServerTime).now });
  };
  for (let k = 0; k < 3; k++) await askTime();
  // "Every 10 minutes", compressed as the polls are.
  const timeEveryMs = (10 * 60_000 * pollMs) / night.realPollMs;
  let timeAskedAt = performance.now();
  const seen = new Map<string, number>();
  let last: string | undefined;
  let wentBack = 0;
  let next = performance.now();
  while (watching()) {
    const answer = await screen.send(clockStep, 'GET', '/api/night/clock');
    const at = performance.now();
    const shown = answer.status === 200 ? (JSON.parse(answer.body) as NightClock).tournaments.find((t) => t.id === mainId) : undefined;
    if (shown) {
      const key = clockKey(shown.clock);
      if (key !== last && seen.has(key)) wentBack++;
      if (!seen.has(key)) seen.set(key, at);
      last = key;
    }
    if (at - timeAskedAt >= timeEveryMs) {
      await askTime();
      timeAskedAt = at;
    }
    // As a browser's interval: late when the page was busy, never a burst to catch up.
    next = Math.max(next + pollMs, performance.now());
    await pause(next - performance.now());
  }
  return { seen, wentBack, offset: serverOffset(samples) };
}

async function verify(directUrl: string, runTag: string, mainId: number, cards: Map<string, DoorSeat[]>): Promise<Check[]> {
  const db = await createDb(directUrl, { max: 1 });
  try {
    const { rows: twice } = await sql<{ n: number }>`
      select count(*)::int as n from (select 1 from tournament_seats group by tournament_id, table_no, seat_no having count(*) > 1) as t`.execute(db);
    const { rows: playerTwice } = await sql<{ n: number }>`
      select count(*)::int as n from (select 1 from tournament_seats group by tournament_id, registration_id having count(*) > 1) as t`.execute(db);
    const { rows: tables } = await sql<{ tableNo: number; n: number; seatsPerTable: number; tableCount: number; maxSeat: number }>`
      select s.table_no as "tableNo", count(*)::int as n, max(s.seat_no)::int as "maxSeat", t.seats_per_table as "seatsPerTable", t.table_count as "tableCount"
      from tournament_seats s join tournaments t on t.id = s.tournament_id where t.id = ${mainId}
      group by s.table_no, t.seats_per_table, t.table_count`.execute(db);
    const over = tables.filter((t) => t.n > t.seatsPerTable || t.maxSeat > t.seatsPerTable || t.tableNo > t.tableCount);
    const fullest = Math.max(0, ...tables.map((t) => t.n));
    const emptiest = tables.length < night.tables ? 0 : Math.min(...tables.map((t) => t.n));
    const { rows: players } = await sql<{ registrationId: string; tableNo: number | null; seatNo: number | null }>`
      select r.registration_id as "registrationId", s.table_no as "tableNo", s.seat_no as "seatNo"
      from registrations r join tournaments t on t.id = ${mainId}
      left join tournament_seats s on s.tournament_id = t.id and s.registration_id = r.registration_id
      where r.last_name = ${runTag} and r.checked_in_at is not null and r.registration_type = any(t.entitling_level_ids)`.execute(db);
    const unseated = players.filter((p) => p.tableNo === null).length;
    const cardDiffers = players.filter((p) => {
      const card = cards.get(p.registrationId)?.find((s) => s.tournament === 'Main Event');
      return !card || card.table !== p.tableNo || card.seat !== p.seatNo;
    }).length;
    return [
      { name: 'no seat given twice', ok: twice[0]!.n === 0 && playerTwice[0]!.n === 0, detail: `${twice[0]!.n} seats held twice, ${playerTwice[0]!.n} players seated twice in one tournament` },
      { name: 'no table over its seats', ok: over.length === 0, detail: `${tables.length} tables in use, ${fullest}/${night.seatsPerTable} at the fullest, ${emptiest} at the emptiest; ${over.length} over` },
      { name: 'every entitled checked-in player seated', ok: players.length === night.players && unseated === 0, detail: `${players.length} of ${night.players} checked in and entitled, ${unseated} without a Main Event seat` },
      { name: "each door card shows the seat stored", ok: cardDiffers === 0, detail: `${cardDiffers} cards without the player's stored seat` },
    ];
  } finally {
    await db.destroy();
  }
}

export async function runNight(options: NightOptions): Promise<NightResult> {
  const { port, seconds, pollMs, phones, pauses, verbose = false } = options;
  const password = randomBytes(12).toString('base64url');
  const runTag = `night${Date.now().toString(36)}`;
  const server = await startServer({ port, env: { DATABASE_URL: options.databaseUrl, ADMIN_PASSWORD: password, PAYPAL_SIM_PORT: String(port + 1) }, quiet: !verbose });
  const figures = stepFigures();
  const clockAnswers = { total: 0, fromCache: 0 };
  const record: Recorder = (step, status, ms, cacheStatus) => {
    if (step === clockStep && status !== 0) {
      clockAnswers.total++;
      if (fromCdnCache(cacheStatus)) clockAnswers.fromCache++;
    }
    figures.record(step, status, ms);
  };
  let addresses = 0;
  const phone = () => client(`http://127.0.0.1:${port}`, addressOf(addresses++), record);
  const clients: Client[] = [];
  const started = performance.now();
  try {
    const ids = await seedPlayers(options.directUrl, runTag);

    // The floor signs in, sets the Main Event's tables to 20 of 10 and starts its clock.
    const floor = phone();
    clients.push(floor);
    await signIn(floor, password);
    const listed = await floor.send('GET /api/admin/night', 'GET', '/api/admin/night');
    const listedMain = (JSON.parse(listed.body) as AdminNight).tournaments.find((t) => t.kind === 'main-event')!;
    const base = `/api/admin/night/${listedMain.id}`;
    await floorAction(floor, `${base}/setup`, { version: listedMain.version, ...listedMain.setup, tableCount: night.tables, seatsPerTable: night.seatsPerTable });
    let main = await floorAction(floor, `${base}/clock`, { action: 'start', stepIndex: listedMain.clock.stepIndex });

    const doors = Array.from({ length: night.doors }, phone);
    clients.push(...doors);
    for (const door of doors) await signIn(door, password);

    // The screens load over one poll interval, then poll until the floor and the doors are done.
    let watching = true;
    const screens = Array.from({ length: phones + night.tvs }, () => phone());
    clients.push(...screens);
    const watched = Promise.all(screens.map((s) => watch(s, main.id, pollMs, Math.random() * pollMs, () => watching)));
    await pause(2 * pollMs);

    const from = performance.now();
    const cards = new Map<string, DoorSeat[]>();
    const checkIns = Promise.all(
      doors.map(async (door, d) => {
        for (let i = d; i < ids.length; i += doors.length) {
          await pause(from + (i * seconds * 1000) / ids.length - performance.now());
          const answer = await door.send(checkInStep, 'POST', `/api/admin/check-in/${ids[i]}`);
          if (answer.status === 200) cards.set(ids[i]!, (JSON.parse(answer.body) as CheckInChange).card.seats);
        }
      }),
    );
    // The floor pauses and resumes, evenly over the check-ins; each change is timed at its 200.
    const changes: { action: 'pause' | 'resume'; key: string; at: number }[] = [];
    for (let k = 0; k < 2 * pauses; k++) {
      await pause(from + ((k + 0.5) * seconds * 1000) / (2 * pauses) - performance.now());
      const action = k % 2 === 0 ? 'pause' : 'resume';
      main = await floorAction(floor, `${base}/clock`, { action, stepIndex: main.clock.stepIndex });
      changes.push({ action, key: clockKey(main.clock), at: performance.now() });
    }
    await checkIns;
    const checkInSeconds = (performance.now() - from) / 1000;
    // Every screen polls a few more times after the last change.
    await pause(3 * pollMs);
    watching = false;
    const shown = await watched;

    const propagations = changes.map(({ action, key, at }) => {
      const firsts = shown.map((s) => s.seen.get(key)).filter((t) => t !== undefined);
      return { action, lags: firsts.map((t) => t - at), missed: shown.length - firsts.length };
    });
    const offsets = shown.map((s) => s.offset);
    const steps = figures.figures();
    return {
      steps,
      checks: [
        ...(await verify(options.directUrl, runTag, main.id, cards)),
        { name: 'every check-in answered 200', ok: cards.size === night.players, detail: `${cards.size} of ${night.players}: ${JSON.stringify(steps.find((s) => s.step === checkInStep)?.statuses ?? {})}` },
        { name: 'no screen went back to an older clock', ok: shown.every((s) => s.wentBack === 0), detail: `${shown.reduce((n, s) => n + s.wentBack, 0)} answers older than one already shown` },
      ],
      ...failuresOf(steps),
      clockAnswers,
      propagations,
      offsetSpreadMs: Math.max(...offsets) - Math.min(...offsets),
      checkInSeconds,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    for (const c of clients) c.close();
    await stopServer(server);
  }
}
