import { describe, expect, it } from 'vitest';
import checkPromoCode from '../../netlify/functions/check-promo-code.mts';
import registrationInterest from '../../netlify/functions/registration-interest.mts';
import register from '../../netlify/functions/register.mts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, call, postJson } from './requests.ts';

describe.each(testDatabases({ pooled: true }))('promo check and notify list on $name', (database) => {
  const db = useTestDatabase(database, 'all-in,just-main-event,just-party');
  const check = (code: string, registrationType?: string) =>
    call(
      checkPromoCode,
      `/api/check-promo-code/${encodeURIComponent(code)}${registrationType ? `?registrationType=${registrationType}` : ''}`,
      { method: 'GET' },
      { code },
    );
  const notify = (payload: unknown) => postJson(registrationInterest, '/api/registration-interest', payload);

  describe('GET /api/check-promo-code/:code', () => {
    it('says an unknown code is invalid', async () => {
      const res = await check('nothing');
      expect(res).toMatchObject({ status: 200, body: { valid: false, available: false, message: 'Invalid promo code' } });
      expect(res.body.discount).toBeUndefined();
    });

    it('accepts known codes trimmed and in any case, with their discount', async () => {
      expect((await check(' WOOP100 ')).body).toEqual({ valid: true, available: true, message: 'Promo code is valid.', discount: { kind: 'off', cents: 10000 } });
      expect((await check('just1')).body.discount).toEqual({ kind: 'fixed', cents: 100 });
    });

    it('refuses a restricted code for another type with its message, and allows it for its own type', async () => {
      expect((await check('bunnell', 'all-in')).body).toEqual({
        valid: true,
        available: false,
        message: "Bunnell promo code can only be applied to 'Just Here to Party' registration.",
        discount: { kind: 'off', cents: 170000 },
        restrictedTo: 'just-party',
      });
      expect((await check('villarreal', 'all-in')).body.message).toBe("Villarreal promo code can only be applied to 'Just Here to Party' registration.");
      expect((await check('cornerstone', 'just-main-event')).body).toMatchObject({ valid: true, available: true, restrictedTo: 'just-main-event' });
    });

    it('refuses a restricted code when no registration type is chosen (SPEC: it applies only with its type)', async () => {
      expect((await check('cornerstone')).body).toEqual({
        valid: true,
        available: false,
        message: "Cornerstone promo code can only be applied to 'Just Main Event' registration.",
        discount: { kind: 'off', cents: 150000 },
        restrictedTo: 'just-main-event',
      });
      expect((await check('bunnell')).body).toMatchObject({ available: false, message: "Bunnell promo code can only be applied to 'Just Here to Party' registration." });
      expect((await check('villarreal')).body).toMatchObject({ available: false, message: "Villarreal promo code can only be applied to 'Just Here to Party' registration." });
      // An unrestricted code still answers without a type.
      expect((await check('woop200')).body.available).toBe(true);
    });

    it('reports a single-use code as unavailable once a registration used it', async () => {
      expect((await check('berry')).body.available).toBe(true);
      expect((await postJson(register, '/api/register', attendeePayload({ promoCode: 'berry' }))).status).toBe(201);
      expect((await check('Berry')).body).toMatchObject({ valid: true, available: false, message: 'This promo code has already been used.' });
      // Codes that are not single-use stay available.
      expect((await postJson(register, '/api/register', attendeePayload({ promoCode: 'odom' }))).status).toBe(201);
      expect((await check('odom')).body.available).toBe(true);
    });

    it('answers 405 to POST', async () => {
      const res = await call(checkPromoCode, '/api/check-promo-code/berry', { method: 'POST' }, { code: 'berry' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
    });
  });

  describe('POST /api/registration-interest', () => {
    // Nothing on sale: SPEC's answers. (This suite opens three player levels; they are closed here
    // as the organizer would, a save that takes them out of the suite's switch.)
    const closeEveryLevel = () => db().updateTable('salesItems').set({ state: 'closed', version: 2 }).execute();

    it('adds an e-mail once and recognises it again in any case', async () => {
      await closeEveryLevel();
      const first = await notify({ email: 'Roughneck@Example.com', sendConfirmation: true });
      expect(first).toMatchObject({ status: 200, body: { success: true, message: 'Thank you! We will notify you when registration opens.' } });
      const again = await notify({ email: ' roughneck@example.COM ', sendConfirmation: true });
      expect(again.body).toEqual({ success: true, message: "You're already on the list. We will notify you when registration opens." });
      expect(await db().selectFrom('registrationInterests').select('email').execute()).toEqual([{ email: 'Roughneck@Example.com' }]);
    });

    it('while a player level is on sale, says registration is open instead of promising to tell, and mails the same', async () => {
      const first = await notify({ email: 'open@example.com', sendConfirmation: true });
      expect(first.body).toEqual({ success: true, message: "Thank you! Registration is open now; we will send you the tournament's news." });
      expect((await notify({ email: 'open@example.com', sendConfirmation: true })).body).toEqual({ success: true, message: "You're already on the list. Registration is open now." });
      const mail = await db().selectFrom('mailOutbox').select(['subject', 'textBody', 'htmlBody']).where('kind', '=', 'interest_confirmation').executeTakeFirstOrThrow();
      expect(mail.subject).toBe('WOOP: registration is open');
      expect(mail.textBody).toMatch(/^Register: https?:\/\/[^/\s]+\/registration$/m);
      expect(mail.htmlBody).toMatch(/<a href="https?:\/\/[^/"]+\/registration">Register now<\/a>/);
      expect(mail.textBody).toContain("Registration for the 2026 tournament (September 24-25, 2026) is open now, on the site's Registration page. We will send the tournament's news to open@example.com.");
    });

    it('answers 400 with the e-mail message for a bad address', async () => {
      const res = await notify({ email: 'not-an-email', sendConfirmation: true });
      expect(res).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address', errors: { email: 'Please enter a valid email address' } } });
      expect((await notify({})).body.errors.email).toBe('Please enter a valid email address');
    });

    it('answers 405, 415 and 413 for a wrong method, non-JSON and an oversize body', async () => {
      expect((await call(registrationInterest, '/api/registration-interest', { method: 'GET' })).status).toBe(405);
      const text = await call(registrationInterest, '/api/registration-interest', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'a@b.co' });
      expect(text.status).toBe(415);
      expect((await notify({ email: 'a@b.co', padding: 'x'.repeat(65 * 1024) })).status).toBe(413);
      expect(await db().selectFrom('registrationInterests').select('id').execute()).toHaveLength(0);
    });
  });
});
