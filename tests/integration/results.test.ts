// Publishing a tournament's results and reading them back, on PGlite, PostgreSQL, PgBouncer and the
// Neon driver: a tournament still running (or never played) is refused and nothing changes; the
// published standings put the winner first, show ties, split the tied places' prizes to the cent and
// name each player as they chose; publishing again replaces the snapshot; a player's later change of
// listing reaches it; GET /api/results answers the newest edition, any edition asked for, 400 for an
// edition that is not a year and 404 for one without results, and keeps a past edition once the next
// edition's tournaments exist; the export's cells are typed and its text cannot become a formula.
// The eliminations themselves are another module's: the players out are written here as it writes them.
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewRegistration } from '../../db/database.ts';
import { insertRegistration } from '../../db/repositories/registrations.ts';
import { insertSeat, insertTournament, listTournaments, setTournamentFields } from '../../db/repositories/tournaments.ts';
import checkIn from '../../netlify/functions/admin-check-in.mts';
import deleteRegistrationFn from '../../netlify/functions/admin-registration-delete.mts';
import exportResults from '../../netlify/functions/admin-export-results.mts';
import myRegistration from '../../netlify/functions/my-registration.mts';
import { issuePersonalLink } from '../../netlify/lib/registration/personal-link.ts';
import nightAction from '../../netlify/functions/admin-night-action.mts';
import night from '../../netlify/functions/admin-night.mts';
import results from '../../netlify/functions/results.mts';
import { relistPlayer } from '../../netlify/lib/night/results.ts';
import { localCdn } from '../../netlify/lib/platform/cdn-cache.ts';
import { newRegistrationId } from '../../netlify/lib/platform/ids.ts';
import { event } from '../../src/data/event.ts';
import type { AdminNight, AdminTournament, EditionResults, Prize } from '../../src/domain/tournament/contract.ts';
import { readWorkbook, registration, request, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { postJson } from './requests.ts';

type Handler = (req: Request, ctx: { params: Record<string, string> }) => Promise<Response>;
const year = event.upcoming.year;

describe.each(testDatabases({ pooled: true }))('published results on $name', (database) => {
  const db = useTestDatabase(database);
  beforeEach(() => useLocalAdminEnv());

  const call = async (fn: Handler, path: string, method = 'GET', params: Record<string, string> = {}) => {
    const res = await fn(request(path, { method, token: await validToken() }), { params });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  const tournaments = async () => ((await call(night, '/api/admin/night')).body as AdminNight).tournaments;
  const mainEvent = async () => (await tournaments()).find((t) => t.kind === 'main-event')!;
  const publish = (id: number) => call(nightAction, `/api/admin/night/${id}/publish`, 'POST', { id: String(id), action: 'publish' });
  const readResults = async (query = '') => {
    const res = await results(new Request(`http://localhost/api/results${query}`), { params: {} } as never);
    return { status: res.status, body: await res.json(), headers: res.headers };
  };

  async function player(overrides: Partial<NewRegistration>): Promise<string> {
    const row = registration({ registrationId: newRegistrationId(), registrationType: 'just-main-event', paymentStatus: 'paid', paidCents: 220000, paidAt: new Date(), ...overrides });
    await insertRegistration(db(), row);
    return row.registrationId;
  }

  /** Seats the players at table 1 in order; then each of `out` goes out with its place and hand, as an elimination writes it. */
  async function play(tournamentId: number, players: string[], out: { id: string; place: number; hand: number }[]): Promise<void> {
    for (const [i, id] of players.entries()) await insertSeat(db(), { tournamentId, registrationId: id, tableNo: 1, seatNo: i + 1, seatedBy: null });
    for (const o of out) {
      const seatNo = players.indexOf(o.id) + 1;
      await db()
        .updateTable('tournamentSeats')
        .set({ tableNo: null, seatNo: null, finishPlace: o.place, handNo: o.hand, outAt: new Date(), outBy: 'floor', outTableNo: 1, outSeatNo: seatNo })
        .where('tournamentId', '=', tournamentId)
        .where('registrationId', '=', o.id)
        .execute();
    }
  }

  const setPrizes = (id: number, prizes: Prize[]) =>
    setTournamentFields(db(), id, { prizes: JSON.stringify(prizes), prizePoolCents: prizes.reduce((sum, p) => sum + (p.amountCents ?? 0), 0) });

  /** Six players: Ann wins; Ben second (name only); Cy and Di out in one hand, tied third; Ed fifth (not named); Flo sixth. */
  async function sixPlayers(tournamentId: number) {
    const ids = {
      ann: await player({ firstName: 'Ann', lastName: 'Guidry', company: 'Bayou Minerals' }),
      ben: await player({ firstName: 'Ben', lastName: 'Hebert', company: 'Gulf Pipe', resultsListing: 'name' }),
      cy: await player({ firstName: 'Cy', lastName: 'Arceneaux', company: '=HYPERLINK("http://evil.example","x")' }),
      di: await player({ firstName: 'Di', lastName: 'Broussard', company: null }),
      ed: await player({ firstName: 'Ed', lastName: 'Fontenot', company: 'Secret Oil', resultsListing: 'hidden' }),
      flo: await player({ firstName: 'Flo', lastName: 'Landry', company: 'Delta Energy' }),
    };
    await play(tournamentId, Object.values(ids), [
      { id: ids.flo, place: 6, hand: 10 },
      { id: ids.ed, place: 5, hand: 20 },
      { id: ids.cy, place: 3, hand: 30 },
      { id: ids.di, place: 3, hand: 30 },
      { id: ids.ben, place: 2, hand: 40 },
    ]);
    await setPrizes(tournamentId, [
      { place: 1, amountCents: 500000, prize: null },
      { place: 2, amountCents: 300000, prize: null },
      { place: 3, amountCents: 150000, prize: null },
      { place: 4, amountCents: 50001, prize: null },
      { place: 5, amountCents: null, prize: 'Seat at the 2027 Main Event' },
    ]);
    return ids;
  }

  const standings = [
    { place: 1, tied: false, name: 'Ann Guidry', company: 'Bayou Minerals', prize: '$5,000.00' },
    { place: 2, tied: false, name: 'Ben Hebert', company: null, prize: '$3,000.00' },
    // Third and fourth shared: $2,000.01, the odd cent to the first in the standings' order.
    { place: 3, tied: true, name: 'Cy Arceneaux', company: '=HYPERLINK("http://evil.example","x")', prize: '$1,000.01' },
    { place: 3, tied: true, name: 'Di Broussard', company: null, prize: '$1,000.00' },
    { place: 5, tied: false, name: 'A player', company: null, prize: 'Seat at the 2027 Main Event' },
    { place: 6, tied: false, name: 'Flo Landry', company: 'Delta Energy', prize: null },
  ];

  it('refuses to publish a tournament still running, or one nobody played, and changes nothing', async () => {
    const main = await mainEvent();
    expect(await publish(main.id)).toMatchObject({ status: 409, body: { message: 'Nobody has played this tournament: there are no results to publish.' } });
    const [a, b, c] = [await player({}), await player({}), await player({})];
    await play(main.id, [a, b, c], [{ id: c, place: 3, hand: 1 }]);
    expect(await publish(main.id)).toMatchObject({ status: 409, body: { message: 'The tournament is still running: 2 players left.' } });
    expect(await db().selectFrom('publishedResults').selectAll().execute()).toEqual([]);
    expect((await mainEvent()).resultsPublishedAt).toBeNull();
    expect(await db().selectFrom('adminAudit').select('action').where('action', '=', 'night.publish').execute()).toEqual([]);
    expect((await readResults()).body).toEqual({ edition: null, editions: [], tournaments: [] });
  });

  it('publishes the standings: the winner first, ties, the tied places\' prizes split to the cent, each player as they chose', async () => {
    const main = await mainEvent();
    await sixPlayers(main.id);
    // Whatever the CDN holds of the results goes once they are published.
    localCdn.entries.set('/api/results', { body: new ArrayBuffer(0), headers: [], tags: ['results'], freshUntil: Date.now() + 5000, staleUntil: Date.now() + 10000 });
    const published = await publish(main.id);
    expect(published.status).toBe(200);
    expect((published.body as AdminTournament).resultsPublishedAt).not.toBeNull();
    expect(localCdn.entries.has('/api/results')).toBe(false);

    const answer = await readResults();
    expect(answer.headers.get('netlify-cache-tag')).toBe('results');
    expect(answer.headers.get('netlify-vary')).toBe('query=edition');
    const body = answer.body as EditionResults;
    expect(body).toMatchObject({ edition: year, editions: [year] });
    expect(body.tournaments).toEqual([{ kind: 'main-event', name: 'Main Event', entries: 6, publishedAt: (published.body as AdminTournament).resultsPublishedAt, standings }]);
    // Nothing of a player beyond what they agreed to: no ids, e-mails or hidden names.
    expect(JSON.stringify(body)).not.toMatch(/WOOP-|@|Fontenot|Secret Oil|Gulf Pipe/);
    expect(await db().selectFrom('adminAudit').select('action').where('action', '=', 'night.publish').execute()).toHaveLength(1);
  });

  it('once published, the tournament is history: the winner’s seat leaves their page and the door seats a late arrival in no finished tournament', async () => {
    const main = await mainEvent();
    const ids = await sixPlayers(main.id);
    const seatsOf = async (id: string) => (await postJson(myRegistration, '/api/my-registration', { token: (await issuePersonalLink(db(), id)).split('#')[1]! })).body.seats;
    expect(await seatsOf(ids.ann)).toEqual([{ tournament: 'Main Event', table: 1, seat: 1 }]);
    expect((await publish(main.id)).status).toBe(200);
    expect(await seatsOf(ids.ann)).toEqual([]);
    const late = await player({ firstName: 'Lee', lastName: 'Late' });
    const card = await call(checkIn, `/api/admin/check-in/${late}`, 'POST', { code: late });
    expect(card.status).toBe(200);
    expect(card.body.card.seats).toEqual([]);
    expect((await mainEvent()).entries).toBe(6);
  });

  it('takes published results down for a correction (the site shows none meanwhile), then publishes again', async () => {
    const main = await mainEvent();
    await sixPlayers(main.id);
    expect((await publish(main.id)).status).toBe(200);
    const withdraw = () => call(nightAction, `/api/admin/night/${main.id}/withdraw`, 'POST', { id: String(main.id), action: 'withdraw' });
    const down = await withdraw();
    expect(down.status).toBe(200);
    expect((down.body as AdminTournament).resultsPublishedAt).toBeNull();
    expect((await readResults()).body).toEqual({ edition: null, editions: [], tournaments: [] });
    expect(await db().selectFrom('publishedResults').selectAll().execute()).toEqual([]);
    expect(await withdraw()).toMatchObject({ status: 409, body: { message: 'The results of this tournament are not published.' } });
    // The prizes can change again, and a new publish shows them.
    const prizes = call(nightAction, `/api/admin/night/${main.id}/prizes`, 'POST', { id: String(main.id), action: 'prizes' });
    expect((await prizes).status).not.toBe(409);
    expect((await publish(main.id)).status).toBe(200);
    expect(((await readResults()).body as EditionResults).tournaments[0]!.standings).toHaveLength(6);
    expect(await db().selectFrom('adminAudit').select('action').where('action', '=', 'night.withdraw').execute()).toHaveLength(1);
  });

  it('keeps the place of a registration deleted after the results, without the person’s name', async () => {
    const main = await mainEvent();
    const ids = await sixPlayers(main.id);
    expect((await publish(main.id)).status).toBe(200);
    const removed = await deleteRegistrationFn(request(`/api/admin/registrations/${ids.ann}`, { method: 'DELETE', token: await validToken() }), { params: { registrationId: ids.ann } });
    expect(removed.status).toBe(200);
    const first = ((await readResults()).body as EditionResults).tournaments[0]!.standings[0];
    expect(first).toEqual({ place: 1, tied: false, name: 'A player', company: null, prize: '$5,000.00' });
  });

  it('publishes again after a correction, replacing the snapshot; a player who changes their listing is shown as they now chose', async () => {
    const main = await mainEvent();
    const ids = await sixPlayers(main.id);
    await publish(main.id);
    // A correction: Cy and Di were not tied after all (Di had the larger stack), and the pool changed.
    await db().updateTable('tournamentSeats').set({ finishPlace: 4 }).where('registrationId', '=', ids.cy).execute();
    await setPrizes(main.id, [{ place: 1, amountCents: 600000, prize: null }]);
    expect((await publish(main.id)).status).toBe(200);
    const shown = ((await readResults()).body as EditionResults).tournaments[0]!.standings;
    expect(shown.map((s) => [s.place, s.tied, s.name, s.prize])).toEqual([
      [1, false, 'Ann Guidry', '$6,000.00'],
      [2, false, 'Ben Hebert', null],
      [3, false, 'Di Broussard', null],
      [4, false, 'Cy Arceneaux', null],
      [5, false, 'A player', null],
      [6, false, 'Flo Landry', null],
    ]);
    expect(await db().selectFrom('publishedResults').select('rowNo').where('tournamentId', '=', main.id).execute()).toHaveLength(6);

    // Ann would rather not be named; Ed now agrees to his name and company.
    await db().updateTable('registrations').set({ resultsListing: 'hidden' }).where('registrationId', '=', ids.ann).execute();
    await db().updateTable('registrations').set({ resultsListing: 'name-and-company' }).where('registrationId', '=', ids.ed).execute();
    const stranger = await player({ firstName: 'Never', lastName: 'Played' });
    const relisted = await db().transaction().execute(async (trx) => [await relistPlayer(trx, ids.ann), await relistPlayer(trx, ids.ed), await relistPlayer(trx, stranger)]);
    // True for a player with published results: the caller purges the CDN's copy after its commit.
    expect(relisted).toEqual([true, true, false]);
    const shownNow = ((await readResults()).body as EditionResults).tournaments[0]!.standings;
    expect(shownNow[0]).toMatchObject({ place: 1, name: 'A player', company: null, prize: '$6,000.00' });
    expect(shownNow[4]).toMatchObject({ place: 5, name: 'Ed Fontenot', company: 'Secret Oil' });
  });

  it('answers the newest edition, any edition asked for, 400 naming the edition, 404 for an edition without results; a past edition stays', async () => {
    // Last year's Main Event, published before this edition's tournaments exist.
    const values = { name: 'Main Event', startsAt: new Date(`${year - 1}-09-25T18:00:00Z`), tableCount: 1, seatsPerTable: 10, startingStack: 20000, entitlingLevelIds: ['just-main-event'], structure: [{ kind: 'level' as const, smallBlind: 100, bigBlind: 200, ante: 0, minutes: 20 }] };
    await insertTournament(db(), year - 1, 'main-event', values);
    const past = (await listTournaments(db(), year - 1))[0]!;
    const [winner, second] = [await player({ firstName: 'Jake', lastName: 'Thibodeaux', company: 'Bayou Minerals & Royalties' }), await player({})];
    await play(past.id, [winner, second], [{ id: second, place: 2, hand: 1 }]);
    expect((await publish(past.id)).status).toBe(200);

    // This edition's tournaments now exist, none published: last year's results are still the newest.
    const main = await mainEvent();
    expect((await readResults()).body).toMatchObject({ edition: year - 1, editions: [year - 1], tournaments: [{ name: 'Main Event', standings: [{ place: 1, name: 'Jake Thibodeaux', company: 'Bayou Minerals & Royalties' }, { place: 2 }] }] });

    await sixPlayers(main.id);
    await publish(main.id);
    expect((await readResults()).body).toMatchObject({ edition: year, editions: [year, year - 1] });
    expect((await readResults(`?edition=${year - 1}`)).body).toMatchObject({ edition: year - 1, editions: [year, year - 1], tournaments: [{ entries: 2 }] });
    const bad = await readResults('?edition=last');
    expect(bad).toMatchObject({ status: 400, body: { message: 'The edition must be a year, like 2025: "last" is not one.', errors: { edition: 'The edition must be a year, like 2025: "last" is not one.' } } });
    expect(await readResults('?edition=1999')).toMatchObject({ status: 404, body: { message: 'No results are published for 1999.' } });
  });

  it('exports an edition\'s results with typed cells, text that cannot become a formula, and refuses an edition without results', async () => {
    const download = async (query: string) => exportResults(request(`/api/admin/export/results${query}`, { token: await validToken() }), { params: {} });
    expect(await (await download('')).json()).toEqual({ message: 'No results are published yet.' });
    const main = await mainEvent();
    await sixPlayers(main.id);
    await publish(main.id);

    const response = await download(`?edition=${year}`);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="WOOP_Results_${year}.xlsx"`);
    const sheet = await readWorkbook(response);
    const rowValues = (row: number) => [1, 2, 3, 4, 5, 6, 7].map((column) => sheet.getRow(row).getCell(column).value);
    expect(rowValues(1)).toEqual(['Tournament', 'Place', 'Tied', 'Name', 'Company', 'Prize', 'Amount (USD)']);
    expect(sheet.actualRowCount).toBe(7);
    expect(rowValues(2)).toEqual(['Main Event', 1, 'No', 'Ann Guidry', 'Bayou Minerals', '$5,000.00', 5000]);
    const amount = sheet.getRow(4).getCell(7);
    expect([amount.type, amount.value, amount.numFmt]).toEqual([ExcelJS.ValueType.Number, 1000.01, '"$"#,##0.00']);
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Number);
    const company = sheet.getRow(4).getCell(5);
    expect([rowValues(4)[2], company.type, company.formula, company.value]).toEqual(['Yes', ExcelJS.ValueType.String, undefined, '=HYPERLINK("http://evil.example","x")']);
    expect(rowValues(6)).toEqual(['Main Event', 5, 'No', 'A player', null, 'Seat at the 2027 Main Event', null]);

    expect((await download('?edition=1999')).status).toBe(404);
    expect((await download('?edition=x')).status).toBe(400);
  });
});
