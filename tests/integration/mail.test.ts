// Confirmation e-mails really sent: a real SMTP server (smtp-server) on a local port receives what
// the functions send; with it down, the change is kept and the scheduled retry sends later.
// Ports: SMTP_TEST_PORT (default 2561); the PayPal simulator on PAYPAL_SIM_TEST_PORT.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import checkout from '../../netlify/functions/paypal-checkout.mts';
import contact from '../../netlify/functions/contact.mts';
import ipn from '../../netlify/functions/paypal-ipn.mts';
import linkRequest from '../../netlify/functions/my-registration-link.mts';
import mailRetry from '../../netlify/functions/mail-retry.mts';
import register from '../../netlify/functions/register.mts';
import registrationInterest from '../../netlify/functions/registration-interest.mts';
import joinWaitingList from '../../netlify/functions/waiting-list.mts';
import { saveSalesItem } from '../../netlify/lib/sales/sales-admin.ts';
import { offerFreedPlaces } from '../../netlify/lib/waiting-list/offers.ts';
import { venueTimeLabel } from '../../src/domain/venue-time.ts';
import { resetEnv } from '../../netlify/lib/platform/env.ts';
import { queueMail, retryDue, retryPolicy } from '../../netlify/lib/platform/mail/outbox.ts';
import { contacts } from '../../src/data/contacts.ts';
import { parseIcsEvent } from '../../src/domain/ics.ts';
import { payOnSimulator, seedRegistration, startHarness, type Harness } from './payments-harness.ts';
import { attendeePayload, call, postJson, visit } from './requests.ts';
import { decodeHeader, parseMail, partOfType, smtpSink } from './smtp-sink.ts';

const port = Number(process.env.SMTP_TEST_PORT || 2561);
const smtp = smtpSink(port);
let h: Harness;

beforeAll(async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = 'WOOP <no-reply@woop-test.example>';
  process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'woop-outbox-'));
  h = await startHarness({ '/api/paypal-ipn': ipn, '/api/paypal-checkout': checkout });
  await smtp.start();
});
afterAll(async () => {
  await smtp.stop();
  await h?.close();
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
});
beforeEach(() => {
  smtp.received.length = 0;
});

const postContact = (payload: Record<string, unknown>, ip?: string) =>
  call(contact, '/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }, {}, ip);
const aMessage = { name: 'Dana <b>Doucet</b>', email: 'dana@example.com', subject: 'Tables & chips', message: 'Is there <script>alert(1)</script> parking?\nThanks' };
const outbox = () => h.db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function buyNowFields(key: string): Promise<[string, string][]> {
  const res = await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${key}`));
  return ((await res.json()) as { fields: [string, string][] }).fields;
}

describe('messages arrive over SMTP', () => {
  // The answer used to come 110 ms later for a known address (it waited for the mail).
  it('"send me my link" answers before its mail is sent, so its timing does not tell a known address', async () => {
    const { registrationId } = await seedRegistration(h.db);
    const { email } = await h.db.selectFrom('registrations').select('email').where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
    const release = smtp.pause();
    const after: Promise<unknown>[] = [];
    const request = new Request('http://localhost/api/my-registration/link', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    const answer = await Promise.race([
      linkRequest(request, { ...visit(), waitUntil: (work) => after.push(work) }),
      new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 5_000)),
    ]);
    release();
    expect(answer === 'stuck' ? 'waited for the mail server' : answer.status).toBe(202);
    expect(smtp.received).toHaveLength(0);
    await Promise.all(after);
    expect(smtp.received.map((m) => m.to)).toEqual([[email]]);
  });

  it('POST /api/register answers with its payment key before the "finish paying" e-mail is sent (a slow mail server would hold it past the time limit)', async () => {
    process.env.WOOP_OPEN_LEVELS = 'all-in';
    resetEnv();
    onTestFinished(() => {
      delete process.env.WOOP_OPEN_LEVELS;
      resetEnv();
    });
    const release = smtp.pause();
    const after: Promise<unknown>[] = [];
    const request = new Request('http://localhost/api/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(attendeePayload({ email: 'slow-mail@example.com' })) });
    const answer = await Promise.race([
      register(request, { ...visit(), waitUntil: (work) => after.push(work) }),
      new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 5_000)),
    ]);
    release();
    expect(answer === 'stuck' ? 'waited for the mail server' : answer.status).toBe(201);
    expect(smtp.received).toHaveLength(0);
    await Promise.all(after);
    expect(smtp.received.map((m) => m.to)).toEqual([['slow-mail@example.com']]);
  });

  it('the notify form with sendConfirmation sends a confirmation to the visitor', async () => {
    const res = await postJson(registrationInterest, '/api/registration-interest', { email: 'fan@example.com', sendConfirmation: true });
    expect(res.body.success).toBe(true);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['fan@example.com']);
    expect(mail!.from).toBe('no-reply@woop-test.example');
    const { headers, parts } = parseMail(mail!.raw);
    expect(decodeHeader(headers.subject!)).toBe('WOOP: we will notify you when registration opens');
    expect(partOfType(parts, 'text/plain')!.body).toContain('We will notify you at fan@example.com when registration opens');
    expect(partOfType(parts, 'text/html')!.body).toContain('<strong>fan@example.com</strong>');
  });

  it('an address already on the list is not mailed again', async () => {
    await postJson(registrationInterest, '/api/registration-interest', { email: 'again@example.com', sendConfirmation: true });
    const second = await postJson(registrationInterest, '/api/registration-interest', { email: 'Again@Example.com', sendConfirmation: true });
    expect(second.body.success).toBe(true);
    expect(smtp.received).toHaveLength(1);
  });

  it('without sendConfirmation nothing is sent', async () => {
    await postJson(registrationInterest, '/api/registration-interest', { email: 'quiet@example.com', sendConfirmation: false });
    expect(smtp.received).toHaveLength(0);
  });

  it('a verified IPN payment sends the registration confirmation with an .ics, and notifies the organizers', async () => {
    const { key, registrationId } = await seedRegistration(h.db);
    await payOnSimulator(h, await buyNowFields(key));
    const reg = await h.db.selectFrom('registrations').selectAll().where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
    expect(reg.paymentStatus).toBe('paid');

    const toVisitor = smtp.received.find((m) => m.to.includes(reg.email));
    const toOrganizers = smtp.received.find((m) => m.to.includes(contacts.email));
    expect(smtp.received).toHaveLength(2);

    const visitor = parseMail(toVisitor!.raw);
    expect(decodeHeader(visitor.headers.subject!)).toBe(`WOOP 2026 registration confirmed (${registrationId})`);
    const text = partOfType(visitor.parts, 'text/plain')!.body;
    for (const line of [
      `Registration ID: ${registrationId}`,
      'Name: Pat Player',
      'Registration Type: All In',
      'Amount Paid: $2,450.00',
      'Registration fees are non-refundable.',
      '- A confirmation email has been sent to your inbox.',
      '- Tournament details will be sent to you closer to the event.',
      '- Hotel check-in is at 4pm, so come dressed for the tournament.',
      '- The event starts September 25th at noon.',
      'When: September 24-25, 2026',
      'Where: Lakefront Casino Resort, 100 Lakeshore Drive, Lake Charles, LA 70601',
    ]) expect(text).toContain(line);
    expect(partOfType(visitor.parts, 'text/html')!.body).toContain(`<td>${registrationId}</td>`);

    const ics = partOfType(visitor.parts, 'text/calendar')!;
    expect(ics.headers['content-disposition']).toMatch(/attachment; filename=woop-2026\.ics/);
    const vevent = parseIcsEvent(ics.body);
    expect(vevent).toMatchObject({
      DTSTART: '20260924',
      DTEND: '20260926', // exclusive end: the event covers the 24th and 25th
      LOCATION: 'Lakefront Casino Resort, 100 Lakeshore Drive, Lake Charles, LA 70601',
      SUMMARY: "WOOP 2026 - World Oilman's Overnight Poker Tournament",
    });
    expect(vevent.UID).toContain(registrationId);
    expect(ics.body).toContain('LOCATION:Lakefront Casino Resort\\, 100 Lakeshore Drive\\,'); // commas escaped

    const organizers = parseMail(toOrganizers!.raw);
    expect(decodeHeader(organizers.headers.subject!)).toBe(`New paid registration: Pat Player (${registrationId})`);
    expect(partOfType(organizers.parts, 'text/plain')!.body).toContain(`Email: ${reg.email}`);
  });

  it('a waiting-list offer arrives with its link, its end on the venue clock, and the name escaped in the HTML', async () => {
    const { version } = await h.db.selectFrom('salesItems').select('version').where('id', '=', 'just-main-event').executeTakeFirstOrThrow();
    const by = { actor: 'admin' as const, tokenId: 'test' };
    const save = (capacity: string, v: number) => saveSalesItem(h.db, 'just-main-event', { version: v, state: 'on_sale', opensAt: '', closesAt: '', capacity, price: '2200', earlyPrice: '', earlyUntil: '' }, by, new Date(), offerFreedPlaces);
    await save('0', version);
    expect((await postJson(joinWaitingList, '/api/waiting-list', { name: 'Dana <b>Doucet</b>', email: 'dana@example.com', itemId: 'just-main-event' })).status).toBe(200);
    await save('1', version + 1);
    expect(smtp.received.map((m) => m.to)).toEqual([['dana@example.com'], ['dana@example.com']]);
    const { headers, parts } = parseMail(smtp.received[1]!.raw);
    const entry = await h.db.selectFrom('waitingListEntries').selectAll().executeTakeFirstOrThrow();
    const until = venueTimeLabel(entry.offerExpiresAt!, 'America/Chicago');
    expect(decodeHeader(headers.subject!)).toBe(`WOOP: a place for the Just Main Event is yours until ${until}`);
    const text = partOfType(parts, 'text/plain')!.body;
    expect(text).toContain(`A place for the Just Main Event has freed and it is kept for you until ${until}.`);
    expect(text).toMatch(/Register and pay for your place: http:\/\/[^\s]+\/registration#offer=[0-9a-f]{32}/);
    expect(text).toMatch(/Leave the waiting list: http:\/\/[^\s]+\/api\/waiting-list\/leave\?token=[0-9a-f]{32}/);
    const html = partOfType(parts, 'text/html')!.body;
    expect(html).toContain('Hello Dana &lt;b&gt;Doucet&lt;/b&gt;,');
    expect(html).toMatch(/<a href="http:\/\/[^"]+\/registration#offer=[0-9a-f]{32}">Register and pay for your place<\/a>/);
  });

  it('a contact message is stored and sent to the organizers, with visitor text escaped in the HTML', async () => {
    const res = await postContact(aMessage);
    expect(res.status).toBe(201);
    const rows = await h.db.selectFrom('contactMessages').selectAll().where('email', '=', 'dana@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([contacts.email]);
    const { headers, parts } = parseMail(smtp.received[0]!.raw);
    expect(decodeHeader(headers.subject!)).toBe('Contact form: Tables & chips');
    expect(partOfType(parts, 'text/plain')!.body).toContain('Is there <script>alert(1)</script> parking?');
    const html = partOfType(parts, 'text/html')!.body;
    expect(html).toContain('Dana &lt;b&gt;Doucet&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});

describe('POST /api/contact', () => {
  it('names each missing field', async () => {
    const res = await postContact({ name: ' ', email: 'nope', subject: '', message: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Enter your name',
      email: 'Enter an email address in the correct format, like name@example.com',
      subject: 'Enter a subject',
      message: 'Enter your message',
    });
  });

  it('a filled honeypot is answered like a success, and nothing is stored or sent', async () => {
    const before = (await h.db.selectFrom('contactMessages').selectAll().execute()).length;
    const res = await postContact({ ...aMessage, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect((await h.db.selectFrom('contactMessages').selectAll().execute()).length).toBe(before);
    expect(smtp.received).toHaveLength(0);
  });

  it('allows 5 messages per 10 minutes per client, then answers 429 with a clear message', async () => {
    for (let i = 0; i < 5; i++) expect((await postContact(aMessage, '198.51.100.7')).status).toBe(201);
    const res = await postContact(aMessage, '198.51.100.7');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('You have sent several messages in the last few minutes. Please wait 10 minutes and try again.');
    expect((await postContact(aMessage, '198.51.100.8')).status).toBe(201); // another client is not affected
  });
});

describe('with the SMTP server down', () => {
  it('the contact message and the payment are kept; the retry function sends them once SMTP is back', async () => {
    await smtp.stop();
    try {
      expect((await postContact({ ...aMessage, email: 'down@example.com' })).status).toBe(201);
      const { key, registrationId } = await seedRegistration(h.db);
      await payOnSimulator(h, await buyNowFields(key));
      const reg = await h.db.selectFrom('registrations').selectAll().where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
      expect(reg.paymentStatus).toBe('paid');
      expect(await h.db.selectFrom('contactMessages').selectAll().where('email', '=', 'down@example.com').execute()).toHaveLength(1);
      const pending = (await outbox()).filter((m) => m.status === 'pending');
      expect(pending.map((m) => m.kind).sort()).toEqual(['organizer_contact_notice', 'organizer_paid_notice', 'registration_confirmation']);
      expect(pending.every((m) => m.attempts === 1 && m.lastError)).toBe(true);
    } finally {
      await smtp.start();
    }
    // Not due yet (backoff): the scheduled function sends nothing now...
    await mailRetry();
    expect(smtp.received).toHaveLength(0);
    // ...and everything once the backoff has passed.
    const tally = await retryDue(h.db, later(2));
    expect(tally).toEqual({ sent: 3, pending: 0, dead: 0 });
    expect(smtp.received).toHaveLength(3);
    expect((await outbox()).filter((m) => m.status === 'pending')).toHaveLength(0);
  });

  it('a message whose request died before its first try (never tried) is sent by the retry, but not while still fresh', async () => {
    const id = await queueMail(h.db, { kind: 'test', to: 'orphan@example.com', subject: 'Orphan', text: 'x', html: '<p>x</p>' });
    expect(await retryDue(h.db, new Date())).toEqual({ sent: 0, pending: 0, dead: 0 });
    expect(await retryDue(h.db, later(2))).toEqual({ sent: 1, pending: 0, dead: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([['orphan@example.com']]);
    expect((await outbox()).find((m) => m.id === id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it(`a message that keeps failing is marked dead after ${retryPolicy.maxAttempts} tries and is not retried again`, async () => {
    await smtp.stop();
    try {
      expect((await postContact({ ...aMessage, email: 'dead@example.com' })).status).toBe(201);
      let minutes = 0;
      for (let i = 1; i < retryPolicy.maxAttempts; i++) {
        minutes += 2 ** i * 60;
        await retryDue(h.db, later(minutes));
      }
      const [row] = (await outbox()).filter((m) => m.kind === 'organizer_contact_notice' && m.textBody.includes('dead@example.com'));
      expect(row).toMatchObject({ status: 'dead', attempts: retryPolicy.maxAttempts });
    } finally {
      await smtp.start();
    }
    expect(await retryDue(h.db, later(100_000))).toEqual({ sent: 0, pending: 0, dead: 0 });
    expect(smtp.received).toHaveLength(0);
  });
});
