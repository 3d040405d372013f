// The sponsor checkout's pure rules: availability, buy-now fields, links, the stored record and the
// sponsor form -> registration payload mapping.
import { describe, expect, it } from 'vitest';
import { getSponsorLevels } from '../../src/data/levels.ts';
import { sponsorRegistrationSchema } from '../../src/domain/schemas.ts';
import {
  availabilityLabel,
  buildBuyNowFields,
  checkoutEarlyBird,
  easyPaymentCheckoutLevels,
  makeSponsorshipRecord,
  parseSponsorshipRecord,
  paypalMeUrl,
  sponsorOffers,
  treasurerMailto,
  withAvailability,
} from '../../src/domain/sponsor-checkout.ts';
import { sponsorCheckoutFormSchema, toSponsorRegistrationPayload } from '../../src/domain/sponsor-form.ts';
import { easyPaymentLevels } from '../../src/data/sponsorship.ts';
import { paypalPublicConfig } from '../../src/components/sponsor/paypal-public.ts';
import type { LiveItem } from '../../src/domain/live-facts.ts';

/** A sponsor level as GET /api/live-facts answers it, on sale with its configured places, `sold` of them sold. */
function liveSponsor(id: string, sold = 0, changes: Partial<LiveItem> = {}): LiveItem {
  const level = getSponsorLevels().find((l) => l.id === id)!;
  const left = level.capacity === null ? null : Math.max(0, level.capacity - sold);
  return {
    id, kind: 'sponsor', name: level.name, state: left === 0 ? 'sold_out' : 'on_sale', priceCents: level.priceCents, regularPriceCents: level.priceCents,
    earlyUntil: null, opensAt: null, closesAt: null, capacity: level.capacity, left, ...changes,
  };
}
const liveSponsors = (sold: Record<string, number> = {}) => getSponsorLevels().map((l) => liveSponsor(l.id, sold[l.id]));

describe('sponsor availability', () => {
  it('offers what the live facts say is on sale; a level closed or sold out is taken, an unlimited one never', () => {
    const items = [liveSponsor('test', 40), liveSponsor('table', 2), liveSponsor('cocktail', 1), liveSponsor('final', 0, { state: 'closed' }), { ...liveSponsor('table'), id: 'all-in', kind: 'player' as const }];
    expect(sponsorOffers(items).map((o) => o.id)).toEqual(['test', 'table', 'cocktail', 'final']);
    expect(withAvailability(getSponsorLevels(), sponsorOffers(items)).map((l) => [l.id, l.remaining, l.taken])).toEqual([
      ['test', null, false],
      ['table', 3, false],
      ['cocktail', 0, true],
      ['final', 0, true],
    ]);
  });

  it('labels levels as SPEC shows them', () => {
    expect(availabilityLabel({ remaining: 0, taken: true })).toBe('(TAKEN)');
    expect(availabilityLabel({ remaining: 5, taken: false })).toBe('5 available');
    expect(availabilityLabel({ remaining: null, taken: false })).toBe('');
  });

  it('shows configured capacities until the server answers', () => {
    const levels = withAvailability(getSponsorLevels(), null);
    expect(levels.map((l) => [l.id, l.remaining, l.taken])).toEqual([
      ['test', null, false],
      ['table', 5, false],
      ['cocktail', 1, false],
      ['final', 1, false],
    ]);
  });

  it("takes the server's price (set in /admin) once it answers", () => {
    const live = sponsorOffers(liveSponsors().map((i) => (i.id === 'table' ? { ...i, priceCents: 350000 } : i)));
    const levels = withAvailability(getSponsorLevels(), live);
    expect(levels.find((l) => l.id === 'table')!.priceCents).toBe(350000);
    expect(levels.find((l) => l.id === 'final')!.priceCents).toBe(625000);
  });

  it('shows an early-bird price as such: the early price, when it ends and the regular price', () => {
    const until = '2027-08-02T04:59:00.000Z'; // 23:59 on August 1, Central daylight time
    const live = sponsorOffers([liveSponsor('table', 0, { priceCents: 350000, regularPriceCents: 375000, earlyUntil: until })]);
    expect(live[0]).toEqual({ id: 'table', priceCents: 350000, remaining: 5, earlyBird: { regularPriceCents: 375000, until } });
    const level = withAvailability(getSponsorLevels(), live).find((l) => l.id === 'table')!;
    expect(level).toMatchObject({ priceCents: 350000, earlyBird: { regularPriceCents: 375000, until } });
    expect(checkoutEarlyBird(level, 'America/Chicago')).toBe('early-bird until August 1 (then $3,750)');
    // Without an early-bird step the answer carries nothing more and no note is shown.
    const plain = sponsorOffers([liveSponsor('table')]);
    expect(plain[0]).not.toHaveProperty('earlyBird');
    expect(checkoutEarlyBird(withAvailability(getSponsorLevels(), plain).find((l) => l.id === 'table')!, 'America/Chicago')).toBeNull();
  });

  it('the /easy-payment list keeps SPEC numbers and narrows them by the server', () => {
    const stat = easyPaymentCheckoutLevels(easyPaymentLevels, null);
    expect(stat.map((l) => [l.id, l.priceCents, l.remaining, l.taken])).toEqual([
      ['premium', 625000, 1, false],
      ['cocktail', 525000, 1, false],
      ['secondChance', 525000, 0, true],
      ['table', 375000, 5, false],
      ['test', 200, 999, false],
    ]);
    const live = sponsorOffers(liveSponsors({ final: 1, table: 1 }));
    const narrowed = easyPaymentCheckoutLevels(easyPaymentLevels, live);
    expect(narrowed.find((l) => l.id === 'premium')).toMatchObject({ remaining: 0, taken: true });
    expect(narrowed.find((l) => l.id === 'table')).toMatchObject({ remaining: 4, taken: false });
    expect(narrowed.find((l) => l.id === 'test')).toMatchObject({ remaining: 999 });
  });
});

describe('payment links and forms', () => {
  it('builds exactly the simple buy-now fields', () => {
    const fields = buildBuyNowFields({
      business: 'pay@woop.example',
      itemPrefix: 'WOOP Sponsorship',
      levelName: 'Table Sponsor',
      amountCents: 375000,
      origin: 'https://woop.example',
      cancelPath: '/button-payment',
    });
    expect(fields).toEqual([
      ['cmd', '_xclick'],
      ['business', 'pay@woop.example'],
      ['item_name', 'WOOP Sponsorship - Table Sponsor'],
      ['amount', '3750.00'],
      ['currency_code', 'USD'],
      ['no_shipping', '1'],
      ['return', 'https://woop.example/sponsor-payment-success'],
      ['cancel_return', 'https://woop.example/button-payment'],
    ]);
  });

  it('pre-fills the treasurer e-mail with the level and amount', () => {
    const url = new URL(treasurerMailto('t@woop.example', { name: 'Cocktail Sponsor', priceCents: 525000 }));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('t@woop.example');
    expect(url.searchParams.get('subject')).toBe('WOOP Sponsorship - Cocktail Sponsor ($5,250.00)');
    expect(url.searchParams.get('body')).toContain('at the Cocktail Sponsor level ($5,250.00)');
  });

  it('links PayPal.me with the amount', () => {
    expect(paypalMeUrl('WOOPPoker', 625000)).toBe('https://paypal.me/WOOPPoker/6250.00USD');
  });
});

describe('the sponsorship record', () => {
  it("defaults the name to 'WOOP Sponsor' and keeps the amount with two decimals", () => {
    expect(makeSponsorshipRecord({ name: 'Test Sponsor', priceCents: 200 }, { email: 'a@b.co' })).toEqual({
      name: 'WOOP Sponsor',
      email: 'a@b.co',
      phone: '',
      level: 'Test Sponsor',
      amount: '2.00',
    });
  });

  it('reads back what was stored and ignores what is unreadable', () => {
    const record = makeSponsorshipRecord({ name: 'Table Sponsor', priceCents: 375000 }, { name: 'Pat' });
    expect(parseSponsorshipRecord(JSON.stringify(record))).toEqual(record);
    expect(parseSponsorshipRecord('not json')).toBeNull();
    expect(parseSponsorshipRecord(null)).toBeNull();
    expect(parseSponsorshipRecord(JSON.stringify({ name: 42, level: 'X' }))).toMatchObject({ name: 'WOOP Sponsor', level: 'X' });
  });
});

describe('the sponsor form', () => {
  const valid = {
    firstName: 'Pat', lastName: 'Driller', email: 'pat@example.com', phone: '337 555 0123', company: 'Acme',
    jobTitle: 'Landman', shirtSize: 'XL', sponsorshipLevel: 'table', billingStreet: '1 Main St',
    billingCity: 'Houston', billingState: 'TX', billingZip: '77002', agreeTerms: true,
  };

  it('asks for company and job title with the server sponsor schema messages', () => {
    const result = sponsorCheckoutFormSchema.safeParse({ ...valid, company: ' ', jobTitle: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['company', 'Company name is required'],
      ['jobTitle', 'Job title is required'],
    ]);
  });

  it('maps to a registration payload the server sponsor schema accepts', () => {
    const form = sponsorCheckoutFormSchema.parse(valid);
    const payload = toSponsorRegistrationPayload(form, 375000);
    expect(payload).toMatchObject({ registrationType: 'table', tShirtSize: 'XL', amount: '3750.00', experience: 'Not specified', agreeTerms: true });
    expect(sponsorRegistrationSchema.safeParse(payload).success).toBe(true);
  });
});

describe('the PayPal settings baked into the sponsor pages', () => {
  it('local mode points at the simulator through our own origin', () => {
    expect(paypalPublicConfig({ PAYPAL_ENV: 'local' })).toEqual({
      webscrUrl: '/cgi-bin/webscr',
      business: 'treasurer@woop.local',
      clientId: 'sim-client-id',
      sdkBaseUrl: '/sdk/js',
      environment: 'sandbox',
    });
  });

  it('live mode uses PayPal and the configured receiver and client id', () => {
    expect(paypalPublicConfig({ PAYPAL_ENV: 'live', PAYPAL_BUSINESS: 'pay@woop.example', PAYPAL_CLIENT_ID: 'abc', PAYPAL_CLIENT_SECRET: 's' })).toEqual({
      webscrUrl: 'https://www.paypal.com/cgi-bin/webscr',
      business: 'pay@woop.example',
      clientId: 'abc',
      sdkBaseUrl: '',
      environment: 'production',
    });
  });

  it('a Netlify build without PayPal settings is "not configured", never an undefined client id', () => {
    const config = paypalPublicConfig({ NETLIFY: 'true' });
    expect(config.clientId).toBe('');
    expect(config.business).toBe('');
  });
});

describe('pages built without PayPal settings', () => {
  it('say payments are not configured instead of loading the SDK or posting to nobody', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { SdkButtons } = await import('../../src/islands/sponsor/methods/SdkButtons.tsx');
    const { BuyNowForm } = await import('../../src/islands/sponsor/methods/BuyNowForm.tsx');
    const unconfigured = paypalPublicConfig({ NETLIFY: 'true' });
    const level = withAvailability(getSponsorLevels(), null)[1]!;
    const sdk = renderToString(createElement(SdkButtons, { level, paypal: unconfigured, style: 'standard' }));
    const buyNow = renderToString(createElement(BuyNowForm, { level, paypal: unconfigured, path: '/button-payment', popup: false }));
    for (const html of [sdk, buyNow]) {
      expect(html).toContain('Online payments are not configured on this site yet.');
      expect(html).not.toContain('<form');
    }
  });
});
