// Announcements to the notify list: each address is mailed at most once per announcement
// however the sending is run (twice, interrupted, several at once, after an SMTP failure), with its
// own unsubscribe link and RFC 8058 headers; an unsubscribed address is never mailed again. The
// messages are counted as the .eml files the transport writes (no SMTP_URL), one per delivery.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sendFn from '../../netlify/functions/admin-announcement-send.mts';
import listFn from '../../netlify/functions/admin-announcements.mts';
import unsubscribeFn from '../../netlify/functions/unsubscribe.mts';
import { queueAnnouncementBatch } from '../../netlify/lib/announcements/announcements.ts';
import { retryDue } from '../../netlify/lib/platform/mail/outbox.ts';
import { registrationOpenAnnouncement } from '../../src/data/announcements.ts';
import { request, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { call } from './requests.ts';
import { parseMail, partOfType } from './smtp-sink.ts';

const subscribers = ['ann@example.com', 'Bob@Example.com', 'cy@example.com', 'di@example.com', 'ed@example.com', 'fay@example.com'];
const gone = 'gone@example.com';

describe.each(testDatabases({ pooled: true }))('announcements on $name', (database) => {
  const suite = useTestDatabase(database);
  let outbox: string;

  beforeAll(() => {
    process.env.SITE_URL = 'https://woop.example';
    delete process.env.SMTP_URL;
  });
  afterAll(() => {
    delete process.env.SITE_URL;
    delete process.env.MAIL_OUTBOX_DIR;
  });
  beforeEach(async () => {
    useLocalAdminEnv();
    outbox = mkdtempSync(path.join(tmpdir(), 'woop-announce-mail-'));
    process.env.MAIL_OUTBOX_DIR = outbox;
    await suite()
      .insertInto('registrationInterests')
      .values([...subscribers.map((email) => ({ email })), { email: gone, unsubscribedAt: new Date() }])
      .execute();
  });
  afterEach(() => {
    delete process.env.SMTP_URL;
    rmSync(outbox, { recursive: true, force: true });
  });

  const admin = async (fn: typeof listFn, urlPath: string, init: RequestInit = {}, params: Record<string, string> = {}) => {
    const res = await fn(request(urlPath, { ...init, token: await validToken() }), { params });
    return { status: res.status, body: await res.json() };
  };
  const lastId = async () => (await suite().selectFrom('announcements').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  const create = (input: unknown = registrationOpenAnnouncement) =>
    admin(listFn, '/api/admin/announcements', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
  const sendBatch = (id: number) => admin(sendFn, `/api/admin/announcements/${id}/send`, { method: 'POST' }, { id: String(id) });
  /** What the dashboard does: batches until nothing remains. */
  async function sendAll(id: number) {
    for (let i = 0; i < 10; i++) {
      const { status, body } = await sendBatch(id);
      expect(status).toBe(200);
      if (body.remaining === 0) return body;
    }
    throw new Error('never finished');
  }
  /** Every message delivered so far, parsed, by recipient. */
  function delivered(): Map<string, ReturnType<typeof parseMail>[]> {
    const byTo = new Map<string, ReturnType<typeof parseMail>[]>();
    for (const file of readdirSync(outbox)) {
      const mail = parseMail(readFileSync(path.join(outbox, file), 'utf8'));
      const to = mail.headers.to!.toLowerCase();
      byTo.set(to, [...(byTo.get(to) ?? []), mail]);
    }
    return byTo;
  }
  const later = () => new Date(Date.now() + 24 * 60 * 60_000);

  it('mails each address once when the announcement is run twice and once interrupted, and never the unsubscribed one', async () => {
    const { status, body: created } = await create();
    expect(status).toBe(201);
    expect(created).toMatchObject({ subject: registrationOpenAnnouncement.subject, queued: 0, sent: 0, remaining: 6 });

    // Interrupted: a run queued 3 addresses and died before sending them.
    expect(await queueAnnouncementBatch(suite(), created.id, 3)).toHaveLength(3);
    expect(delivered().size).toBe(0);
    // Resumed: the other 3 are queued and sent; the 3 left pending go with the scheduled mail retry.
    expect(await sendAll(created.id)).toMatchObject({ queued: 6, sent: 3, waiting: 3, remaining: 0 });
    expect(await retryDue(suite(), later())).toEqual({ sent: 3, pending: 0, dead: 0 });
    // Run twice more, two of them at once: nothing new is queued or sent.
    await Promise.all([sendBatch(created.id), sendBatch(created.id)]);
    expect((await sendBatch(created.id)).body).toMatchObject({ queued: 6, sent: 6, waiting: 0, remaining: 0 });
    await retryDue(suite(), later());

    const mails = delivered();
    expect([...mails.keys()].sort()).toEqual(subscribers.map((e) => e.toLowerCase()).sort());
    for (const [to, list] of mails) expect(list, to).toHaveLength(1);
    expect(mails.has(gone)).toBe(false);
  });

  it('goes to the list as it was when it was written: a later sign-up does not get it', async () => {
    // The list signed up two hours ago, the announcement was written an hour ago, one more address a minute ago.
    await suite().updateTable('registrationInterests').set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) }).execute();
    const { body: created } = await create();
    await suite().updateTable('announcements').set({ createdAt: new Date(Date.now() - 60 * 60_000) }).where('id', '=', created.id).execute();
    await suite().insertInto('registrationInterests').values({ email: 'late@example.com', createdAt: new Date(Date.now() - 60_000) }).execute();
    expect(await sendAll(created.id)).toMatchObject({ queued: 6, remaining: 0 });
    await retryDue(suite(), later());
    expect(delivered().has('late@example.com')).toBe(false);
    expect((await create({ ...registrationOpenAnnouncement, resendAfter: created.id })).body.remaining).toBe(7);
  });

  it('queues each address once when several runs start at once', async () => {
    const { body: created } = await create();
    await Promise.all([sendBatch(created.id), sendBatch(created.id), sendBatch(created.id)]);
    await retryDue(suite(), later());
    const rows = await suite().selectFrom('announcementRecipients').select('emailKey').where('announcementId', '=', created.id).execute();
    expect(rows.map((r) => r.emailKey).sort()).toEqual(subscribers.map((e) => e.toLowerCase()).sort());
    expect(await suite().selectFrom('mailOutbox').select('id').where('kind', '=', 'announcement').execute()).toHaveLength(6);
    for (const [to, list] of delivered()) expect(list, to).toHaveLength(1);
  });

  it('keeps messages an SMTP failure stopped, and sends them once with the retry', async () => {
    const { body: created } = await create();
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'; // nothing listens there: every try fails at once
    const failed = await sendAll(created.id);
    expect(failed).toMatchObject({ queued: 6, sent: 0, waiting: 6, remaining: 0 });
    delete process.env.SMTP_URL;
    expect(await retryDue(suite(), later())).toEqual({ sent: 6, pending: 0, dead: 0 });
    expect((await sendBatch(created.id)).body).toMatchObject({ sent: 6, waiting: 0 });
    for (const [to, list] of delivered()) expect(list, to).toHaveLength(1);
    expect(delivered().size).toBe(6);
  });

  it("carries the address's own one-click unsubscribe link and RFC 8058 headers; one POST takes it off the list for good", async () => {
    const { body: created } = await create({ subject: 'Registration is open', body: 'Hello <b>players</b> & friends,\n\nSee you soon.' });
    await sendAll(created.id);
    const [mail] = delivered().get('ann@example.com')!;
    const link = /^<(https:\/\/woop\.example\/api\/unsubscribe\?token=[0-9a-f]{32})>$/.exec(mail!.headers['list-unsubscribe']!)?.[1];
    expect(link).toBeDefined();
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const text = partOfType(mail!.parts, 'text/plain')!.body;
    expect(text).toContain('Hello <b>players</b> & friends,');
    expect(text).toContain('Register: https://woop.example/registration');
    expect(text).toContain(`Unsubscribe: ${link}`);
    const html = partOfType(mail!.parts, 'text/html')!.body;
    expect(html).toContain('Hello &lt;b&gt;players&lt;/b&gt; &amp; friends,');
    expect(html).not.toContain('<b>players');
    // Each address has its own token.
    const other = delivered().get('bob@example.com')![0]!.headers['list-unsubscribe'];
    expect(other).not.toBe(mail!.headers['list-unsubscribe']);

    const url = new URL(link!);
    // A GET (a person following the link, or a scanner) only shows the button.
    const page = await call(unsubscribeFn, url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain(`<form method="post" action="/api/unsubscribe?token=${url.searchParams.get('token')}">`);
    expect((await suite().selectFrom('registrationInterests').select('unsubscribedAt').where('email', '=', 'ann@example.com').executeTakeFirstOrThrow()).unsubscribedAt).toBeNull();

    // The mail program's one-click POST (RFC 8058).
    const oneClick = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };
    const done = await call(unsubscribeFn, url.pathname + url.search, oneClick);
    expect(done.status).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect((await call(unsubscribeFn, url.pathname + url.search, oneClick)).status).toBe(200); // again: no change
    expect((await call(unsubscribeFn, `/api/unsubscribe?token=${'0'.repeat(32)}`, oneClick)).status).toBe(404);
    expect((await call(unsubscribeFn, '/api/unsubscribe?token=<script>', oneClick)).status).toBe(404);

    // A later announcement skips it; the list counts it as unsubscribed.
    const next = await create({ subject: 'Last call', body: 'A few places left.', resendAfter: await lastId() });
    expect(next.body.remaining).toBe(5);
    await sendAll(next.body.id);
    expect(delivered().get('ann@example.com')).toHaveLength(1);
    expect(delivered().get('bob@example.com')).toHaveLength(2);
    expect((await admin(listFn, '/api/admin/announcements')).body).toMatchObject({ subscribed: 5, unsubscribed: 2 });
  });

  it('does not send a queued message to an address that unsubscribed before it went out', async () => {
    const first = await create();
    await sendAll(first.body.id);
    const token = (await suite().selectFrom('registrationInterests').select('unsubscribeToken').where('email', '=', 'cy@example.com').executeTakeFirstOrThrow()).unsubscribeToken!;
    const second = await create({ subject: 'Reminder', body: 'Registration closes soon.', resendAfter: first.body.id });
    expect(await queueAnnouncementBatch(suite(), second.body.id)).toHaveLength(6); // queued, not sent yet
    const oneClick = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };
    expect((await call(unsubscribeFn, `/api/unsubscribe?token=${token}`, oneClick)).status).toBe(200);
    expect(await retryDue(suite(), later())).toEqual({ sent: 5, pending: 0, dead: 0 });
    expect(delivered().get('cy@example.com')).toHaveLength(1);
    expect((await sendBatch(second.body.id)).body).toMatchObject({ queued: 6, sent: 5, canceled: 1, remaining: 0 });
  });

  it('asks before a second announcement within a day: 409 naming when the last went and to how many, nothing stored or sent until the organizer confirms about that one', async () => {
    const first = await create();
    await sendAll(first.body.id);
    const again = await create({ subject: 'Registration is open!', body: 'Again.' });
    expect(again.status).toBe(409);
    expect(again.body.last).toEqual({ id: first.body.id, subject: registrationOpenAnnouncement.subject, createdAt: first.body.createdAt, queued: 6 });
    expect(again.body.message).toContain(`"${registrationOpenAnnouncement.subject}" went to 6 addresses on `);
    expect(again.body.message).toMatch(/ on \w+day, \w+ \d+, \d{4},? (at )?\d+:\d\d [AP]M C[SD]T\. Send another announcement to the whole list already\?$/);
    expect(await suite().selectFrom('announcements').select('id').execute()).toHaveLength(1);
    expect(await suite().selectFrom('mailOutbox').select('id').where('kind', '=', 'announcement').execute()).toHaveLength(6);
    const bad = await create({ subject: 'Again', body: 'Text', resendAfter: 'yes' });
    expect([bad.status, bad.body.errors]).toEqual([400, { resendAfter: 'resendAfter must be an announcement id' }]);

    const confirmed = await create({ subject: 'Registration is open!', body: 'Again.', resendAfter: first.body.id });
    expect(confirmed.status).toBe(201);
    await sendAll(confirmed.body.id);
    expect(delivered().get('ann@example.com')).toHaveLength(2);
    // A confirmation about the first one no longer covers a third: the question names the second.
    const stale = await create({ subject: 'Third', body: 'Text', resendAfter: first.body.id });
    expect([stale.status, stale.body.last?.id]).toEqual([409, confirmed.body.id]);

    // A day later the question is not asked.
    await suite().updateTable('announcements').set({ createdAt: new Date(Date.now() - 24 * 60 * 60_000 - 1000) }).execute();
    expect((await create({ subject: 'Next week', body: 'Text' })).status).toBe(201);
  });

  it('lets one of two announcements started at once through, and asks about it for the other (two tabs)', async () => {
    const both = await Promise.all([create({ subject: 'Tab one', body: 'Text' }), create({ subject: 'Tab two', body: 'Text' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const [made, asked] = both[0]!.status === 201 ? both : [both[1]!, both[0]!];
    expect(asked!.body.last).toMatchObject({ id: made!.body.id, queued: 0 });
    expect(asked!.body.message).toContain('was started on ');
    expect(await suite().selectFrom('announcements').select('id').execute()).toHaveLength(1);
  });

  it('refuses a bad announcement naming the field, and answers 401 without the token and 404 for an unknown one', async () => {
    const bad = await create({ subject: '  ', body: 'Text' });
    expect([bad.status, bad.body.errors]).toEqual([400, { subject: 'Subject is required' }]);
    const long = await create({ subject: 'Open', body: 'x'.repeat(5001) });
    expect([long.status, long.body.errors]).toEqual([400, { body: 'Text must be 5000 characters or fewer' }]);
    const noToken = await listFn(request('/api/admin/announcements', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), { params: {} });
    expect(noToken.status).toBe(401);
    expect((await listFn(request('/api/admin/announcements'), { params: {} })).status).toBe(401);
    expect((await sendBatch(999)).status).toBe(404);
    expect((await admin(sendFn, '/api/admin/announcements/x/send', { method: 'POST' }, { id: 'x' })).status).toBe(404);
  });

  it('limits one-click unsubscribes per client', async () => {
    const ip = '203.0.113.77';
    const oneClick = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };
    const statuses = [];
    for (let i = 0; i < 101; i++) statuses.push((await call(unsubscribeFn, `/api/unsubscribe?token=${'1'.repeat(32)}`, oneClick, {}, ip)).status);
    expect(statuses.slice(0, 100).every((s) => s === 404)).toBe(true);
    expect(statuses[100]).toBe(429);
  });
});
