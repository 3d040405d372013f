import { describe, expect, it } from 'vitest';
import register from '../../netlify/functions/register.mts';
import { issuePersonalLink, registrationForToken } from '../../netlify/lib/personal-link.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, postJson } from './requests.ts';

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
});
