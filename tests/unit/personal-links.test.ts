import { describe, expect, it } from 'vitest';
import { personalLinkExpiry, shortLinkExpiry } from '../../src/domain/personal-links.ts';

describe('personal link lifetime', () => {
  it('lasts until 90 days after the event ends in Lake Charles', () => {
    expect(personalLinkExpiry('2026-09-25', new Date('2026-06-01T12:00:00Z')).toISOString()).toBe('2026-12-25T05:00:00.000Z');
  });
  it('a link issued late still opens for a day', () => {
    const now = new Date('2027-01-10T08:00:00Z');
    expect(personalLinkExpiry('2026-09-25', now).toISOString()).toBe('2027-01-11T08:00:00.000Z');
    expect(shortLinkExpiry(now).toISOString()).toBe('2027-01-11T08:00:00.000Z');
  });
});
