// Code sign-in (app or recovery codes) under guessing: one client that knows a member's address
// cannot lock the member out, guessing from many clients is still capped per account, and the
// member hears about it by e-mail once per window.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, insertRecoveryCodes } from '../../db/repositories/team.ts';
import codeLogin from '../../netlify/functions/admin-login-code.mts';
import { sha256Hex as hashSecret } from '../../netlify/lib/platform/hash.ts';
import { newTotpSecret } from '../../netlify/lib/team/totp.ts';
import { useLocalAdminEnv } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { deliveredMails } from './delivered-mail.ts';
import { send, totpCode } from './team-support.ts';

/** A 6-digit code that is not the account's (current, previous or next step). */
function wrongCode(secret: string, n: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const good = new Set([-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: Date.now() + d })));
  for (let i = n; ; i++) {
    const code = String(100000 + ((i * 7919) % 900000));
    if (!good.has(code)) return code;
  }
}

describe.each(testDatabases())('code sign-in under guessing on $name', (database) => {
  const db = useTestDatabase(database);
  beforeEach(() => {
    useLocalAdminEnv();
    delete process.env.SMTP_URL;
    process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'woop-code-mail-'));
  });

  async function member(email = 'dana@example.com', recoveryCode = `${email.slice(0, 4)}-efgh-jkmn`) {
    const secret = newTotpSecret();
    const id = randomUUID();
    await insertAccount(db(), { id, name: 'Dana Door', email, role: 'door', accessFrom: null, accessUntil: null, totpSecret: secret });
    await insertRecoveryCodes(db(), id, [hashSecret(recoveryCode)]);
    return { id, secret };
  }
  const code = (email: string, value: string, ip: string) => send(codeLogin, 'POST', '/api/admin/login/code', { body: { email, code: value }, ip });
  const warnings = () => db().selectFrom('mailOutbox').select(['toAddress', 'subject', 'textBody']).where('kind', '=', 'team_code_guessing').execute();

  it('keeps the member able to sign in while one client guesses their codes, and tells them once', async () => {
    const { secret } = await member('dana@example.com', 'abcd-efgh-jkmn');
    const attacker = '198.51.100.66';
    for (let i = 0; i < 5; i++) expect((await code('dana@example.com', wrongCode(secret, i), attacker)).status).toBe(401);
    // The guessing client is held off for this account ...
    const held = await code('dana@example.com', wrongCode(secret, 5), attacker);
    expect(held.status).toBe(429);
    expect(held.body.message).toMatch(/Too many attempts/);
    // ... the member's recovery code and app code still work from their own phone.
    expect((await code('dana@example.com', 'ABCD-EFGH-JKMN', '203.0.113.20')).status).toBe(200);
    expect((await code('dana@example.com', totpCode(secret), '203.0.113.21')).status).toBe(200);

    // One warning however long the guessing goes on in the window.
    for (let i = 6; i < 9; i++) expect((await code('dana@example.com', wrongCode(secret, i), attacker)).status).toBe(429);
    const sent = await warnings();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ toAddress: 'dana@example.com', subject: expect.stringMatching(/sign-in codes/i) });
    expect(sent[0]!.textBody).toContain('passkey');
    expect(deliveredMails('dana@example.com')).toHaveLength(1);
  });

  it('caps guessing from many clients per account, whatever the clients, and warns the member', async () => {
    const { secret } = await member();
    // 30 wrong codes an hour for one account, from six clients of five each (side by side) ...
    const statuses = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (client) => {
        const seen = [];
        for (let i = 0; i < 5; i++) seen.push((await code('dana@example.com', wrongCode(secret, client * 10 + i), `192.0.2.${client}`)).status);
        return seen;
      }),
    );
    expect(statuses.flat()).toEqual(Array(30).fill(401));
    // ... then every client is held off for this account (the right code too), and only for it.
    expect((await code('dana@example.com', wrongCode(secret, 99), '192.0.2.77')).status).toBe(429);
    expect((await code('dana@example.com', totpCode(secret), '192.0.2.78')).status).toBe(429);
    const other = await member('oscar@example.com');
    expect((await code('oscar@example.com', totpCode(other.secret), '192.0.2.77')).status).toBe(200);
    expect((await warnings()).map((w) => w.toAddress)).toEqual(['dana@example.com']);
  });

  it('mails nobody for an address that is not on the team', async () => {
    for (let i = 0; i < 7; i++) await code('stranger@example.com', String(123450 + i), '198.51.100.67');
    expect((await code('stranger@example.com', '123499', '198.51.100.67')).status).toBe(429);
    expect(await warnings()).toEqual([]);
  });
});
