// How /admin's list and the registrations export word an order's seats and a seat's buyer.
import { describe, expect, it } from 'vitest';
import { boughtByWords, buyerWords, seatsWords, unnamedCount } from '../../src/domain/seats/listing.ts';

const seats = [
  { seatNo: 1, player: { firstName: 'Jane', lastName: 'Doe' } },
  { seatNo: 2, player: null },
  { seatNo: 3, player: { firstName: 'Bo', lastName: '' } },
];

describe('the seats in words', () => {
  it('lists each seat with its player or "not named yet", in seat order as given', () => {
    expect(seatsWords(seats)).toBe('1: Jane Doe; 2: not named yet; 3: Bo');
    expect(seatsWords([])).toBe('');
    expect(unnamedCount(seats)).toBe(1);
  });

  it('names the buyer with their company in brackets, or alone', () => {
    expect(buyerWords({ buyerName: 'Jane Buyer', buyerCompany: 'Acme Energy' })).toBe('Jane Buyer (Acme Energy)');
    expect(buyerWords({ buyerName: 'Jane Buyer', buyerCompany: '  ' })).toBe('Jane Buyer');
    expect(buyerWords({ buyerName: 'Jane Buyer', buyerCompany: null })).toBe('Jane Buyer');
  });

  it("says a seat's player's buyer, order and seat, or that the seat was handed over", () => {
    expect(boughtByWords({ buyerName: 'Jane Buyer', buyerCompany: 'Acme', orderId: 'WOOP-ORD1', seatNo: 2 })).toBe('Jane Buyer (Acme), order WOOP-ORD1, seat 2');
    expect(boughtByWords({ buyerName: 'Jane Buyer', buyerCompany: null, orderId: 'WOOP-ORD1', seatNo: null })).toBe('Jane Buyer, order WOOP-ORD1, seat handed over');
  });
});
