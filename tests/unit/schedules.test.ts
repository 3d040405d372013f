// `npm start` runs the scheduled functions as Netlify does: their `config.schedule` read in UTC,
// each due function invoked once a minute with Netlify's POST { next_run }, never two runs of one
// function at once, a failure logged with the function's name; a schedule it cannot run stops the start.
import { readdirSync, readFileSync } from 'node:fs';
import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import { parseSchedule } from '../../scripts/schedules.ts';
import { startScheduler } from '../../scripts/scheduler.ts';
import { invokeScheduled } from '../../scripts/local-functions.ts';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('a schedule', () => {
  it.each([
    // expression, a minute it runs, a minute it does not, the next run after the first
    ['*/15 * * * *', '2025-03-10T10:45', '2025-03-10T10:50', '2025-03-10T11:00'],
    ['*/5 * * * *', '2025-03-10T10:55', '2025-03-10T10:57', '2025-03-10T11:00'],
    ['30 4 * * *', '2025-03-10T04:30', '2025-03-10T05:30', '2025-03-11T04:30'],
    ['5-7 * * * *', '2025-03-10T10:07', '2025-03-10T10:08', '2025-03-10T11:05'],
    ['0,20,40 9-17 * * 1-5', '2025-03-14T17:40', '2025-03-15T10:20', '2025-03-17T09:00'], // Fri, then Sat
    ['0 8 * * MON,THU', '2025-03-13T08:00', '2025-03-12T08:00', '2025-03-17T08:00'], // Thu, not Wed
    ['0 0 1 1,7 *', '2025-07-01T00:00', '2025-08-01T00:00', '2026-01-01T00:00'],
    ['@hourly', '2025-03-10T10:00', '2025-03-10T10:01', '2025-03-10T11:00'],
    ['@daily', '2025-03-10T00:00', '2025-03-10T12:00', '2025-03-11T00:00'],
    ['@weekly', '2025-03-09T00:00', '2025-03-10T00:00', '2025-03-16T00:00'], // Sunday
    ['@monthly', '2025-03-01T00:00', '2025-03-02T00:00', '2025-04-01T00:00'],
    ['@yearly', '2025-01-01T00:00', '2025-02-01T00:00', '2026-01-01T00:00'],
    ['@annually', '2025-01-01T00:00', '2025-01-01T01:00', '2026-01-01T00:00'],
  ])('%s runs at %s, not at %s, and next at %s', (expression, runs, idle, next) => {
    const schedule = parseSchedule(expression, 'job');
    expect(schedule.expression).toBe(expression);
    expect(schedule.isDue(utc(runs))).toBe(true);
    expect(schedule.isDue(new Date(utc(runs).getTime() + 59_999)), 'anywhere in the minute').toBe(true);
    expect(schedule.isDue(utc(idle))).toBe(false);
    expect(schedule.nextRun(utc(runs)).toISOString()).toBe(utc(next).toISOString());
  });

  it('is read in UTC, as Netlify runs it, whatever the machine zone', () => {
    expect(parseSchedule('0 3 * * *', 'job').isDue(utc('2025-06-01T03:00'))).toBe(true);
    expect(parseSchedule('0 3 * * *', 'job').nextRun(utc('2025-06-01T03:00:30')).toISOString()).toBe('2025-06-02T03:00:00.000Z');
  });

  it.each([
    ['* * * *', 'five fields'],
    ['0 */5 * * * *', 'five fields'],
    ['@reboot', 'five fields'],
    ['61 * * * *', '61'],
    ['*/0 * * * *', '0'],
    ['every 5 minutes', 'five fields'],
    ['H * * * *', 'H'],
  ])('"%s" stops the start with the function named', (expression, said) => {
    expect(() => parseSchedule(expression, 'waitlist-expiry')).toThrow(/waitlist-expiry/);
    expect(() => parseSchedule(expression, 'waitlist-expiry')).toThrow(said);
  });

  it('reads every schedule of netlify/functions', () => {
    const dir = 'netlify/functions';
    const schedules = readdirSync(dir).flatMap((file) => {
      const found = /schedule: '([^']+)'/.exec(readFileSync(`${dir}/${file}`, 'utf8'));
      return found ? [[file, found[1]!] as const] : [];
    });
    expect(schedules.map(([file]) => file)).toContain('send-reminders.mts');
    for (const [file, expression] of schedules) expect(() => parseSchedule(expression, file)).not.toThrow();
  });
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A clock and a timer the test moves by hand. */
function fakeTime(start: string) {
  let now = utc(start).getTime();
  let pending: { tick: () => void; at: number } | undefined;
  return {
    now: () => new Date(now),
    setTimer: (tick: () => void, ms: number) => void (pending = { tick, at: now + ms }),
    /** Fires the armed ticks up to `iso`, letting the work of each settle before the next. */
    async advanceTo(iso: string) {
      const until = utc(iso).getTime();
      await settle();
      while (pending && pending.at <= until) {
        const { tick, at } = pending;
        now = at;
        pending = undefined;
        tick();
        await settle();
      }
      now = until;
    },
  };
}

const lines = () => {
  const said: string[] = [];
  return { said, log: { log: (...a: unknown[]) => void said.push(a.join(' ')), error: (...a: unknown[]) => void said.push(a.join(' ')) } };
};

describe('the scheduler', () => {
  it('invokes a due function once at each due minute, with the next run', async () => {
    const time = fakeTime('2025-03-10T10:03:20');
    const runs: string[] = [];
    const { log } = lines();
    const functions = [
      { name: 'every-5', schedule: parseSchedule('*/5 * * * *', 'every-5') },
      { name: 'hourly', schedule: parseSchedule('@hourly', 'hourly') },
      { name: 'not-scheduled' },
    ];
    startScheduler({ functions: () => functions, invoke: async (fn, next) => void runs.push(`${fn.name} next ${next.toISOString().slice(11, 16)}`), ...time, log });
    await time.advanceTo('2025-03-10T11:01:00');
    const every5 = ['10:10', '10:15', '10:20', '10:25', '10:30', '10:35', '10:40', '10:45', '10:50', '10:55', '11:00', '11:05'];
    expect(runs).toEqual([...every5.map((next) => `every-5 next ${next}`), 'hourly next 12:00']);
  });

  it('skips a run while the last one is still going, and runs again once it is done', async () => {
    const time = fakeTime('2025-03-10T10:00:30');
    const { said, log } = lines();
    let finish = () => {};
    let calls = 0;
    const slow = { name: 'slow', schedule: parseSchedule('* * * * *', 'slow') };
    startScheduler({ functions: () => [slow], invoke: () => (calls++, new Promise<void>((resolve) => (finish = resolve))), ...time, log });
    await time.advanceTo('2025-03-10T10:03:30');
    expect(calls).toBe(1);
    expect(said).toEqual([
      'Scheduled function slow: its last run is still going, so the run due at 2025-03-10T10:02:00.000Z is skipped',
      'Scheduled function slow: its last run is still going, so the run due at 2025-03-10T10:03:00.000Z is skipped',
    ]);
    finish();
    await time.advanceTo('2025-03-10T10:04:30');
    expect(calls).toBe(2);
  });

  it('logs a failed run with the function name and goes on', async () => {
    const time = fakeTime('2025-03-10T10:00:30');
    const { said, log } = lines();
    let calls = 0;
    const failing = { name: 'failing', schedule: parseSchedule('* * * * *', 'failing') };
    startScheduler({ functions: () => [failing], invoke: async () => { calls++; throw new Error('database down'); }, ...time, log });
    await time.advanceTo('2025-03-10T10:02:30');
    expect(calls).toBe(2);
    expect(said).toEqual(['Scheduled function failing failed: Error: database down', 'Scheduled function failing failed: Error: database down']);
  });

  it('runs a minute once when its timer fires early', async () => {
    let now = utc('2025-03-10T10:00:59.990').getTime();
    const ticks: (() => void)[] = [];
    let calls = 0;
    const every = { name: 'every', schedule: parseSchedule('* * * * *', 'every') };
    startScheduler({ functions: () => [every], invoke: async () => void calls++, now: () => new Date(now), setTimer: (tick) => void ticks.push(tick) });
    now = utc('2025-03-10T10:00:59.995').getTime(); // early: still the minute the scheduler started in
    ticks.at(-1)!();
    await settle();
    now = utc('2025-03-10T10:01:00.001').getTime();
    ticks.at(-1)!();
    await settle();
    ticks.at(-1)!(); // the same minute again
    await settle();
    expect(calls).toBe(1);
  });
});

describe('a scheduled invocation', () => {
  it("is Netlify's POST with the next run, through the function's own handler", async () => {
    let seen: { method: string; url: string; event: string | null; body: unknown } | undefined;
    const route = {
      name: 'send-reminders',
      patterns: [],
      methods: null,
      handler: async (request: Request, context: Context) => {
        seen = { method: request.method, url: request.url, event: request.headers.get('x-nf-event'), body: await request.json() };
        expect(context.site.url).toBe('http://localhost:8888');
        return new Response(null, { status: 204 });
      },
    };
    const response = await invokeScheduled(route, utc('2025-03-10T10:15'), 'http://localhost:8888');
    expect(response.status).toBe(204);
    expect(seen).toEqual({ method: 'POST', url: 'http://localhost:8888/.netlify/functions/send-reminders', event: 'schedule', body: { next_run: '2025-03-10T10:15:00.000Z' } });
  });
});
