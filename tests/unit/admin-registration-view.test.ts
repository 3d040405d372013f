// The registrations table's filter, search and sort, and the payment labels of the admin dashboard.
import { describe, expect, it } from 'vitest';
import { adminListSchema, adminStatsSchema, paymentEventListSchema, paymentOutcomes } from '../../src/domain/admin-contract.ts';
import {
  countByFilter,
  defaultView,
  toggleSort,
  viewRegistrations,
  type RegistrationView,
} from '../../src/islands/admin/registration-view.ts';
import { kindLabel, modeLabels, outcomeLabel, outcomeTone } from '../../src/islands/admin/payment-labels.ts';
import { payments, registrations, stats } from '../fixtures/admin-dashboard.ts';

const ids = (view: Partial<RegistrationView>) => viewRegistrations(registrations, { ...defaultView, ...view }).map((item) => item.registrationId);

describe('the admin fixtures', () => {
  it('satisfy the admin contract', () => {
    expect(() => adminListSchema.parse(registrations)).not.toThrow();
    expect(() => adminStatsSchema.parse(stats)).not.toThrow();
    expect(() => paymentEventListSchema.parse(payments)).not.toThrow();
  });
});

describe('registrations view', () => {
  it('shows everything newest first by default', () => {
    expect(ids({})).toEqual(['WOOP-FLAG07', 'WOOP-REFD06', 'WOOP-COMP05', 'WOOP-EXPD04', 'WOOP-PEND03', 'WOOP-PAID02', 'WOOP-RVSD01']);
  });

  it('filters by state; refunded includes reversed; flagged are the paid ones to refund', () => {
    expect(ids({ filter: 'paid' })).toEqual(['WOOP-FLAG07', 'WOOP-PAID02']);
    expect(ids({ filter: 'pending' })).toEqual(['WOOP-PEND03']);
    expect(ids({ filter: 'expired' })).toEqual(['WOOP-EXPD04']);
    expect(ids({ filter: 'comped' })).toEqual(['WOOP-COMP05']);
    expect(ids({ filter: 'refunded' })).toEqual(['WOOP-REFD06', 'WOOP-RVSD01']);
    expect(ids({ filter: 'flagged' })).toEqual(['WOOP-FLAG07']);
  });

  it('searches name, e-mail and registration ID, ignoring case and outer spaces', () => {
    expect(ids({ search: 'ann able' })).toEqual(['WOOP-PAID02']);
    expect(ids({ search: 'ZULU' })).toEqual(['WOOP-RVSD01']);
    expect(ids({ search: 'ann.able@example' })).toEqual(['WOOP-PAID02']);
    expect(ids({ search: ' woop-pend03 ' })).toEqual(['WOOP-PEND03']);
    expect(ids({ search: 'nobody' })).toEqual([]);
    expect(ids({ search: 'example.com', filter: 'refunded' })).toEqual(['WOOP-REFD06', 'WOOP-RVSD01']);
  });

  it('sorts by each column both ways', () => {
    expect(ids({ sort: { key: 'registrationId', direction: 'ascending' } })[0]).toBe('WOOP-COMP05');
    expect(ids({ sort: { key: 'name', direction: 'ascending' } })).toEqual([
      'WOOP-PAID02', 'WOOP-COMP05', 'WOOP-EXPD04', 'WOOP-FLAG07', 'WOOP-PEND03', 'WOOP-REFD06', 'WOOP-RVSD01',
    ]);
    // A missing amount sorts below $0.00; ties keep the newest first.
    expect(ids({ sort: { key: 'amount', direction: 'ascending' } })).toEqual([
      'WOOP-RVSD01', 'WOOP-COMP05', 'WOOP-PEND03', 'WOOP-REFD06', 'WOOP-EXPD04', 'WOOP-PAID02', 'WOOP-FLAG07',
    ]);
    expect(ids({ sort: { key: 'amount', direction: 'descending' } })[0]).toBe('WOOP-FLAG07');
    expect(ids({ sort: { key: 'type', direction: 'ascending' } })).toEqual([
      'WOOP-REFD06', 'WOOP-EXPD04', 'WOOP-PAID02', 'WOOP-FLAG07', 'WOOP-COMP05', 'WOOP-PEND03', 'WOOP-RVSD01',
    ]);
    expect(ids({ sort: { key: 'status', direction: 'ascending' } })[0]).toBe('WOOP-RVSD01');
    expect(ids({ sort: { key: 'state', direction: 'ascending' } })).toEqual([
      'WOOP-COMP05', 'WOOP-EXPD04', 'WOOP-FLAG07', 'WOOP-PAID02', 'WOOP-PEND03', 'WOOP-REFD06', 'WOOP-RVSD01',
    ]);
    expect(ids({ sort: { key: 'createdAt', direction: 'ascending' } })[0]).toBe('WOOP-RVSD01');
  });

  it('does not change the list it is given', () => {
    const before = registrations.map((item) => item.registrationId);
    viewRegistrations(registrations, { ...defaultView, sort: { key: 'name', direction: 'ascending' } });
    expect(registrations.map((item) => item.registrationId)).toEqual(before);
  });

  it('flips the direction on the same column, starts ascending on another (dates newest first)', () => {
    expect(toggleSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(toggleSort({ key: 'name', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(toggleSort({ key: 'name', direction: 'descending' }, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
    expect(toggleSort({ key: 'name', direction: 'ascending' }, 'createdAt')).toEqual({ key: 'createdAt', direction: 'descending' });
  });

  it('counts the rows of each filter', () => {
    expect(countByFilter(registrations)).toEqual({ all: 7, paid: 2, pending: 1, expired: 1, comped: 1, refunded: 2, flagged: 1 });
  });
});

describe('payment labels', () => {
  it('names the outcomes the organizer acts on', () => {
    expect(outcomeLabel('amount_mismatch')).toBe('Amount mismatch');
    expect(outcomeLabel('wrong_receiver')).toBe('Wrong receiver');
    expect(outcomeLabel('invalid')).toBe('Unverified');
    expect(outcomeLabel('over_capacity')).toBe('Paid, over capacity: refund');
    expect(outcomeLabel('duplicate')).toBe('Duplicate (no change)');
    expect(outcomeLabel('paid')).toBe('Paid');
  });

  it('gives every known outcome its own label, and shows an unknown one as sent', () => {
    const labels = paymentOutcomes.map(outcomeLabel);
    expect(new Set(labels).size).toBe(paymentOutcomes.length);
    for (const [i, outcome] of paymentOutcomes.entries()) expect(labels[i]).not.toBe(outcome);
    expect(outcomeLabel('brand_new_outcome')).toBe('brand_new_outcome');
  });

  it('marks mismatches, unverified, over capacity and unknown outcomes for attention', () => {
    for (const outcome of ['amount_mismatch', 'wrong_receiver', 'wrong_currency', 'invalid', 'over_capacity', 'promo_code_taken', 'unknown_order', 'brand_new_outcome']) {
      expect(outcomeTone(outcome), outcome).toBe('attention');
    }
    expect(outcomeTone('paid')).toBe('ok');
    expect(outcomeTone('duplicate')).toBe('neutral');
    expect(outcomeTone('refunded')).toBe('neutral');
  });

  it('names the message kinds and the PayPal modes', () => {
    expect(kindLabel('ipn')).toBe('IPN');
    expect(kindLabel('order_capture')).toBe('Order capture');
    expect(kindLabel('something')).toBe('something');
    expect(modeLabels).toEqual({
      live: 'PayPal: live',
      sandbox: 'PayPal: sandbox',
      local: 'PayPal: local simulator',
      unset: 'PayPal: not set — payments are refused',
    });
  });
});
