// A burst of PayPal's IPNs (found by bench:rush): PayPal sends them from a few addresses,
// and while 50 from one address await verification the rest are refused with 429, for PayPal to
// send again. A refused IPN did no work (no postback): it must not count, or a burst keeps PayPal's
// resends refused for the rest of the hour and paid registrants are not confirmed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import checkout from '../../netlify/functions/paypal-checkout.mts';
import ipn from '../../netlify/functions/paypal-ipn.mts';
import { enforceLimit, giveBack, limits } from '../../netlify/lib/platform/rate-limit.ts';
import { lastIpnStatus, payOnSimulator, seedRegistration, sim, startHarness, type Harness } from './payments-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ '/api/paypal-ipn': ipn, '/api/paypal-checkout': checkout });
});
afterAll(async () => {
  await h?.close();
});

it("PayPal's resends are accepted once a burst has been verified, however many were refused meanwhile", async () => {
  const { key, registrationId } = await seedRegistration(h.db);
  const form = (await (await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${key}`))).json()) as { fields: [string, string][] };
  // 50 IPNs from PayPal's address (the harness's requests carry none: 'unknown') await verification.
  const inFlight = await Promise.all(Array.from({ length: limits.unverifiedIpn.max }, () => enforceLimit(undefined, limits.unverifiedIpn)));
  const txn = await payOnSimulator(h, form.fields);
  expect(await lastIpnStatus(h)).toBe(429);
  for (let i = 0; i < 60; i++) await sim(h, '/__sim/ipn/resend', { txn_id: txn }); // PayPal retrying meanwhile
  expect(await lastIpnStatus(h)).toBe(429);

  // The burst is verified: its counts are given back. PayPal's next resend is accepted.
  for (const ticket of inFlight) await giveBack(ticket);
  await sim(h, '/__sim/ipn/resend', { txn_id: txn });
  expect(await lastIpnStatus(h)).toBe(200);
  const row = await h.db.selectFrom('registrations').select('paymentStatus').where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
  expect(row.paymentStatus).toBe('paid');
});
