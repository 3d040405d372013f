// The sales panel's change history reads as the organizer's own words, not the audit's field names.
import { describe, expect, it } from 'vitest';
import { historyWords } from '../../src/domain/sales-history.ts';

const facts = {
  itemName: (id: string) => ({ 'all-in': 'All In', 'just-party': 'Just Here to Party' })[id] ?? id,
  dateTime: (iso: string) => `«${iso}»`,
};
const item = {
  id: 'all-in', kind: 'player', position: 1, state: 'sold_out', opensAt: null, closesAt: null, capacity: null,
  priceCents: 245000, earlyPriceCents: null, earlyUntil: null, version: 1, updatedAt: '2026-11-01T00:00:00.000Z',
};
const code = {
  id: 3, code: 'early20', discountKind: 'percent', discountValue: 20, levelIds: [], restrictionMessage: null, maxUses: null,
  firstDay: null, lastDay: null, disabledAt: null, editionYear: 2026, version: 1, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('historyWords', () => {
  it('names the item and says each field it changed with the form labels, from and to', () => {
    const after = { ...item, state: 'on_sale', capacity: 40, earlyPriceCents: 190000, earlyUntil: '2027-06-01T14:00:00.000Z', version: 2, updatedAt: '2026-11-02T00:00:00.000Z' };
    expect(historyWords({ action: 'sales.update', target: 'all-in', before: item, after }, facts)).toEqual({
      title: 'All In changed',
      changes: [
        'State changed from sold out to on sale',
        'Capacity changed from unlimited to 40 places',
        'Early-bird price changed from none to $1,900.00',
        'Early-bird price ends changed from none to «2027-06-01T14:00:00.000Z»',
      ],
    });
    const later = { ...after, earlyUntil: '2027-07-01T14:00:00.000Z' };
    expect(historyWords({ action: 'sales.update', target: 'all-in', before: after, after: later }, facts).changes).toEqual([
      'Early-bird price ends changed from «2027-06-01T14:00:00.000Z» to «2027-07-01T14:00:00.000Z»',
    ]);
  });

  it('says a code was created, with what it gives, and never shows a field name', () => {
    const words = historyWords({ action: 'promo.create', target: 'early20', before: null, after: code }, facts);
    expect(words).toEqual({ title: 'Promo code early20 created', changes: ['Discount: percentage off', 'Amount: 20%', 'Levels: every level', 'Edition: 2026'] });
    expect(JSON.stringify(words)).not.toMatch(/discountKind|levelIds|editionYear|promo\.create/);
  });

  it('says a code was changed, disabled or enabled again, with levels by name and amounts in dollars', () => {
    const fixed = { ...code, discountKind: 'fixed', discountValue: 100, levelIds: ['just-party'], maxUses: 1 };
    expect(historyWords({ action: 'promo.update', target: 'early20', before: code, after: fixed }, facts)).toEqual({
      title: 'Promo code early20 changed',
      changes: ['Discount changed from percentage off to fixed price', 'Amount changed from 20% to $1.00', 'Levels changed from every level to Just Here to Party', 'Uses changed from unlimited to 1'],
    });
    const off = { ...code, disabledAt: '2026-11-03T00:00:00.000Z' };
    expect(historyWords({ action: 'promo.disable', target: 'early20', before: code, after: off }, facts)).toEqual({ title: 'Promo code early20 disabled', changes: ['Disabled'] });
    expect(historyWords({ action: 'promo.update', target: 'early20', before: off, after: code }, facts).changes).toEqual(['Enabled again']);
  });
});
