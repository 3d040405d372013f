// The scheduled reminders on PGlite and PostgreSQL, with an injected clock:
// each reminder is queued in the outbox at most once per registration, however often and however
// concurrently the scheduled function runs; only when due; and delivered (.eml files here).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewRegistration } from '../../db/database.ts';
import { findRegistration, insertRegistration } from '../../db/repositories/registrations.ts';
import { listReminders } from '../../db/repositories/reminders.ts';
import { remindersJob } from '../../netlify/functions/send-reminders.mts';
import { newRegistrationId } from '../../netlify/lib/platform/ids.ts';
import { resetEnv } from '../../netlify/lib/platform/env.ts';
import { sendDueReminders, sendReminder } from '../../netlify/lib/reminders/reminders.ts';
import { registrationForToken } from '../../netlify/lib/registration/personal-link.ts';
import { event } from '../../src/data/event.ts';
import { eventDay } from '../../src/data/event-day.ts';
import { signedCheckInPayload } from '../../netlify/lib/check-in/check-in-code.ts';
import { parseIcsEvent } from '../../src/domain/ics.ts';
import { reminderWindows } from '../../src/domain/reminders.ts';
import { registration } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { deliveredCopy } from './delivered-mail.ts';

const hour = 3600_000;
const windows = reminderWindows(event.upcoming.startDate, eventDay);
const outboxDir = mkdtempSync(path.join(tmpdir(), 'woop-reminders-outbox-'));
const savedEnv = { MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR, SMTP_URL: process.env.SMTP_URL, PAYMENT_HOLD_SECONDS: process.env.PAYMENT_HOLD_SECONDS };

beforeAll(() => {
  process.env.MAIL_OUTBOX_DIR = outboxDir;
  delete process.env.SMTP_URL;
});
afterAll(() => {
  for (const [k, v] of Object.entries(savedEnv)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  resetEnv();
});

describe.each(testDatabases({ pooled: true }))('reminders on $name', (database) => {
  const db = useTestDatabase(database);
  // Outbox ids start again at 1 in each test (the tables are emptied): so do the .eml files.
  beforeEach(() => {
    rmSync(outboxDir, { recursive: true, force: true });
    mkdirSync(outboxDir);
  });

  async function seed(overrides: Partial<NewRegistration> = {}): Promise<string> {
    const row = registration({ registrationId: newRegistrationId(), firstName: 'Jolene <b>', roomAdditions: [], ...overrides });
    await insertRegistration(db(), row);
    return row.registrationId;
  }
  const paid = (paidAt: Date, overrides: Partial<NewRegistration> = {}) =>
    seed({ paymentStatus: 'paid', paidCents: 245000, paidAt, paymentTxnId: `TXN-${Math.random()}`, ...overrides });
  const outbox = () => db().selectFrom('mailOutbox').selectAll().orderBy('id').execute();
  const mailsTo = async (registrationId: string) => {
    const { email } = (await findRegistration(db(), registrationId))!;
    return (await outbox()).filter((m) => m.toAddress === email);
  };

  it('pending: one "complete your payment" with the personal link before the hold ends, once, however often the function runs', async () => {
    const holdSeconds = 6 * 3600; // lead: 3 hours
    const realNow = Date.now();
    const id = await seed({ holdExpiresAt: new Date(realNow + 2 * hour) });
    // Four hours before the hold ends: not yet.
    expect(await sendDueReminders(db(), { now: new Date(realNow - 2 * hour), holdSeconds })).toMatchObject({ pending_payment: 0 });
    expect(await mailsTo(id)).toHaveLength(0);

    // Two hours before: due. The scheduled function runs twice, then three times at once.
    process.env.PAYMENT_HOLD_SECONDS = String(holdSeconds);
    resetEnv();
    const job = remindersJob(() => new Date(realNow));
    expect((await job()).status).toBe(204);
    expect((await job()).status).toBe(204);
    await Promise.all([job(), job(), job()]);

    const mails = await mailsTo(id);
    expect(mails.map((m) => m.kind)).toEqual(['reminder_pending_payment']);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Complete your WOOP ${event.upcoming.year} registration (${id})`);
    expect(mail!.textBody).toContain('Registration is not complete until payment is received.');
    expect(mail!.textBody).toContain('(All In, $2,450.00)');
    expect(mail!.htmlBody).toContain('Jolene &lt;b&gt;');
    expect(mail!.htmlBody).not.toContain('Jolene <b>');
    // The link as delivered: the stored copy keeps none once sent.
    const link = /Complete your payment: (\S+)/.exec(deliveredCopy(mail!.id).text)![1]!;
    expect(link).toMatch(/\/my-registration#[A-Za-z0-9_-]{22}$/);
    expect((await registrationForToken(db(), link.split('#')[1]!))?.registrationId).toBe(id);
    expect(mail!.status).toBe('sent');
    const recorded = await listReminders(db(), id);
    expect(recorded.map((r) => [r.kind, r.mailId])).toEqual([['pending_payment', mail!.id]]);
    const eml = readdirSync(outboxDir).filter((f) => f.endsWith(`-${mail!.id}.eml`));
    expect(eml).toHaveLength(1);
  });

  it('pending: nothing for short holds, ended holds, paid registrations or after the hold', async () => {
    const realNow = Date.now();
    const soon = await seed({ holdExpiresAt: new Date(realNow + 10 * 60_000) });
    const ended = await seed({ holdExpiresAt: new Date(realNow - 60_000) });
    const paidOne = await paid(new Date(realNow - hour), { holdExpiresAt: new Date(realNow + 10 * 60_000) });
    // The default 30-minute hold: no pending reminders at all.
    expect(await sendDueReminders(db(), { now: new Date(realNow), holdSeconds: 1800 })).toMatchObject({ pending_payment: 0 });
    // A long hold: the one still holding is reminded; the ended one and the paid one are not.
    expect(await sendDueReminders(db(), { now: new Date(realNow), holdSeconds: 6 * 3600 })).toMatchObject({ pending_payment: 1 });
    expect(await mailsTo(soon)).toHaveLength(1);
    expect(await mailsTo(ended)).toHaveLength(0);
    expect(await mailsTo(paidOne)).toHaveLength(0);
    // The locked re-check: asked directly, a paid registration or an ended hold is not reminded.
    expect(await sendReminder(db(), paidOne, 'pending_payment', new Date(realNow), 6 * 3600)).toBeNull();
    expect(await sendReminder(db(), ended, 'pending_payment', new Date(realNow), 6 * 3600)).toBeNull();
    expect(await sendReminder(db(), 'WOOP-0000000000', 'pending_payment', new Date(realNow), 6 * 3600)).toBeNull();
  });

  it('paid: the week-before reminder once, with the .ics and the check-in code; not to refunded, flagged or just-paid ones', async () => {
    const now = new Date(windows.weekBefore.from.getTime() + hour);
    const longAgo = new Date(now.getTime() - 30 * 24 * hour);
    const attending = await paid(longAgo);
    const comped = await seed({ paymentStatus: 'comped', paidCents: 0, paidAt: longAgo, amountCents: 0, amount: '0.00' });
    const justPaid = await paid(new Date(now.getTime() - hour));
    const refunded = await paid(longAgo, { paymentStatus: 'refunded' });
    const flagged = await paid(longAgo, { paymentFlag: 'over_capacity' });
    const pending = await seed({ holdExpiresAt: new Date(Date.now() + hour) });

    // Before the window: nothing.
    expect(await sendDueReminders(db(), { now: new Date(windows.weekBefore.from.getTime() - 60_000), holdSeconds: 1800 })).toEqual({ pending_payment: 0, week_before: 0, morning_of: 0 });
    const job = remindersJob(() => now);
    await job();
    await Promise.all([job(), job()]);

    for (const id of [attending, comped]) expect((await mailsTo(id)).map((m) => m.kind)).toEqual(['reminder_week_before']);
    for (const id of [justPaid, refunded, flagged, pending]) expect(await mailsTo(id)).toHaveLength(0);

    const [mail] = await mailsTo(attending);
    expect(mail!.subject).toBe(`WOOP ${event.upcoming.year} is one week away (${attending})`);
    for (const line of [`When: ${event.upcoming.label}`, 'Where: Lakefront Casino Resort', 'Hotel check-in is at 4pm, so come dressed for the tournament.', 'What to bring:', `- ${eventDay.whatToBring[1]}`]) {
      expect(mail!.textBody).toContain(line);
    }
    const [ics, qr] = mail!.attachments;
    expect(parseIcsEvent(ics!.content)).toMatchObject({ DTSTART: event.upcoming.startDate.replace(/-/g, '') });
    expect(qr).toMatchObject({ contentType: 'image/png', encoding: 'base64', cid: 'woop-check-in-qr' });
    expect(Buffer.from(qr!.content, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(mail!.htmlBody).toContain('src="cid:woop-check-in-qr"');
    expect(signedCheckInPayload(attending)).toContain(attending);
  });

  it('paid: registrations paid just now (skipped for now) never crowd the others out of a run', async () => {
    const now = new Date(windows.weekBefore.from.getTime() + hour);
    for (let i = 0; i < 3; i++) await paid(new Date(now.getTime() - hour));
    const old = await paid(new Date(now.getTime() - 30 * 24 * hour));
    expect(await sendDueReminders(db(), { now, holdSeconds: 1800, limit: 2 })).toMatchObject({ week_before: 1 });
    expect((await mailsTo(old)).map((m) => m.kind)).toEqual(['reminder_week_before']);
  });

  it('paid: the morning-of reminder once, from the set time until hotel check-in', async () => {
    const longAgo = new Date(windows.morningOf.from.getTime() - 30 * 24 * hour);
    const id = await paid(longAgo);
    expect(await sendDueReminders(db(), { now: new Date(windows.morningOf.until.getTime() + 60_000), holdSeconds: 1800 })).toMatchObject({ morning_of: 0 });
    const now = new Date(windows.morningOf.from.getTime() + 30 * 60_000);
    expect(await sendDueReminders(db(), { now, holdSeconds: 1800 })).toEqual({ pending_payment: 0, week_before: 0, morning_of: 1 });
    expect(await sendDueReminders(db(), { now, holdSeconds: 1800 })).toEqual({ pending_payment: 0, week_before: 0, morning_of: 0 });
    const mails = await mailsTo(id);
    expect(mails.map((m) => m.kind)).toEqual(['reminder_morning_of']);
    expect(mails[0]!.subject).toBe(`Today: WOOP ${event.upcoming.year} check-in (${id})`);
    const eml = readFileSync(path.join(outboxDir, readdirSync(outboxDir).find((f) => f.endsWith(`-${mails[0]!.id}.eml`))!), 'utf8');
    expect(eml).toMatch(/Content-Type: image\/png/);
    expect(eml).toMatch(/Content-ID: <woop-check-in-qr>/);
    expect(eml).toMatch(/Content-Type: text\/calendar/);
  });
});
