// A door volunteer limited to event days: accepting the invitation before those days opens no
// session, and every check-in request of a door session outside its days is refused (whatever
// opened the session), while a door on its day works as before.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertRegistration } from '../../db/repositories/registrations.ts';
import { insertAccount, insertSession } from '../../db/repositories/team.ts';
import checkIn from '../../netlify/functions/admin-check-in.mts';
import checkInCount from '../../netlify/functions/admin-check-in-count.mts';
import search from '../../netlify/functions/admin-check-in-search.mts';
import login from '../../netlify/functions/admin-login.mts';
import team from '../../netlify/functions/admin-team.mts';
import { signAdminToken } from '../../netlify/lib/team/token.ts';
import { signedCheckInPayload } from '../../netlify/lib/check-in/check-in-code.ts';
import { newRegistrationId } from '../../netlify/lib/platform/ids.ts';
import { eventDay } from '../../src/data/event-day.ts';
import { venueDay as localDate } from '../../src/domain/venue-time.ts';
import { adminPassword, registration, tokenSecret, useLocalAdminEnv } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { lastDelivered } from './delivered-mail.ts';
import { invitationStep, send, signedIn, totpCode } from './team-support.ts';

const venueDay = (days: number) => localDate(new Date(Date.now() + days * 86_400_000), eventDay.timeZone);
const notToday = 'Your access is limited to the event days: you cannot sign in today.';

describe.each(testDatabases())('door days on $name', (database) => {
  const db = useTestDatabase(database);
  beforeEach(() => {
    useLocalAdminEnv();
    delete process.env.SMTP_URL;
    process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'woop-door-mail-'));
  });

  async function paidRegistrant() {
    const row = registration({ registrationId: newRegistrationId(), firstName: 'Jolene', lastName: 'Broussard', paymentStatus: 'paid', paidCents: 245000, paidAt: new Date() });
    await insertRegistration(db(), row);
    return row.registrationId;
  }

  /** Every check-in request a door makes, with `token`: their statuses. */
  async function doorRequests(token: string | null, id: string) {
    const code = signedCheckInPayload(id);
    return {
      search: (await send(search, 'GET', '/api/admin/check-in?q=Jolene', { token })).status,
      count: (await send(checkInCount, 'GET', '/api/admin/check-in-count', { token })).status,
      lookUp: (await send(checkIn, 'GET', '/api/admin/check-in/x', { token, params: { code } })).status,
      mark: (await send(checkIn, 'POST', '/api/admin/check-in/x', { token, params: { code: id } })).status,
      undo: (await send(checkIn, 'DELETE', '/api/admin/check-in/x', { token, params: { code: id } })).status,
    };
  }

  it('creates the account of a door invited for later days without opening a session', async () => {
    const id = await paidRegistrant();
    const owner = (await send(login, 'POST', '/api/admin/login', { body: { password: adminPassword } })).body.token as string;
    expect((await send(team, 'POST', '/api/admin/team', { token: owner, body: { name: 'Dana Door', email: 'dana@example.com', role: 'door', accessFrom: venueDay(2), accessUntil: venueDay(3) } })).status).toBe(201);
    const token = /\/admin\/invitation#([A-Za-z0-9_-]+)/.exec(lastDelivered('dana@example.com').text)![1]!;
    const step = invitationStep;
    const options = await step('totp-options', { token });
    const joined = await step('totp', { token, challengeId: options.body.challengeId, code: totpCode(options.body.secret) });

    // Joined (the recovery codes are shown once), but no session before the first day.
    expect(joined.status).toBe(200);
    expect(joined.body.recoveryCodes).toHaveLength(10);
    expect(joined.body.token).toBeNull();
    expect(joined.body.message).toContain(venueDay(2));
    const account = await db().selectFrom('adminAccounts').select('id').where('email', '=', 'dana@example.com').executeTakeFirstOrThrow();
    expect(await db().selectFrom('adminSessions').select('id').where('accountId', '=', account.id).execute()).toEqual([]);
    // Whatever a client does with the answer, the check-in list stays closed to it.
    const searched = await send(search, 'GET', '/api/admin/check-in?q=Jolene', { token: joined.body.token });
    expect(searched.status).toBe(401);
    expect((await doorRequests(joined.body.token, id)).search).toBe(401);
  });

  it('refuses every check-in request of a door session outside its days, and serves a door on its day', async () => {
    const id = await paidRegistrant();
    const door = async (from: string, until: string) => {
      const accountId = randomUUID();
      await insertAccount(db(), { id: accountId, name: 'Dana Door', email: `dana-${accountId.slice(0, 6)}@example.com`, role: 'door', accessFrom: from, accessUntil: until, totpSecret: null });
      return accountId;
    };
    // A session row outside the days, however it came to be (opened before this check, or a day
    // that ended while the row lived): the row alone must not let the door in.
    const later = await door(venueDay(2), venueDay(3));
    const sessionId = randomUUID();
    await insertSession(db(), { id: sessionId, accountId: later, method: 'totp', device: 'iPhone · Safari', expiresAt: new Date(Date.now() + 3600_000) });
    const stale = await signAdminToken(new TextEncoder().encode(tokenSecret), { tokenId: sessionId, lifetimeSeconds: 3600 });
    expect(await doorRequests(stale, id)).toEqual({ search: 403, count: 403, lookUp: 403, mark: 403, undo: 403 });
    expect((await send(search, 'GET', '/api/admin/check-in?q=Jolene', { token: stale })).body).toEqual({ message: notToday });
    expect((await db().selectFrom('registrations').select('checkedInAt').where('registrationId', '=', id).executeTakeFirstOrThrow()).checkedInAt).toBeNull();
    // Days that are over, likewise.
    const earlier = await door(venueDay(-3), venueDay(-2));
    const pastId = randomUUID();
    await insertSession(db(), { id: pastId, accountId: earlier, method: 'totp', device: 'iPhone · Safari', expiresAt: new Date(Date.now() + 3600_000) });
    expect((await doorRequests(await signAdminToken(new TextEncoder().encode(tokenSecret), { tokenId: pastId, lifetimeSeconds: 3600 }), id)).search).toBe(403);

    // Today is one of the days: everything works.
    const today = await signedIn(await door(venueDay(0), venueDay(1)));
    expect(await doorRequests(today, id)).toEqual({ search: 200, count: 200, lookUp: 200, mark: 200, undo: 200 });
  });
});
