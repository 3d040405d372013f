// The player's choice of how the published results show them: made at registration (name and
// company when they say nothing), changed on their personal page (its link only, a bad value
// refused naming the field, an audit row), and, once results are published, the published rows
// rewritten at once; the personal page shows the player's places once published.
import { describe, expect, it } from 'vitest';
import myRegistration from '../../netlify/functions/my-registration.mts';
import changeListing from '../../netlify/functions/my-registration-results-listing.mts';
import register from '../../netlify/functions/register.mts';
import results from '../../netlify/functions/results.mts';
import { localCdn } from '../../netlify/lib/platform/cdn-cache.ts';
import { editionTournaments } from '../../netlify/lib/night/tournaments.ts';
import { relistPlayer } from '../../netlify/lib/night/results.ts';
import { issuePersonalLink } from '../../netlify/lib/registration/personal-link.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, postJson } from './requests.ts';

describe.each(testDatabases({ pooled: true }))('the results listing on $name', (database) => {
  const db = useTestDatabase(database, 'all-in');

  async function registerOne(overrides: Record<string, unknown> = {}) {
    const answer = await postJson(register, '/api/register', attendeePayload({ email: `${crypto.randomUUID()}@example.com`, ...overrides }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const registrationId = answer.body.registrationId as string;
    const token = (await issuePersonalLink(db(), registrationId)).split('#')[1]!;
    return { registrationId, token };
  }
  const listingOf = async (registrationId: string) =>
    (await db().selectFrom('registrations').select('resultsListing').where('registrationId', '=', registrationId).executeTakeFirstOrThrow()).resultsListing;

  /** The Main Event, published, with `registrationId` in 3rd place (as the results' publishing writes it). */
  async function publishThird(registrationId: string, row: { name: string; company: string | null }) {
    const main = (await editionTournaments(db())).find((t) => t.kind === 'main-event')!;
    await db().updateTable('tournaments').set({ resultsPublishedAt: new Date() }).where('id', '=', main.id).execute();
    await db()
      .insertInto('publishedResults')
      .values([
        { tournamentId: main.id, rowNo: 1, place: 1, registrationId: null, name: 'Someone Else', company: null, prize: '$5,000.00', amountCents: 500000 },
        { tournamentId: main.id, rowNo: 3, place: 3, registrationId, ...row, prize: '$1,250.00', amountCents: 125000 },
      ])
      .execute();
    return main;
  }

  it('stores the choice made at registration, and name and company when none is made', async () => {
    const none = await registerOne();
    expect(await listingOf(none.registrationId)).toBe('name-and-company');
    for (const choice of ['name-and-company', 'name', 'hidden'] as const) {
      const made = await registerOne({ resultsListing: choice });
      expect(await listingOf(made.registrationId)).toBe(choice);
    }
    const bad = await postJson(register, '/api/register', attendeePayload({ email: 'bad@example.com', resultsListing: 'initials' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ resultsListing: 'Please choose how your name appears in the published results' });
  });

  it('changes on the personal page with its link only, refuses a bad value naming the field, and keeps an audit row', async () => {
    const { registrationId, token } = await registerOne();
    const view = await postJson(myRegistration, '/api/my-registration', { token });
    expect(view.body).toMatchObject({ resultsListing: 'name-and-company', results: [] });

    const changed = await postJson(changeListing, '/api/my-registration/results-listing', { token, resultsListing: 'name' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ registrationId, resultsListing: 'name' });
    expect(await listingOf(registrationId)).toBe('name');
    const audit = await db().selectFrom('adminAudit').select(['actor', 'action', 'snapshot']).where('target', '=', registrationId).where('action', '=', 'registration.results_listing').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'registrant' });
    expect(typeof audit[0]!.snapshot === 'string' ? JSON.parse(audit[0]!.snapshot) : audit[0]!.snapshot).toEqual({ before: 'name-and-company', after: 'name' });

    const bad = await postJson(changeListing, '/api/my-registration/results-listing', { token, resultsListing: 'initials' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['resultsListing']);
    expect((await postJson(changeListing, '/api/my-registration/results-listing', { token })).body.errors).toHaveProperty('resultsListing');

    for (const body of [{ resultsListing: 'hidden' }, { token: 'A'.repeat(22), resultsListing: 'hidden' }]) {
      const refused = await postJson(changeListing, '/api/my-registration/results-listing', body);
      expect([400, 404]).toContain(refused.status);
      expect(refused.body.errors).toHaveProperty('token');
    }
    expect(await listingOf(registrationId)).toBe('name');
  });

  it('rewrites the published rows of a player who changes their choice, and shows their place on the personal page', async () => {
    const { registrationId, token } = await registerOne({ firstName: 'Rhonda', lastName: 'Results', company: 'Sabine Pipe' });
    await publishThird(registrationId, { name: 'Rhonda Results', company: 'Sabine Pipe' });

    const view = await postJson(myRegistration, '/api/my-registration', { token });
    expect(view.body.results).toEqual([{ tournament: 'Main Event', place: 3, tied: false, prize: '$1,250.00' }]);

    const rowOf = () => db().selectFrom('publishedResults').select(['name', 'company']).where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
    // The public results as the CDN holds them: dropped once the change is committed.
    localCdn.entries.set('/api/results', { body: new ArrayBuffer(0), headers: [], tags: ['results'], freshUntil: Date.now() + 5000, staleUntil: Date.now() + 10000 });
    const hidden = await postJson(changeListing, '/api/my-registration/results-listing', { token, resultsListing: 'hidden' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.results).toHaveLength(1);
    expect(await rowOf()).toEqual({ name: 'A player', company: null });
    expect(localCdn.entries.has('/api/results')).toBe(false);
    const shown = await (await results(new Request('http://localhost/api/results'), { params: {} } as never)).json();
    expect(shown.tournaments[0].standings[1]).toMatchObject({ place: 3, name: 'A player', company: null });
    await postJson(changeListing, '/api/my-registration/results-listing', { token, resultsListing: 'name' });
    expect(await rowOf()).toEqual({ name: 'Rhonda Results', company: null });
    // Nobody else's row changes.
    expect((await db().selectFrom('publishedResults').select('name').where('rowNo', '=', 1).executeTakeFirstOrThrow()).name).toBe('Someone Else');
  });

  it('relistPlayer rewrites the published rows with the registration\'s choice', async () => {
    const { registrationId } = await registerOne({ firstName: 'Reed', lastName: 'Relist', company: 'Calcasieu Gas', resultsListing: 'hidden' });
    await publishThird(registrationId, { name: 'Reed Relist', company: 'Calcasieu Gas' });
    await relistPlayer(db(), registrationId);
    expect(await db().selectFrom('publishedResults').select(['name', 'company']).where('registrationId', '=', registrationId).executeTakeFirstOrThrow()).toEqual({ name: 'A player', company: null });
  });
});
