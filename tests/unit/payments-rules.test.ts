// The pure parts of the PayPal integration: configuration, the buy-now form, IPN parsing and the
// decision of what a notification may change.
import { describe, expect, it, vi } from 'vitest';
import { buyNowForm } from '../../netlify/lib/payments/paypal/buy-now.ts';
import { parsePaypalConfig, paymentsUnavailableMessage, paypalConfig } from '../../netlify/lib/payments/paypal/config.ts';
import { FriendlyParseError } from '../../src/domain/friendly-parse.ts';
import { decideIpn, ipnCents, ipnSignedCents, keylessSponsorLevel } from '../../netlify/lib/payments/paypal/ipn-rules.ts';
import { parseIpn } from '../../netlify/lib/payments/paypal/ipn.ts';

const creds = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_BUSINESS: 'pay@woop.example' };

describe('PayPal configuration', () => {
  it('picks PayPal hosts by PAYPAL_ENV', () => {
    expect(parsePaypalConfig({ ...creds, PAYPAL_ENV: 'live' })).toMatchObject({
      apiBase: 'https://api-m.paypal.com',
      webscrUrl: 'https://www.paypal.com/cgi-bin/webscr',
      ipnVerifyUrl: 'https://ipnpb.paypal.com/cgi-bin/webscr',
    });
    expect(parsePaypalConfig({ ...creds, PAYPAL_ENV: 'sandbox' })).toMatchObject({
      apiBase: 'https://api-m.sandbox.paypal.com',
      webscrUrl: 'https://www.sandbox.paypal.com/cgi-bin/webscr',
      ipnVerifyUrl: 'https://ipnpb.sandbox.paypal.com/cgi-bin/webscr',
    });
    expect(
      parsePaypalConfig({ ...creds, PAYPAL_ENV: 'local', PAYPAL_API_BASE: 'http://127.0.0.1:9/', PAYPAL_WEB_BASE: 'http://localhost:8888' }),
    ).toMatchObject({ apiBase: 'http://127.0.0.1:9', webscrUrl: 'http://localhost:8888/cgi-bin/webscr', ipnVerifyUrl: 'http://127.0.0.1:9/cgi-bin/webscr' });
  });

  it('names each missing variable, in the format of the other settings (Invalid ...: one line each)', () => {
    const problems = (env: Record<string, string>) => {
      try {
        parsePaypalConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(FriendlyParseError);
        return (error as FriendlyParseError).message;
      }
      throw new Error('expected a configuration error');
    };
    expect(problems({ PAYPAL_ENV: 'live', PAYPAL_CLIENT_ID: 'id' })).toBe(
      'Invalid PayPal configuration:\n  PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT_SECRET is not set\n  PAYPAL_BUSINESS: PAYPAL_BUSINESS is not set',
    );
    expect(problems({ ...creds, PAYPAL_ENV: 'local' })).toMatch(/^ {2}PAYPAL_API_BASE: .*\n {2}PAYPAL_WEB_BASE: /m);
    expect(problems({ ...creds, PAYPAL_ENV: 'production' })).toMatch(/^ {2}PAYPAL_ENV: PAYPAL_ENV must be live, sandbox or local$/m);
    expect(problems({ ...creds, PAYPAL_ENV: 'sandbox', PAYPAL_TIMEOUT_MS: '-5' })).toMatch(/PAYPAL_TIMEOUT_MS: .*whole number of milliseconds/);
  });

  it('fails closed without PAYPAL_ENV (no default), naming it with every other problem at once', () => {
    expect(() => parsePaypalConfig({ ...creds, PAYPAL_ENV: ' ' })).toThrow(/PAYPAL_ENV: PAYPAL_ENV is not set \(live, sandbox or local\)/);
    expect(() => parsePaypalConfig({})).toThrow(
      new FriendlyParseError('PayPal configuration', [
        'PAYPAL_ENV: PAYPAL_ENV is not set (live, sandbox or local)',
        'PAYPAL_CLIENT_ID: PAYPAL_CLIENT_ID is not set',
        'PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT_SECRET is not set',
        'PAYPAL_BUSINESS: PAYPAL_BUSINESS is not set',
      ]).message,
    );
  });

  it('answers 503 with the payments message when a setting is missing, and logs why', () => {
    const saved = { ...process.env };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      Object.assign(process.env, creds);
      delete process.env.PAYPAL_ENV;
      expect(() => paypalConfig()).toThrow(expect.objectContaining({ status: 503, message: paymentsUnavailableMessage }));
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Payments refused: Invalid PayPal configuration:\n {2}PAYPAL_ENV: /));
    } finally {
      log.mockRestore();
      process.env = saved;
    }
  });
});

describe('buy-now form', () => {
  it('posts the amount without $ or separators, and the key as custom and in the return address', () => {
    const form = buyNowForm({
      business: 'pay@woop.example', webscrUrl: 'https://www.paypal.com/cgi-bin/webscr', origin: 'https://woop.example',
      key: '1700000000000-abc', levelName: 'Just Here to Party', amountCents: 170000,
    });
    const f = Object.fromEntries(form.fields);
    expect(f.amount).toBe('1700.00');
    expect(f.custom).toBe('1700000000000-abc');
    expect(f.return).toBe('https://woop.example/api/paypal-return?key=1700000000000-abc');
    expect(f.item_name).toContain('Just Here to Party');
  });
});

describe('IPN parsing', () => {
  it('decodes values in the charset PayPal names (windows-1252 by default)', () => {
    const raw = new TextEncoder().encode('first_name=Ren%E9&charset=windows-1252&mc_gross=2%2C450.00&item_name=A+B');
    expect(parseIpn(raw)).toMatchObject({ first_name: 'René', mc_gross: '2,450.00', item_name: 'A B' });
    const utf8 = new TextEncoder().encode('charset=UTF-8&first_name=Ren%C3%A9');
    expect(parseIpn(utf8).first_name).toBe('René');
  });
});

describe('what a notification may change', () => {
  const good = {
    payment_status: 'Completed', receiver_email: 'pay@woop.example', mc_gross: '2450.00', mc_currency: 'USD', txn_id: 'T1',
  };
  const decide = (fields: Record<string, string>, verdict: 'VERIFIED' | 'INVALID' = 'VERIFIED', amountCents: number | null = 245000) =>
    decideIpn({ verdict, fields, business: 'PAY@woop.example', live: false, registration: amountCents === null ? null : { amountCents } });

  it('pays only a verified, completed payment of the stored amount in USD to us', () => {
    expect(decide(good)).toBe('pay');
    expect(decide(good, 'INVALID')).toBe('invalid');
    expect(decide({ ...good, payment_status: 'Pending' })).toBe('not_completed');
    expect(decide({ ...good, receiver_email: 'x@example.com' })).toBe('wrong_receiver');
    expect(decide({ ...good, mc_currency: 'CAD' })).toBe('wrong_currency');
    expect(decide({ ...good, mc_gross: '2449.99' })).toBe('amount_mismatch');
    expect(decide({ ...good, mc_gross: '24500.00' })).toBe('amount_mismatch');
    expect(decide({ ...good, txn_id: '' })).toBe('missing_txn_id');
    expect(decide(good, 'VERIFIED', null)).toBe('unknown_registration');
    expect(decide({ ...good, mc_gross: '-2450.00' })).toBe('amount_mismatch');
  });

  it('passes refunds, reversals and canceled reversals of a payment on, with their parent', () => {
    for (const payment_status of ['Refunded', 'Reversed', 'Canceled_Reversal']) {
      expect(decide({ ...good, payment_status, mc_gross: '-2450.00', parent_txn_id: 'T0' })).toBe('money_return');
      expect(decide({ ...good, payment_status, mc_gross: '-2450.00' })).toBe('missing_txn_id');
    }
    expect(ipnSignedCents('-2450.00')).toBe(-245000);
    expect(ipnCents('-2450.00')).toBe(245000);
  });

  it('refuses a sandbox notification on the live site only', () => {
    const live = (fields: Record<string, string>) => decideIpn({ verdict: 'VERIFIED', fields, business: 'pay@woop.example', live: true, registration: { amountCents: 245000 } });
    expect(live({ ...good, test_ipn: '1' })).toBe('test_ipn_on_live');
    expect(live(good)).toBe('pay');
    expect(decide({ ...good, test_ipn: '1' })).toBe('pay');
  });
});

describe('keylessSponsorLevel: which sponsorship a payment without a key is', () => {
  const levels = [
    { id: 'table', priceCents: 375000 },
    { id: 'final', priceCents: 625000 },
  ];
  const buyNow = { txn_type: 'web_accept' };
  it("is the level whose price it is, exactly, for a buy-now or PayPal.me payment", () => {
    expect(keylessSponsorLevel({ ...buyNow, mc_gross: '3750.00' }, levels)).toBe('table');
    expect(keylessSponsorLevel({ txn_type: 'send_money', mc_gross: '6250' }, levels)).toBe('final');
  });
  it('is none for another amount, a money return, a payment that names a key, or an Orders v2 capture', () => {
    expect(keylessSponsorLevel({ ...buyNow, mc_gross: '3749.99' }, levels)).toBeNull();
    expect(keylessSponsorLevel({ ...buyNow, mc_gross: '-3750.00' }, levels)).toBeNull();
    expect(keylessSponsorLevel({ ...buyNow, mc_gross: '' }, levels)).toBeNull();
    expect(keylessSponsorLevel({ ...buyNow, mc_gross: '3750.00', custom: '1-abc' }, levels)).toBeNull();
    // The SDK pages' captures are their orders' (settle-order.ts), whatever their IPN says.
    expect(keylessSponsorLevel({ txn_type: 'express_checkout', mc_gross: '3750.00' }, levels)).toBeNull();
    expect(keylessSponsorLevel({ mc_gross: '3750.00' }, levels)).toBeNull();
  });
});
