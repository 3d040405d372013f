// The waiting list of a sold-out item, through its functions and every path that frees a place, on
// PGlite, PostgreSQL, PgBouncer and the Neon driver: joining (one entry per mailbox, the same
// answer either way), offers in line order under the item's lock, an offer holder against a walk-in
// buyer for the last place, the scheduled run twice at once, the offer link's refusals, leaving.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import register from '../../netlify/functions/register.mts';
import joinFn from '../../netlify/functions/waiting-list.mts';
import offerFn from '../../netlify/functions/waiting-list-offer.mts';
import leaveFn from '../../netlify/functions/waiting-list-leave.mts';
import { clock } from '../../netlify/lib/platform/clock.ts';
import { settleMoneyReturn, settleRegistrationPayment } from '../../netlify/lib/payments/settle.ts';
import { deleteRegistration } from '../../netlify/lib/registration/admin.ts';
import { saveSalesItem } from '../../netlify/lib/sales/sales-admin.ts';
import { offerFreedPlaces } from '../../netlify/lib/waiting-list/offers.ts';
import { runWaitingLists } from '../../netlify/lib/waiting-list/expiry.ts';
import { offerByHand, removeEntry } from '../../netlify/lib/waiting-list/admin.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, call, postJson } from './requests.ts';

const realNow = clock.now;
const by = { actor: 'admin' as const, tokenId: 'test', name: 'Organizer' };
const level = 'just-main-event';

describe.each(testDatabases({ pooled: true }))('the waiting list on $name', (database) => {
  const db = useTestDatabase(database);
  afterEach(() => {
    clock.now = realNow;
  });

  /** The organizer's save of the level, as /admin sends it (the current version read first). */
  async function setCapacity(capacity: number, id = level) {
    const { version } = await db().selectFrom('salesItems').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    const input = { version, state: 'on_sale' as const, opensAt: '', closesAt: '', capacity: String(capacity), price: '2200', earlyPrice: '', earlyUntil: '' };
    return saveSalesItem(db(), id, input, by, new Date(), offerFreedPlaces);
  }
  /** karl0 makes the level free: a comped registration is a sale. */
  const comped = (email: string) => postJson(register, '/api/register', attendeePayload({ registrationType: level, email, promoCode: 'karl0', amount: '0.00' }));
  const join = (name: string, email: string, itemId = level) => postJson(joinFn, '/api/waiting-list', { name, email, itemId });
  const entries = () => db().selectFrom('waitingListEntries').selectAll().orderBy('id').execute();
  const mails = (kind: string) => db().selectFrom('mailOutbox').selectAll().where('kind', '=', kind).orderBy('id').execute();
  const offerTokenIn = (text: string) => /#offer=([0-9a-f]{32})/.exec(text)![1]!;
  const offerTokenOf = async (email: string) => offerTokenIn((await mails('waiting_list_offer')).filter((m) => m.toAddress === email).at(-1)!.textBody);
  const pay = (registrationId: string, txnId: string, amountCents = 220000) =>
    settleRegistrationPayment(db(), registrationId, { provider: 'paypal', txnId, amountCents, currency: 'USD', status: 'Completed' });

  /** The level sold out: capacity 1, one place sold. */
  async function soldOut() {
    await setCapacity(1);
    expect((await comped('first@example.com')).status).toBe(201);
  }

  it('joins a sold-out level once per mailbox, answering the same either way, with the place in line by e-mail', async () => {
    await soldOut();
    const first = await join('Ann Guidry', 'ann@example.com');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Thank you. You are on the waiting list for the Just Main Event. An e-mail with your place in line is on its way; if a place frees, we will e-mail you an offer.');
    expect((await join('Bob Hebert', 'bob@example.com')).status).toBe(200);
    // The same mailbox again (another case, a +tag): the same answer, still one entry.
    const again = await join('Ann G.', ' ANN+woop@Example.com ');
    expect(again).toMatchObject({ status: 200, body: { message: first.body.message } });
    const rows = await entries();
    expect(rows.map((r) => [r.name, r.address, r.status])).toEqual([
      ['Ann Guidry', 'ann@example.com', 'waiting'],
      ['Bob Hebert', 'bob@example.com', 'waiting'],
    ]);
    const joined = await mails('waiting_list_joined');
    // The repeat's confirmation (within the mailbox's limit) goes to the address in line.
    expect(joined.map((m) => m.toAddress)).toEqual(['ann@example.com', 'bob@example.com', 'ann@example.com']);
    expect(joined[1]!.textBody).toContain('number 2 in line');
    expect(joined[0]!.textBody).toMatch(/Leave the waiting list: http:\/\/[^ ]+\/api\/waiting-list\/leave\?token=[0-9a-f]{32}/);
  });

  it('refuses bad input naming the field, and an item that is not sold out, changing nothing', async () => {
    await setCapacity(5);
    expect(await join('', 'ann@example.com')).toMatchObject({ status: 400, body: { errors: { name: 'Please enter your name' } } });
    expect((await join('Ann', 'not-an-address')).body.errors).toHaveProperty('email');
    expect(await join('Ann', 'ann@example.com')).toMatchObject({ status: 400, body: { errors: { itemId: 'This is not sold out: you can register for it now' } } });
    expect(await join('Ann', 'ann@example.com', 'no-such-level')).toMatchObject({ status: 400, body: { errors: { itemId: 'Please choose a level, room or sponsor level from the list' } } });
    expect(await entries()).toEqual([]);
  });

  it('gives 10 places freed at once to the first 10 of 30 in line, and the level stays sold out to others', async () => {
    await soldOut();
    for (let i = 0; i < 30; i++) expect((await join(`Player ${i}`, `p${i}@example.com`)).status).toBe(200);
    await setCapacity(11);
    const rows = await entries();
    expect(rows.filter((r) => r.status === 'offered').map((r) => r.email)).toEqual(Array.from({ length: 10 }, (_, i) => `p${i}@example.com`));
    expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(20);
    expect((await mails('waiting_list_offer')).map((m) => m.toAddress).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `p${i}@example.com`).sort());
    // Every place is kept for someone: a walk-in meets the level sold out.
    expect(await comped('walk-in@example.com')).toMatchObject({ status: 409, body: { message: 'This registration type is currently unavailable' } });
  });

  it('gives 10 places freed by 10 simultaneous deletions to the first 10 of 30, once each', async () => {
    await setCapacity(10);
    const sold = await Promise.all(Array.from({ length: 10 }, (_, i) => comped(`sold${i}@example.com`)));
    expect(sold.map((a) => a.status)).toEqual(Array(10).fill(201));
    for (let i = 0; i < 30; i++) expect((await join(`Player ${i}`, `p${i}@example.com`)).status).toBe(200);
    expect(await Promise.all(sold.map((a) => deleteRegistration(db(), a.body.registrationId, by)))).toEqual(Array(10).fill(true));
    const rows = await entries();
    expect(rows.filter((r) => r.status === 'offered').map((r) => r.email)).toEqual(Array.from({ length: 10 }, (_, i) => `p${i}@example.com`));
    expect(await mails('waiting_list_offer')).toHaveLength(10);
  });

  it('lets the offered person register and pay from the link, and never lets a walk-in take the place too', async () => {
    await setCapacity(1);
    // A walk-in registers first (unpaid: keeps no place), then the last place is sold, then Ann waits.
    const walkIn = await postJson(register, '/api/register', attendeePayload({ registrationType: level, email: 'walk-in@example.com', amount: '2200.00' }));
    expect(walkIn.status).toBe(201);
    expect((await comped('first@example.com')).status).toBe(201);
    await join('Ann Guidry', 'ann@example.com');
    await setCapacity(2);
    const token = await offerTokenOf('ann@example.com');
    expect((await call(offerFn, `/api/waiting-list/offer?token=${token}`)).body).toMatchObject({ itemId: level, itemName: 'Just Main Event', name: 'Ann Guidry', email: 'ann@example.com', kind: 'player' });
    // A foreign address with the link: refused on the e-mail field.
    const foreign = await postJson(register, '/api/register', attendeePayload({ registrationType: level, email: 'mallory@example.com', offerToken: token }));
    expect(foreign).toMatchObject({ status: 403, body: { errors: { email: 'This offer was made to another e-mail address. Please use the address the offer was sent to.' } } });
    const ann = await postJson(register, '/api/register', attendeePayload({ registrationType: level, email: 'Ann@example.com', amount: '2200.00', offerToken: token }));
    expect(ann.status).toBe(201);
    // The walk-in's payment comes first: flagged (the place is kept for Ann); then Ann's takes it.
    expect((await pay(walkIn.body.registrationId, 'WALK-1')).outcome).toBe('over_capacity');
    expect((await pay(ann.body.registrationId, 'ANN-1')).outcome).toBe('paid');
    expect((await entries())[0]).toMatchObject({ status: 'bought' });
    // The link is spent.
    expect((await call(offerFn, `/api/waiting-list/offer?token=${token}`))).toMatchObject({ status: 410, body: { message: 'This offer has ended: the place is no longer kept for you.' } });
  });

  it('an offer holder and a walk-in paying for the last place at once: the offer holder gets it, whichever comes first', async () => {
    await setCapacity(1);
    const walkIns = await Promise.all([1, 2, 3].map((i) => postJson(register, '/api/register', attendeePayload({ registrationType: level, email: `walk-in${i}@example.com`, amount: '2200.00' }))));
    // The organizer takes the level off (capacity 0: sold out), Ann joins, then one place comes back: Ann's.
    await setCapacity(0);
    expect((await join('Ann Guidry', 'ann@example.com')).status).toBe(200);
    await setCapacity(1);
    const ann = await postJson(register, '/api/register', attendeePayload({ registrationType: level, email: 'ann@example.com', amount: '2200.00', offerToken: await offerTokenOf('ann@example.com') }));
    const outcomes = await Promise.all([pay(ann.body.registrationId, 'ANN-2'), ...walkIns.map((w, i) => pay(w.body.registrationId, `WALK-${i + 2}`))]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['paid', 'over_capacity', 'over_capacity', 'over_capacity']);
  });

  it('ends a lapsed offer once when two runs meet, tells the person, and offers the place to the next in line', async () => {
    await soldOut();
    for (const who of ['ann', 'bob', 'cat']) await join(who, `${who}@example.com`);
    await setCapacity(2);
    expect((await entries()).map((r) => r.status)).toEqual(['offered', 'waiting', 'waiting']);
    const token = await offerTokenOf('ann@example.com');
    await db().updateTable('waitingListEntries').set({ offerExpiresAt: sql<Date>`now() - interval '1 minute'` }).where('email', '=', 'ann@example.com').execute();
    // Read before any run: the lapsed offer keeps no place (a walk-in could buy it now), and its link is refused.
    expect((await call(offerFn, `/api/waiting-list/offer?token=${token}`)).status).toBe(410);
    await Promise.all([runWaitingLists(db(), new Date()), runWaitingLists(db(), new Date())]);
    expect((await entries()).map((r) => r.status)).toEqual(['expired', 'offered', 'waiting']);
    expect((await mails('waiting_list_offer_ended')).map((m) => m.toAddress)).toEqual(['ann@example.com']);
    expect((await mails('waiting_list_offer')).map((m) => m.toAddress)).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('offers the place of a deleted registration and of a refunded one', async () => {
    await setCapacity(2);
    const paid = await postJson(register, '/api/register', attendeePayload({ registrationType: level, email: 'payer@example.com', amount: '2200.00' }));
    await pay(paid.body.registrationId, 'PAY-1');
    const free = await comped('free@example.com');
    for (const who of ['ann', 'bob']) expect((await join(who, `${who}@example.com`)).status).toBe(200);
    expect(await deleteRegistration(db(), free.body.registrationId, by)).toBe(true);
    expect((await entries()).map((r) => r.status)).toEqual(['offered', 'waiting']);
    await settleMoneyReturn(db(), { kind: 'Refunded', txnId: 'REF-1', parentTxnId: 'PAY-1', amountCents: 220000, currency: 'USD', paymentEventId: null });
    expect((await entries()).map((r) => r.status)).toEqual(['offered', 'offered']);
  });

  it('passes a declined offer (the offer mail\'s leave link) to the next in line; the organizer offers by hand and removes', async () => {
    await soldOut();
    for (const who of ['ann', 'bob', 'cat']) await join(who, `${who}@example.com`);
    const [ann, bob, cat] = await entries();
    // By hand with no place free: refused with the reason.
    await expect(offerByHand(db(), bob!.id, by)).rejects.toMatchObject({ status: 409, message: 'No place is free to offer: every place that frees goes to the first in line by itself, and each one is offered now.' });
    await setCapacity(2);
    const token = await offerTokenOf('ann@example.com');
    const page = await call(leaveFn, `/api/waiting-list/leave?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<button type="submit">Leave the waiting list</button>');
    expect((await entries()).find((e) => e.id === ann!.id)!.status).toBe('offered'); // a GET changes nothing
    const left = await call(leaveFn, `/api/waiting-list/leave?token=${token}`, { method: 'POST' });
    expect(left.body).toContain('You have left the waiting list');
    expect((await entries()).map((r) => r.status)).toEqual(['left', 'offered', 'waiting']);
    // The organizer removes Bob (offered): Cat gets the place.
    expect(await removeEntry(db(), bob!.id, by)).toMatchObject({ status: 'left' });
    expect((await entries()).map((r) => r.status)).toEqual(['left', 'left', 'offered']);
    expect(await offerByHand(db(), cat!.id, by)).toMatchObject({ status: 'offered' });
    expect((await call(leaveFn, '/api/waiting-list/leave?token=' + '0'.repeat(32), { method: 'POST' })).status).toBe(404);
  });

  it('refuses a capacity below the places sold and offered', async () => {
    await soldOut();
    await join('Ann', 'ann@example.com');
    await setCapacity(2);
    await expect(setCapacity(1)).rejects.toMatchObject({ status: 400, errors: { capacity: 'Capacity cannot be below 2: the places sold and those offered to the waiting list.' } });
  });
});
