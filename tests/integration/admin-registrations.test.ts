// Stats, the registration list and deletion (with its audit snapshot), as the dashboard uses them.
import { queueMail } from '../../netlify/lib/platform/mail/outbox.ts';
import { interestConfirmation } from '../../netlify/lib/announcements/mail.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import stats from '../../netlify/functions/admin-stats.mts';
import list from '../../netlify/functions/admin-registrations.mts';
import payments from '../../netlify/functions/admin-payments.mts';
import { recordPaymentEvent } from '../../db/repositories/payments.ts';
import { adminListSchema, adminStatsSchema, paymentEventListSchema } from '../../src/domain/admin-contract.ts';
import deleteRegistration from '../../netlify/functions/admin-registration-delete.mts';
import { listAuditEntries } from '../../db/repositories/admin-registrations.ts';
import { verifyAdminToken } from '../../netlify/lib/team/token.ts';
import { registration, request, tokenSecret, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';

describe.each(testDatabases())('$name', (database) => {
  const suite = useTestDatabase(database);
  beforeEach(() => useLocalAdminEnv());

  const remove = async (registrationId: string, token: string) =>
    deleteRegistration(request(`/api/admin/registrations/${registrationId}`, { method: 'DELETE', token }), { params: { registrationId } });

  describe('GET /api/admin/stats', () => {
    it('counts registrations and interests', async () => {
      await suite().insertInto('registrations').values([registration(), registration()]).execute();
      await suite().insertInto('registrationInterests').values([{ email: 'a@example.com' }, { email: 'b@example.com' }, { email: 'c@example.com' }]).execute();
      const response = await stats(request('/api/admin/stats', { token: await validToken() }), { params: {} });
      expect(await response.json()).toMatchObject({ registrationCount: 2, registrationInterestCount: 3, undeliveredMailCount: 0 });
    });

    it('totals paid revenue, held amounts, flagged payments, levels and sponsor places, with the PayPal mode', async () => {
      const inAnHour = new Date(Date.now() + 3600_000);
      const anHourAgo = new Date(Date.now() - 3600_000);
      await suite()
        .insertInto('registrations')
        .values([
          registration({ paymentStatus: 'paid', paidCents: 245000 }),
          registration({ paymentStatus: 'paid', paidCents: 245000, paymentFlag: 'over_capacity' }),
          registration({ paymentStatus: 'pending', holdExpiresAt: inAnHour }),
          registration({ paymentStatus: 'pending', holdExpiresAt: anHourAgo }),
          registration({ paymentStatus: 'comped', paidCents: 0, amountCents: 0, amount: '0.00' }),
          registration({ paymentStatus: 'refunded', paidCents: 245000 }),
          registration({ registrationType: 'final', amountCents: 625000, amount: '6250.00', paymentStatus: 'pending', holdExpiresAt: inAnHour }),
        ])
        .execute();
      await suite().insertInto('paypalOrders').values({ orderId: 'ORDER1', levelId: 'table', amountCents: 375000, status: 'captured' }).execute();
      process.env.PAYPAL_ENV = 'sandbox';
      const response = await stats(request('/api/admin/stats', { token: await validToken() }), { params: {} });
      const body = adminStatsSchema.parse(await response.json());
      expect(body).toMatchObject({ paypalMode: 'sandbox', paidRevenueCents: 245000 * 2 + 375000, heldCents: 245000 + 625000, flaggedCount: 1 });
      expect(body.levels.find((l) => l.id === 'all-in')).toEqual({ id: 'all-in', name: 'All In', paid: 2, comped: 1, held: 1 });
      expect(body.levels.find((l) => l.id === 'table')).toMatchObject({ paid: 1 });
      // A pending registration keeps no buyer out, so its place is not taken yet.
      expect(body.sponsorPlaces.find((p) => p.id === 'final')).toEqual({ id: 'final', name: 'Final Table Sponsor', capacity: 1, taken: 0, left: 1 });
      expect(body.sponsorPlaces.find((p) => p.id === 'table')).toMatchObject({ capacity: 5, taken: 1, left: 4 });
      delete process.env.PAYPAL_ENV;
      const unset = adminStatsSchema.parse(await (await stats(request('/api/admin/stats', { token: await validToken() }), { params: {} })).json());
      expect(unset.paypalMode).toBe('unset');
    });

    it('shows a sponsor level the organizer made unlimited as unlimited', async () => {
      await suite().updateTable('salesItems').set({ capacity: null }).where('id', '=', 'table').execute();
      const body = adminStatsSchema.parse(await (await stats(request('/api/admin/stats', { token: await validToken() }), { params: {} })).json());
      expect(body.sponsorPlaces.find((p) => p.id === 'table')).toMatchObject({ capacity: null, left: null });
    });

    it('counts the e-mails given up on', async () => {
      const mail = suite();
      const id = await queueMail(mail, interestConfirmation('lost@example.com'));
      await queueMail(mail, interestConfirmation('fine@example.com'));
      await mail.updateTable('mailOutbox').set({ status: 'dead' }).where('id', '=', id).execute();
      const response = await stats(request('/api/admin/stats', { token: await validToken() }), { params: {} });
      expect(((await response.json()) as { undeliveredMailCount: number }).undeliveredMailCount).toBe(1);
    });
  });

  describe('GET /api/admin/registrations', () => {
    it('lists the admin list items, newest first, with payment status and date', async () => {
      await suite().insertInto('registrations').values(registration({ registrationId: 'WOOP-OLDER', createdAt: '2026-01-01T10:00:00Z' })).execute();
      await suite()
        .insertInto('registrations')
        .values(registration({ registrationId: 'WOOP-NEWER', registrationType: null, amount: null, amountCents: null, status: 'canceled', paymentStatus: 'paid' }))
        .execute();
      const response = await list(request('/api/admin/registrations', { token: await validToken() }), { params: {} });
      expect(response.status).toBe(200);
      const items = (await response.json()) as Array<Record<string, unknown>>;
      expect(items.map((i) => i.registrationId)).toEqual(['WOOP-NEWER', 'WOOP-OLDER']);
      expect(items[0]).toMatchObject({ registrationType: null, amount: null, status: 'canceled', paymentStatus: 'paid', firstName: 'Ada', lastName: 'Lovelace' });
      expect(items[1]).toMatchObject({ registrationType: 'all-in', amount: '2450.00', status: 'registered', paymentStatus: 'pending', createdAt: '2026-01-01T10:00:00.000Z' });
      expect(items[0]).toMatchObject({ registrationTypeName: 'Player', state: 'paid' });
      // Pending, but its hold (none in this fixture) has ended.
      expect(items[1]).toMatchObject({ registrationTypeName: 'All In', state: 'expired', holdExpiresAt: null, paidAt: null, flag: null });
      expect(adminListSchema.safeParse(items).success).toBe(true);
    });
  });

  describe('GET /api/admin/payments', () => {
    it('lists every payment message with its outcome, newest first, behind the token', async () => {
      await recordPaymentEvent(suite(), { provider: 'paypal', kind: 'ipn', blobKey: null, txnId: 'T1', providerStatus: 'Completed', verification: 'VERIFIED', outcome: 'paid', registrationId: 'WOOP-A', amountCents: 245000, currency: 'USD', payerEmail: 'a@example.com' });
      await recordPaymentEvent(suite(), { provider: 'paypal', kind: 'ipn', blobKey: null, txnId: 'T2', providerStatus: 'Completed', verification: 'VERIFIED', outcome: 'amount_mismatch', registrationId: 'WOOP-B', amountCents: 100, currency: 'USD' });
      const response = await payments(request('/api/admin/payments', { token: await validToken() }), { params: {} });
      const items = paymentEventListSchema.parse(await response.json());
      expect(items.map((i) => [i.txnId, i.outcome, i.amountCents])).toEqual([['T2', 'amount_mismatch', 100], ['T1', 'paid', 245000]]);
      expect((await payments(request('/api/admin/payments'), { params: {} })).status).toBe(401);
    });
  });

  describe('DELETE /api/admin/registrations/:registrationId', () => {
    it('answers 404 with success false for an unknown id', async () => {
      const response = await remove('WOOP-MISSING', await validToken());
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Registration WOOP-MISSING not found.' });
    });

    it('deletes the registration and keeps a snapshot in the audit table', async () => {
      await suite().insertInto('registrations').values([registration({ registrationId: 'WOOP-GONE', promoCode: 'berry' }), registration({ registrationId: 'WOOP-STAYS' })]).execute();
      await suite().insertInto('usedPromoCodes').values({ code: 'berry', registrationId: 'WOOP-GONE' }).execute();
      const token = await validToken();
      const session = await verifyAdminToken(token, new TextEncoder().encode(tokenSecret));

      const response = await remove('WOOP-GONE', token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: 'Registration WOOP-GONE deleted successfully!' });

      const left = await suite().selectFrom('registrations').select('registrationId').execute();
      expect(left).toEqual([{ registrationId: 'WOOP-STAYS' }]);
      // The spent single-use code is freed with it.
      expect(await suite().selectFrom('usedPromoCodes').selectAll().execute()).toEqual([]);

      const audit = await listAuditEntries(suite(), 'WOOP-GONE');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor: 'admin', tokenId: session!.tokenId, action: 'registration.delete', target: 'WOOP-GONE' });
      expect(audit[0]!.createdAt).toBeInstanceOf(Date);
      const snapshot = audit[0]!.snapshot as { registration: Record<string, unknown>; usedPromoCodes: Array<{ code: string }> };
      expect(snapshot.registration).toMatchObject({ registrationId: 'WOOP-GONE', firstName: 'Ada', email: expect.stringMatching(/@example.com$/), amount: '2450.00', promoCode: 'berry' });
      expect(snapshot.usedPromoCodes.map((c) => c.code)).toEqual(['berry']);

      // Deleting again: nothing there any more, and no second audit row.
      expect((await remove('WOOP-GONE', token)).status).toBe(404);
      expect(await listAuditEntries(suite(), 'WOOP-GONE')).toHaveLength(1);
    });
  });
});
