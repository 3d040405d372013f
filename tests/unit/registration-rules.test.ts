// The server's pricing of a registration payload (no database involved).
import { describe, expect, it } from 'vitest';
import { levelName } from '../../src/domain/levels.ts';
import { priceRegistration } from '../../netlify/lib/registration.ts';

const payload = (overrides: Record<string, unknown> = {}) => ({
  registrationType: 'all-in',
  roomAdditions: [],
  firstName: 'Jolene',
  lastName: 'Broussard',
  email: 'jolene@example.com',
  phone: '337-555-0100',
  amount: '',
  promoCode: '',
  ...overrides,
});
const open = 'all-in,just-party,just-main-event,wednesday-room,friday-room,saturday-room';
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { status: number; message: string; errors?: Record<string, string> };
  }
  throw new Error('expected a failure');
};

describe('priceRegistration', () => {
  it('prices a level with rooms from server data only, and keeps the code (trimmed, lower-cased) for the transaction', () => {
    const priced = priceRegistration(payload({ roomAdditions: ['saturday-room', 'saturday-room'], promoCode: ' WOOP200 ', amount: '2,725.00' }), open);
    expect(priced).toMatchObject({ levelCents: 245000, roomCents: [47500], promoCode: 'woop200' });
    expect(priced.input.roomAdditions).toEqual(['saturday-room']);
    expect(priced.input.promoCode).toBe('woop200');
  });

  it('refuses every level while it is sold out (production data)', () => {
    expect(failure(() => priceRegistration(payload(), undefined))).toMatchObject({ status: 409, message: 'This registration type is currently unavailable' });
  });

  it('refuses a differing amount with the contract message', () => {
    expect(failure(() => priceRegistration(payload({ amount: '2449.99' }), open))).toMatchObject({
      status: 409,
      message: 'The total has changed. Please review your registration.',
    });
    expect(failure(() => priceRegistration(payload({ amount: 'free' }), open)).status).toBe(409);
  });

  it('prices sponsors from the sponsor list and refuses promo codes and rooms for them', () => {
    const sponsor = { registrationType: 'table', company: 'C', jobTitle: 'J', tShirtSize: 'L', billingStreet: 'S', billingCity: 'C', billingState: 'LA', billingZip: '70601' };
    expect(priceRegistration(payload(sponsor), undefined)).toMatchObject({ levelCents: 375000, sponsorLevel: { id: 'table', capacity: 5 }, levelName: 'Table Sponsor' });
    expect(failure(() => priceRegistration(payload({ ...sponsor, promoCode: 'karl0' }), undefined)).errors).toHaveProperty('promoCode');
    expect(failure(() => priceRegistration(payload({ ...sponsor, roomAdditions: ['friday-room'] }), open)).errors).toHaveProperty('roomAdditions');
  });

  it('names registration types for the payment summary', () => {
    expect(levelName('just-party')).toBe('Just Here to Party');
    expect(levelName('final')).toBe('Final Table Sponsor');
    expect(levelName(null)).toBe('Player');
  });
});
