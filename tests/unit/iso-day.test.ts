// The one check of a YYYY-MM-DD day (src/domain/iso-day.ts) and the fields that use it: each refuses a
// day the calendar does not have, with its own message.
import { describe, expect, it } from 'vitest';
import { labelFor } from '../../src/cms/editions.ts';
import { isoDate } from '../../src/data/schemas.ts';
import { isIsoDay } from '../../src/domain/iso-day.ts';
import { offlinePaymentMessages, offlinePaymentSchema } from '../../src/domain/offline-payment.ts';
import { promoCodeInputSchema } from '../../src/domain/sales-admin.ts';
import { invitationInputSchema } from '../../src/domain/team.ts';
import { friendlyIssues } from '../../src/domain/friendly-parse.ts';
import { fieldErrors } from '../../src/domain/schemas.ts';

describe('a YYYY-MM-DD day', () => {
  it('is a day of the calendar, leap years included', () => {
    for (const day of ['2026-09-24', '2028-02-29', '2000-02-29', '2026-12-31', '2026-01-01']) expect(isIsoDay(day), day).toBe(true);
    for (const day of ['2027-02-29', '1900-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '26-01-01', ' 2026-01-01', '2026-01-01T00:00', '']) {
      expect(isIsoDay(day), day).toBe(false);
    }
  });

  it('is refused when it does not exist, by each field with its own message', () => {
    const content = isoDate.safeParse('2026-02-30');
    expect(friendlyIssues(content.error!)).toEqual(['is not a real date']);

    const now = new Date('2026-08-12T15:00:00Z');
    const payment = offlinePaymentSchema(now).safeParse({ method: 'check', amount: '100', receivedOn: '2026-02-30', reference: '1042' });
    expect(fieldErrors(payment.error!)).toEqual({ receivedOn: offlinePaymentMessages.receivedOn });

    const promo = promoCodeInputSchema.safeParse({ code: 'fall', kind: 'off', amount: '50', maxUses: '', firstDay: '2027-02-29', lastDay: '' });
    expect(fieldErrors(promo.error!)).toEqual({ firstDay: 'Enter the first day as a date, for example 2027-06-01' });

    const invitation = invitationInputSchema.safeParse({ name: 'Dee', email: 'dee@example.com', role: 'door', accessFrom: '2026-09-31', accessUntil: '2026-10-01' });
    expect(fieldErrors(invitation.error!)).toEqual({ accessFrom: 'Enter a real date.' });

    expect(labelFor({ startDate: '2026-09-31', endDate: '2026-10-01' })).toBe('');
  });
});
