// The pure rules of receipts, invoices, offline payments and corrections.
import { describe, expect, it } from 'vitest';
import { correctionSchema } from '../../src/domain/my-registration.ts';
import { offlinePaymentSchema } from '../../src/domain/offline-payment.ts';
import { getRegistrationLevels, getRoomAdditions, getSponsorLevels } from '../../src/data/levels.ts';
import { billingLines, documentLines, invoiceLabel, receiptLabel } from '../../src/domain/receipt.ts';

const items = { levels: [...getRegistrationLevels(), ...getSponsorLevels()], rooms: getRoomAdditions() };
import { myRegistrationPath } from '../../src/islands/my-registration/MyRegistrationLink.tsx';

const reg = {
  registrationId: 'WOOP-7K2M9QX4TB',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: null,
  billingStreet: '1 Main St',
  billingCity: 'Lake Charles',
  billingState: 'LA',
  billingZip: '70601',
  registrationType: 'all-in',
  roomAdditions: ['friday-room'],
  promoCode: 'woop200',
  amountCents: 262_500,
};

describe('receipt and invoice lines', () => {
  it('lists the level, each room and the promo discount, adding up to what was charged', () => {
    const lines = documentLines(reg, items);
    expect(lines).toEqual([
      { description: 'WOOP registration: All In', amountCents: 245_000 },
      { description: 'Friday Night Room', amountCents: 37_500 },
      { description: 'Promo code WOOP200', amountCents: -20_000 },
    ]);
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(reg.amountCents);
  });

  it('shows no discount line without one, and one line when list prices no longer add up', () => {
    expect(documentLines({ ...reg, roomAdditions: [], promoCode: null, amountCents: 245_000 }, items)).toHaveLength(1);
    expect(documentLines({ ...reg, amountCents: 300_000 }, items)).toEqual([{ description: 'WOOP registration: All In, Friday Night Room', amountCents: 300_000 }]);
  });

  it('lists the prices the registration was charged (set in /admin), not today\'s list prices', () => {
    const lowered = { ...reg, promoCode: null, amountCents: 237_500, itemPrices: { 'all-in': 200_000, 'friday-room': 37_500 } };
    expect(documentLines(lowered, items)).toEqual([
      { description: 'WOOP registration: All In', amountCents: 200_000 },
      { description: 'Friday Night Room', amountCents: 37_500 },
    ]);
  });

  it('lists an order one line per seat at the level price, then its rooms, adding up to what was charged', () => {
    const order = { ...reg, promoCode: null, seats: 3, amountCents: 3 * 200_000 + 37_500, itemPrices: { 'all-in': 200_000, 'friday-room': 37_500 } };
    const lines = documentLines(order, items);
    expect(lines).toEqual([
      { description: 'Seat 1 of 3: All In', amountCents: 200_000 },
      { description: 'Seat 2 of 3: All In', amountCents: 200_000 },
      { description: 'Seat 3 of 3: All In', amountCents: 200_000 },
      { description: 'Friday Night Room', amountCents: 37_500 },
    ]);
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(order.amountCents);
    // Without stored prices, the list price; a total above the lines is one line naming the seats.
    expect(documentLines({ ...order, roomAdditions: [], itemPrices: null, amountCents: 3 * 245_000 }, items).map((l) => l.amountCents)).toEqual([245_000, 245_000, 245_000]);
    expect(documentLines({ ...order, amountCents: 900_000 }, items)).toEqual([{ description: 'WOOP registration: All In × 3 seats, Friday Night Room', amountCents: 900_000 }]);
  });

  it('reads 1 seat (or a seat’s player row, 0) as a single registration', () => {
    const single = documentLines({ ...reg, promoCode: null, amountCents: 282_500 }, items);
    expect(documentLines({ ...reg, promoCode: null, amountCents: 282_500, seats: 1 }, items)).toEqual(single);
    expect(documentLines({ ...reg, promoCode: null, amountCents: 282_500, seats: 0 }, items)).toEqual(single);
    expect(single[0]!.description).toBe('WOOP registration: All In');
  });

  it('numbers receipts by series without gaps in the label and invoices by registration', () => {
    expect(receiptLabel('2026', 7)).toBe('2026-0007');
    expect(receiptLabel('2026', 12345)).toBe('2026-12345');
    expect(invoiceLabel('WOOP-7K2M9QX4TB')).toBe('INV-WOOP-7K2M9QX4TB');
    expect(billingLines({ billingStreet: '', billingCity: 'Houston', billingState: 'TX', billingZip: null })).toEqual(['Houston, TX']);
  });
});

describe('the organizer’s check or transfer', () => {
  const now = new Date('2026-08-10T12:00:00Z');
  it('accepts a check with its amount in cents', () => {
    expect(offlinePaymentSchema(now).parse({ method: 'check', amount: '$3,750', receivedOn: '2026-08-10', reference: ' 1042 ' })).toEqual({
      method: 'check',
      amount: 375_000,
      receivedOn: '2026-08-10',
      reference: '1042',
    });
  });
  it('refuses an impossible or future day, a zero amount and an empty reference', () => {
    const result = offlinePaymentSchema(now).safeParse({ method: 'transfer', amount: '0', receivedOn: '2026-08-12', reference: '' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields.sort()).toEqual(['amount', 'receivedOn', 'reference']);
  });
});

describe('corrections', () => {
  it('takes a size from the list; a sponsor keeps the address required', () => {
    const base = { tShirtSize: 'M', phone: '3375550100', dietaryRestrictions: '', billingStreet: '', billingCity: '', billingState: '', billingZip: '' };
    expect(correctionSchema(false).safeParse(base).success).toBe(true);
    expect(correctionSchema(false).safeParse({ ...base, tShirtSize: 'XXXXL' }).success).toBe(false);
    expect(correctionSchema(true).safeParse(base).success).toBe(false);
  });
});

describe('the success screens’ link', () => {
  it('keeps only a /my-registration fragment link, on this site', () => {
    expect(myRegistrationPath('https://woop.example/my-registration#abcDEF_-123')).toBe('/my-registration#abcDEF_-123');
    expect(myRegistrationPath('https://evil.example/phish#abc')).toBeNull();
    expect(myRegistrationPath('javascript:alert(1)')).toBeNull();
    expect(myRegistrationPath(undefined)).toBeNull();
  });
});
