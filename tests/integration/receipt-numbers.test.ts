// Receipt numbers stay gap-free under concurrency: 50 payments at once, with repeated
// notifications (which take no number) and transactions that take a number and then roll back
// (which give it back), on every database: PGlite, PostgreSQL, PgBouncer in transaction mode, Neon.
import { describe, expect, it } from 'vitest';
import register from '../../netlify/functions/register.mts';
import { takeReceiptNumber } from '../../db/repositories/receipts.ts';
import { settleRegistrationPayment } from '../../netlify/lib/payments/settle.ts';
import { receiptSeries } from '../../netlify/lib/receipts/numbers.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, postJson } from './requests.ts';

describe.each(testDatabases({ pooled: true }))('receipt numbers on $name', (database) => {
  const db = useTestDatabase(database, 'all-in');

  it('numbers 50 concurrent payments 1..50, whatever repeats and rollbacks run alongside', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const answer = await postJson(register, '/api/register', attendeePayload({ email: `p${i}@example.com` }));
      expect(answer.status).toBe(201);
      ids.push(answer.body.registrationId);
    }
    const pay = (id: string, i: number) =>
      settleRegistrationPayment(db(), id, { provider: 'paypal', txnId: `TXN-${i}`, amountCents: 245000, currency: 'USD', status: 'Completed' });
    const abandoned = () =>
      db()
        .transaction()
        .execute(async (trx) => {
          await takeReceiptNumber(trx, receiptSeries());
          throw new Error('rolled back after taking a number');
        })
        .catch((error: Error) => error.message);

    const outcomes = await Promise.all([
      ...ids.map((id, i) => pay(id, i)),
      ...ids.slice(0, 10).map((id, i) => pay(id, i)), // the same notifications again
      ...Array.from({ length: 10 }, abandoned),
    ]);
    const settled = outcomes.filter((o): o is Awaited<ReturnType<typeof pay>> => typeof o !== 'string');
    expect(settled.filter((o) => o.outcome === 'paid')).toHaveLength(50);
    expect(settled.filter((o) => o.outcome === 'duplicate')).toHaveLength(10);

    const rows = await db().selectFrom('registrations').select(['receiptSeries', 'receiptNumber']).execute();
    expect(rows.every((r) => r.receiptSeries === receiptSeries())).toBe(true);
    expect(rows.map((r) => r.receiptNumber).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const counter = await db().selectFrom('receiptCounters').selectAll().execute();
    expect(counter).toEqual([{ series: receiptSeries(), lastNumber: 50 }]);
  });
});
