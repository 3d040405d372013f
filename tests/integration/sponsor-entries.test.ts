// Sponsor player entries: a paid sponsorship is issued its level's entries as single-use
// codes (and e-mailed them), a code registers one player with the level price covered and records
// the sponsor, is spent exactly once under concurrency, follows the single-use promo codes' holds,
// and a refunded sponsorship's unused codes stop working. On PGlite, PostgreSQL, PgBouncer in
// transaction mode and the Neon driver (the last three when configured).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPaymentEvent } from '../../db/repositories/payments.ts';
import { listSponsorEntries } from '../../db/repositories/sponsor-entries.ts';
import checkPromo from '../../netlify/functions/check-promo-code.mts';
import register from '../../netlify/functions/register.mts';
import sponsorEntries from '../../netlify/functions/sponsor-entries.mts';
import { adminRegistrationList } from '../../netlify/lib/registration/admin.ts';
import { settleMoneyReturn, settleRegistrationPayment, type MoneyReturn } from '../../netlify/lib/payments/settle.ts';
import { entryCodePattern, entryUsedMessage, entryWithdrawnMessage } from '../../src/domain/sponsor-entries.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, call, postJson, sponsorPayload } from './requests.ts';

const outbox = mkdtempSync(path.join(tmpdir(), 'woop-entries-mail-'));
beforeAll(() => {
  process.env.MAIL_OUTBOX_DIR = outbox;
  process.env.SITE_URL = 'https://woop.example';
  delete process.env.SMTP_URL;
});
afterAll(() => {
  delete process.env.MAIL_OUTBOX_DIR;
  delete process.env.SITE_URL;
  rmSync(outbox, { recursive: true, force: true });
});

const levelCents: Record<string, number> = { table: 375000, cocktail: 525000, final: 625000, test: 200 };

describe.each(testDatabases({ pooled: true }))('sponsor entries on $name', (database) => {
  const suite = useTestDatabase(database, 'all-in,just-main-event,just-party,wednesday-room');
  let txn = 0;

  /** A sponsorship registered through /api/register, as the sponsor form does. */
  async function sponsorship(level = 'table', company = 'Acme Midstream') {
    const res = await postJson(register, '/api/register', sponsorPayload({ registrationType: level, company, email: `${level}-${++txn}@sponsor.example` }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { registrationId: res.body.registrationId as string, key: res.body.registrationKey as string };
  }

  /** A verified payment of the sponsorship (what a VERIFIED IPN settles). */
  async function pay(registrationId: string, level = 'table', txnId = `TXN${++txn}`) {
    const settled = await settleRegistrationPayment(suite(), registrationId, {
      provider: 'paypal',
      txnId,
      amountCents: levelCents[level]!,
      currency: 'USD',
      status: 'Completed',
      paymentEventId: await recordPaymentEvent(suite(), { provider: 'paypal', kind: 'ipn', blobKey: null, verification: 'VERIFIED', outcome: 'processing' }),
    });
    return { ...settled, txnId };
  }

  async function moneyBack(kind: MoneyReturn['kind'], parentTxnId: string, level = 'table') {
    return settleMoneyReturn(suite(), {
      kind,
      txnId: `${kind}-${++txn}`,
      parentTxnId,
      amountCents: levelCents[level]!,
      currency: 'USD',
      paymentEventId: await recordPaymentEvent(suite(), { provider: 'paypal', kind: 'ipn', blobKey: null, verification: 'VERIFIED', outcome: 'processing' }),
    });
  }

  const codesOf = async (registrationId: string) => (await listSponsorEntries(suite(), registrationId)).map((e) => e.code);
  const registerPlayer = (promoCode: string, overrides: Record<string, unknown> = {}) =>
    postJson(register, '/api/register', attendeePayload({ promoCode, email: `player-${++txn}@example.com`, ...overrides }));
  const promoCheck = (code: string) => call(checkPromo, `/api/check-promo-code/${encodeURIComponent(code)}?registrationType=all-in`, {}, { code });

  it('issues exactly 2 codes to a paid Table sponsorship, e-mails them with their links, and never issues again', async () => {
    const { registrationId } = await sponsorship('table');
    expect(await codesOf(registrationId)).toEqual([]); // nothing before it is paid
    const { txnId, outcome, mailIds } = await pay(registrationId);
    expect(outcome).toBe('paid');
    const entries = await listSponsorEntries(suite(), registrationId);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => entryCodePattern.test(e.code) && e.state === 'unused' && e.usedBy === null)).toBe(true);
    expect(new Set(entries.map((e) => e.code)).size).toBe(2);

    const mails = await suite().selectFrom('mailOutbox').selectAll().where('id', 'in', mailIds).execute();
    const entriesMail = mails.find((m) => m.kind === 'sponsor_entries')!;
    const sponsorRow = await suite().selectFrom('registrations').select('email').where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
    expect(entriesMail.toAddress).toBe(sponsorRow.email);
    for (const { code } of entries) {
      expect(entriesMail.textBody).toContain(`https://woop.example/registration#entry=${code}`);
      expect(entriesMail.htmlBody).toContain(`href="https://woop.example/registration#entry=${code}"`);
    }

    // The same IPN again, and a second payment of the same sponsorship: no more codes.
    expect((await settleRegistrationPayment(suite(), registrationId, { provider: 'paypal', txnId, amountCents: 375000, currency: 'USD', status: 'Completed' })).outcome).toBe('duplicate');
    expect((await pay(registrationId)).outcome).toBe('paid_twice');
    expect(await codesOf(registrationId)).toEqual(entries.map((e) => e.code));
  });

  it('issues each level its own number of entries: Cocktail 3, Final Table 4, Test none', async () => {
    for (const [level, count] of [['cocktail', 3], ['final', 4], ['test', 0]] as const) {
      const { registrationId } = await sponsorship(level);
      await pay(registrationId, level);
      expect(await codesOf(registrationId), level).toHaveLength(count);
    }
  });

  it('registers a player at $0 with a code (comped), records the sponsor, and refuses the code a second time', async () => {
    const { registrationId: sponsorId, key } = await sponsorship('table', 'Bayou Minerals');
    await pay(sponsorId);
    const [first, second] = await codesOf(sponsorId);

    expect((await promoCheck(first!)).body).toMatchObject({ valid: true, available: true, discount: { kind: 'fixed', cents: 0 } });
    const player = await registerPlayer(`  ${first!.toUpperCase()} `, { registrationType: 'just-main-event', firstName: 'Pat', lastName: 'Player' });
    expect(player.status, JSON.stringify(player.body)).toBe(201);
    expect(player.body).toMatchObject({ amount: '0.00', paymentStatus: 'comped' });
    const row = await suite().selectFrom('registrations').selectAll().where('registrationId', '=', player.body.registrationId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sponsoredBy: sponsorId, promoCode: first, paymentStatus: 'comped', amountCents: 0 });

    const again = await registerPlayer(first!);
    expect([again.status, again.body.message, again.body.errors]).toEqual([409, entryUsedMessage, { promoCode: entryUsedMessage }]);
    expect((await promoCheck(first!)).body).toMatchObject({ valid: true, available: false, message: entryUsedMessage });

    // Rooms are still charged: the second code covers the level, the room is paid.
    const withRoom = await registerPlayer(second!, { roomAdditions: ['wednesday-room'], amount: '200.00' });
    expect(withRoom.status, JSON.stringify(withRoom.body)).toBe(201);
    expect(withRoom.body).toMatchObject({ amount: '200.00', paymentStatus: 'pending' });

    // The sponsor sees who used its entries, on its success page (by its payment key) and in /admin.
    const seen = await postJson(sponsorEntries, '/api/sponsor-entries', { registrationKey: key });
    expect(seen.status).toBe(200);
    expect(seen.body.entries).toEqual([
      { code: first, state: 'used', usedBy: { registrationId: player.body.registrationId, name: 'Pat Player' } },
      { code: second, state: 'used', usedBy: { registrationId: withRoom.body.registrationId, name: 'Jolene Broussard' } },
    ]);
    const list = await adminRegistrationList(suite());
    expect(list.find((i) => i.registrationId === sponsorId)!.entries).toEqual(seen.body.entries);
    expect(list.find((i) => i.registrationId === player.body.registrationId)!.sponsoredBy).toEqual({ registrationId: sponsorId, name: 'Bayou Minerals' });
  });

  it('lets 30 simultaneous registrations with one code register exactly one player', async () => {
    const { registrationId: sponsorId } = await sponsorship('table');
    await pay(sponsorId);
    const [code] = await codesOf(sponsorId);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => registerPlayer(code!, { email: `rush${i}@example.com` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === entryUsedMessage)).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    const players = await suite().selectFrom('registrations').select('registrationId').where('sponsoredBy', '=', sponsorId).execute();
    expect(players).toHaveLength(1);
    expect(await suite().selectFrom('usedPromoCodes').select(['code', 'registrationId']).where('code', '=', code!).execute()).toEqual([{ code, registrationId: players[0]!.registrationId }]);
  });

  it('withdraws a refunded sponsorship\'s unused codes (a used one stays with its player), and restores them when a chargeback is canceled', async () => {
    const { registrationId: sponsorId, key } = await sponsorship('table');
    const { txnId } = await pay(sponsorId);
    const [used, unused] = await codesOf(sponsorId);
    expect((await registerPlayer(used!)).status).toBe(201);

    expect((await moneyBack('Refunded', txnId)).outcome).toBe('refunded');
    const after = await listSponsorEntries(suite(), sponsorId);
    expect(after.map((e) => [e.code, e.state])).toEqual([[used, 'used'], [unused, 'withdrawn']]);
    const refused = await registerPlayer(unused!);
    expect([refused.status, refused.body.message]).toEqual([409, entryWithdrawnMessage]);
    expect((await promoCheck(unused!)).body).toMatchObject({ valid: true, available: false, message: entryWithdrawnMessage });
    expect((await postJson(sponsorEntries, '/api/sponsor-entries', { registrationKey: key })).body.entries[1]).toMatchObject({ state: 'withdrawn' });

    // A chargeback takes them away too; when it is canceled (the money is back) they work again.
    const second = await sponsorship('table');
    const paid = await pay(second.registrationId);
    const codes = await codesOf(second.registrationId);
    expect((await moneyBack('Reversed', paid.txnId)).outcome).toBe('reversed');
    expect((await listSponsorEntries(suite(), second.registrationId)).every((e) => e.state === 'withdrawn')).toBe(true);
    expect((await moneyBack('Canceled_Reversal', paid.txnId)).outcome).toBe('reversal_canceled');
    expect((await listSponsorEntries(suite(), second.registrationId)).every((e) => e.state === 'unused')).toBe(true);
    expect((await registerPlayer(codes[0]!)).status).toBe(201);
  });

  it('keeps a refund and simultaneous uses of its codes consistent: each code ends used by one player or withdrawn, never both', async () => {
    const { registrationId: sponsorId } = await sponsorship('table');
    const { txnId } = await pay(sponsorId);
    const codes = await codesOf(sponsorId);
    const [, ...answers] = await Promise.all([moneyBack('Refunded', txnId), ...Array.from({ length: 10 }, (_, i) => registerPlayer(codes[i % 2]!))]);
    const entries = await listSponsorEntries(suite(), sponsorId);
    for (const entry of entries) {
      const holders = await suite().selectFrom('usedPromoCodes').innerJoin('registrations', 'registrations.registrationId', 'usedPromoCodes.registrationId').select('registrations.registrationId').where('code', '=', entry.code).execute();
      if (entry.state === 'used') expect(holders).toEqual([{ registrationId: entry.usedBy!.registrationId }]);
      else expect([entry.state, holders]).toEqual(['withdrawn', []]);
    }
    const registered = answers.filter((a) => a.status === 201);
    expect(registered).toHaveLength(entries.filter((e) => e.state === 'used').length);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
  });

  it('frees the code of a player whose hold ended unpaid; that player paying late is flagged promo_code_taken', async () => {
    const { registrationId: sponsorId } = await sponsorship('table');
    await pay(sponsorId);
    const [code] = await codesOf(sponsorId);
    const late = await registerPlayer(code!, { roomAdditions: ['wednesday-room'] });
    expect(late.body.paymentStatus).toBe('pending');
    expect((await registerPlayer(code!)).status).toBe(409); // held
    await sql`update registrations set hold_expires_at = now() - interval '1 minute' where registration_id = ${late.body.registrationId}`.execute(suite());
    const next = await registerPlayer(code!);
    expect([next.status, next.body.paymentStatus]).toEqual([201, 'comped']);
    const settled = await settleRegistrationPayment(suite(), late.body.registrationId, { provider: 'paypal', txnId: `LATE${++txn}`, amountCents: 20000, currency: 'USD', status: 'Completed' });
    expect(settled.outcome).toBe('promo_code_taken');
  });

  it('refuses an unknown code, a code on a sponsor level, and a bad or unknown payment key', async () => {
    const unknown = await registerPlayer('entry-aaaaa-bbbbb-ccccc-ddddd');
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Invalid promo code']);
    expect((await promoCheck('entry-aaaaa-bbbbb-ccccc-ddddd')).body).toMatchObject({ valid: false, available: false });
    const { registrationId } = await sponsorship('table');
    await pay(registrationId);
    const [code] = await codesOf(registrationId);
    const onSponsor = await postJson(register, '/api/register', sponsorPayload({ registrationType: 'test', promoCode: code }));
    expect([onSponsor.status, onSponsor.body.errors]).toEqual([400, { promoCode: 'Promo codes apply to player registrations only.' }]);
    expect((await postJson(sponsorEntries, '/api/sponsor-entries', { registrationKey: 'nope' })).status).toBe(400);
    expect((await postJson(sponsorEntries, '/api/sponsor-entries', { registrationKey: `${Date.now()}-${'0'.repeat(32)}` })).status).toBe(404);
  });
});
