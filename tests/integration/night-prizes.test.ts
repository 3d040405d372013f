// A tournament's prizes through the floor's function, on PGlite, PostgreSQL, PgBouncer and the Neon
// driver: saved from the dollars typed (integer cents, an audit row), shown on the public clock at
// once; refused naming the field (amounts that do not add up to the pool, a place with neither an
// amount nor a named prize), after the results are published, or for no tournament, each refusal
// changing nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/repositories/audit.ts';
import { setTournamentFields } from '../../db/repositories/tournaments.ts';
import nightAction from '../../netlify/functions/admin-night-action.mts';
import night from '../../netlify/functions/admin-night.mts';
import clockFn from '../../netlify/functions/night-clock.mts';
import type { AdminNight, AdminTournament, NightClock } from '../../src/domain/tournament/contract.ts';
import { prizesPublishedMessage } from '../../src/domain/tournament/prize-input.ts';
import { request, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';

type Handler = (req: Request, ctx: { params: Record<string, string> }) => Promise<Response>;

describe.each(testDatabases({ pooled: true }))('the prizes on $name', (database) => {
  const db = useTestDatabase(database);
  beforeEach(() => useLocalAdminEnv());

  const call = async (fn: Handler, path: string, method = 'GET', body?: unknown, params: Record<string, string> = {}) => {
    const res = await fn(request(path, { method, token: await validToken(), ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) }), { params });
    return { status: res.status, body: await res.json() };
  };
  const mainEvent = async () => ((await call(night, '/api/admin/night')).body as AdminNight).tournaments.find((t) => t.kind === 'main-event')!;
  const savePrizes = (id: number, body: unknown) => call(nightAction, `/api/admin/night/${id}/prizes`, 'POST', body, { id: String(id), action: 'prizes' });
  const publicClock = async (id: number) => {
    const res = await clockFn(new Request('http://localhost/api/night/clock'));
    return ((await res.json()) as NightClock).tournaments.find((t) => t.id === id)!;
  };
  const typed = {
    prizePool: '$10,000.50',
    prizes: [
      { place: 1, amount: '5,300.50' },
      { place: 2, amount: '2,800' },
      { place: 3, amount: '1,900.00' },
      { place: 4, prize: 'A seat at the WSOP' },
    ],
  };
  const saved = [
    { place: 1, amountCents: 530_050, prize: null },
    { place: 2, amountCents: 280_000, prize: null },
    { place: 3, amountCents: 190_000, prize: null },
    { place: 4, amountCents: null, prize: 'A seat at the WSOP' },
  ];

  it('saves the pool and the prizes in cents with an audit row, and the public clock shows them at once', async () => {
    const main = await mainEvent();
    expect(main).toMatchObject({ prizePoolCents: null, prizes: [] });
    const answer = await savePrizes(main.id, typed);
    expect(answer.status).toBe(200);
    expect(answer.body as AdminTournament).toMatchObject({ id: main.id, prizePoolCents: 1_000_050, prizes: saved });
    expect(await mainEvent()).toMatchObject({ prizePoolCents: 1_000_050, prizes: saved });
    expect((await publicClock(main.id)).prizes).toEqual(saved);
    const [audit] = await listAuditEntries(db(), ['night.prizes']);
    expect(audit).toMatchObject({ action: 'night.prizes', target: `tournament:${main.id}`, snapshot: { before: { prizePoolCents: null, prizes: [] }, after: { prizePoolCents: 1_000_050, prizes: saved } } });

    // Cleared: no pool, no prizes.
    expect((await savePrizes(main.id, { prizePool: '', prizes: [] })).body).toMatchObject({ prizePoolCents: null, prizes: [] });
    expect((await publicClock(main.id)).prizes).toEqual([]);
  });

  it('refuses prizes that do not add up to the pool, or a place with nothing, naming the field and changing nothing', async () => {
    const main = await mainEvent();
    await savePrizes(main.id, typed);
    const short = await savePrizes(main.id, { ...typed, prizePool: '10,500' });
    expect(short).toMatchObject({ status: 400, body: { message: 'The prizes add up to $10,000.50; the pool is $10,500.00.', errors: { prizePool: 'The prizes add up to $10,000.50; the pool is $10,500.00.' } } });
    const empty = await savePrizes(main.id, { ...typed, prizes: [...typed.prizes.slice(0, 3), { place: 4, amount: '', prize: '' }] });
    expect(empty).toMatchObject({ status: 400, body: { errors: { 'prizes.3.amount': 'Enter an amount or a named prize for 4th place' } } });
    // A float, not dollars typed: refused.
    expect((await savePrizes(main.id, { prizePool: 10000.5, prizes: [] })).body.errors).toEqual({ prizePool: 'Enter the pool in dollars, for example 1,250 or 1250.00' });
    expect(await mainEvent()).toMatchObject({ prizePoolCents: 1_000_050, prizes: saved });
    expect(await listAuditEntries(db(), ['night.prizes'])).toHaveLength(1);
  });

  it('refuses a change once the results are published, and a tournament that does not exist', async () => {
    const main = await mainEvent();
    await savePrizes(main.id, typed);
    await setTournamentFields(db(), main.id, { resultsPublishedAt: new Date() });
    expect(await savePrizes(main.id, { prizePool: '100', prizes: [{ place: 1, amount: '100' }] })).toMatchObject({ status: 409, body: { message: prizesPublishedMessage } });
    expect(await mainEvent()).toMatchObject({ prizePoolCents: 1_000_050, prizes: saved });
    expect((await savePrizes(999_999, typed)).status).toBe(404);
  });
});
