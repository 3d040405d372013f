import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import myRegistration from '../../netlify/functions/my-registration.mts';
import signOut from '../../netlify/functions/my-registration-sign-out.mts';
import register from '../../netlify/functions/register.mts';
import storePaypal from '../../netlify/functions/store-paypal-registration.mts';
import { issuePersonalLink, registrationForToken } from '../../netlify/lib/registration/personal-link.ts';
import { event } from '../../src/data/event.ts';
import { personalLinkExpiry } from '../../src/domain/personal-links.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, postJson } from './requests.ts';

const tokenOf = (link: string) => link.split('#')[1] ?? '';

describe.each(testDatabases())('personal links on $name', (database) => {
  const db = useTestDatabase(database, 'just-party');
  const newRegistration = async () => (await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-party' }))).body.registrationId as string;

  it('opens its own registration only, through any of its links, and stores no token', async () => {
    const mine = await newRegistration();
    const other = await newRegistration();
    const first = await issuePersonalLink(db(), mine);
    const second = await issuePersonalLink(db(), mine);
    expect(first).toMatch(/^http:\/\/localhost:\d+\/my-registration#[A-Za-z0-9_-]{22}$/);
    expect(second).not.toBe(first);
    const token = (link: string) => link.split('#')[1] ?? '';
    expect((await registrationForToken(db(), token(first)))?.registrationId).toBe(mine);
    expect((await registrationForToken(db(), token(second)))?.registrationId).toBe(mine);
    expect((await registrationForToken(db(), token(await issuePersonalLink(db(), other))))?.registrationId).toBe(other);
    const stored = await db().selectFrom('personalLinks').select('tokenHash').execute();
    expect(stored.map((r) => r.tokenHash)).not.toContain(token(first));
  });

  it('gives nothing for a made-up, malformed or registration-id token', async () => {
    const mine = await newRegistration();
    await issuePersonalLink(db(), mine);
    for (const guess of ['AAAAAAAAAAAAAAAAAAAAAA', '', mine, "' or 1=1 --", 'A'.repeat(5000)]) {
      expect(await registrationForToken(db(), guess)).toBeUndefined();
    }
  });

  it('a link opens its page until 90 days after the event, then nothing', async () => {
    const mine = await newRegistration();
    const link = await issuePersonalLink(db(), mine);
    const row = await db().selectFrom('personalLinks').select('expiresAt').executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBe(personalLinkExpiry(event.upcoming.endDate).getTime());
    expect(new Date(row.expiresAt).toISOString()).toBe('2026-12-25T05:00:00.000Z');
    expect((await postJson(myRegistration, '/api/my-registration', { token: tokenOf(link) })).status).toBe(200);
    await sql`update personal_links set expires_at = now() - interval '1 second'`.execute(db());
    expect(await registrationForToken(db(), tokenOf(link))).toBeUndefined();
    expect((await postJson(myRegistration, '/api/my-registration', { token: tokenOf(link) })).status).toBe(404);
  });

  it('"Sign out all links" ends every link, this one too, and the paid registration\'s payment key stops issuing new ones', async () => {
    // A registration confirmed at once (karl0 covers Just Here to Party): its key answers the success page.
    const registered = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-party', promoCode: 'karl0' }));
    expect(registered.body.paymentStatus).toBe('comped');
    const { registrationId, registrationKey, myRegistrationUrl } = registered.body as { registrationId: string; registrationKey: string; myRegistrationUrl: string };
    const mailed = await issuePersonalLink(db(), registrationId);
    // A link minted through the payment key lives a day only, as the key does.
    const minted = (await postJson(storePaypal, '/api/store-paypal-registration', { registrationKey })).body.myRegistrationUrl as string;
    const short = await db().selectFrom('personalLinks').select('expiresAt').orderBy('createdAt', 'desc').orderBy('tokenHash').execute();
    expect(short.some((r) => new Date(r.expiresAt).getTime() <= Date.now() + 24 * 3600 * 1000 + 5000)).toBe(true);
    for (const link of [myRegistrationUrl, mailed, minted]) expect((await postJson(myRegistration, '/api/my-registration', { token: tokenOf(link) })).status).toBe(200);

    // Four links: the answer's, the confirmation e-mail's, a re-sent one and the one minted through the key.
    const answer = await postJson(signOut, '/api/my-registration/sign-out', { token: tokenOf(mailed) });
    expect(answer).toMatchObject({ status: 200, body: { signedOut: 4, message: expect.stringMatching(/^All links to this page are signed out/) } });
    for (const link of [myRegistrationUrl, mailed, minted]) expect((await postJson(myRegistration, '/api/my-registration', { token: tokenOf(link) })).status).toBe(404);
    // The payment key no longer answers (it would issue a new link), and the same sign-out again opens nothing.
    expect((await postJson(storePaypal, '/api/store-paypal-registration', { registrationKey })).status).toBe(404);
    expect((await postJson(signOut, '/api/my-registration/sign-out', { token: tokenOf(mailed) })).status).toBe(404);
    const audit = await db().selectFrom('adminAudit').select(['actor', 'action', 'target']).where('action', '=', 'registration.links_signed_out').execute();
    expect(audit).toEqual([{ actor: 'registrant', action: 'registration.links_signed_out', target: registrationId }]);
    // A new link sent to the registrant's address opens the page again.
    expect((await postJson(myRegistration, '/api/my-registration', { token: tokenOf(await issuePersonalLink(db(), registrationId)) })).status).toBe(200);
  });

  it('a replayed comped registration gets no new link once its links are signed out', async () => {
    const form = attendeePayload({ registrationType: 'just-party', promoCode: 'karl0', submissionKey: crypto.randomUUID().replaceAll('-', '') });
    const first = await postJson(register, '/api/register', form);
    expect(first.body.paymentStatus).toBe('comped');
    expect((await postJson(signOut, '/api/my-registration/sign-out', { token: tokenOf(first.body.myRegistrationUrl) })).status).toBe(200);
    const again = await postJson(register, '/api/register', form);
    expect(again).toMatchObject({ status: 201, body: { registrationId: first.body.registrationId, paymentStatus: 'comped' } });
    expect(again.body.myRegistrationUrl).toBeUndefined();
    expect(await db().selectFrom('personalLinks').select('tokenHash').where('registrationId', '=', first.body.registrationId).execute()).toEqual([]);
  });

  it('signing out the links of an unpaid registration keeps its payment key (a payment on its way is matched with it)', async () => {
    const registered = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-party' }));
    const link = await issuePersonalLink(db(), registered.body.registrationId);
    // This link and the one the "finish paying" e-mail carries.
    expect((await postJson(signOut, '/api/my-registration/sign-out', { token: tokenOf(link) })).body.signedOut).toBe(2);
    const stored = await postJson(storePaypal, '/api/store-paypal-registration', { registrationKey: registered.body.registrationKey });
    expect(stored).toMatchObject({ status: 200, body: { paymentStatus: 'pending' } });
    expect(stored.body.myRegistrationUrl).toBeUndefined();
  });

  it('sign-out refuses a token that opens nothing, and bad input, without a 500', async () => {
    for (const body of [{ token: 'AAAAAAAAAAAAAAAAAAAAAA' }, { token: '' }, {}, { token: 'x'.repeat(5000) }]) {
      expect([400, 404]).toContain((await postJson(signOut, '/api/my-registration/sign-out', body)).status);
    }
  });
});
