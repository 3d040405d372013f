// Before a second announcement within a day the dashboard and the server ask first, naming the
// last one that went out, when, and to how many addresses.
import { describe, expect, it } from 'vitest';
import { recentAnnouncement, resendQuestion } from '../../src/domain/announcements.ts';

const now = new Date('2027-06-01T15:00:00Z');
const sent = (hoursAgo: number, queued: number, subject = 'Open') => ({ subject, queued, createdAt: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString() });

describe('recentAnnouncement', () => {
  it('is the newest announcement, if it was started less than 24 hours ago', () => {
    expect(recentAnnouncement([sent(2, 40, 'B'), sent(5, 40, 'A')], now)?.subject).toBe('B');
    expect(recentAnnouncement([sent(23.9, 40)], now)).toBeDefined();
    expect(recentAnnouncement([sent(24, 40)], now)).toBeUndefined();
    expect(recentAnnouncement([], now)).toBeUndefined();
  });

  it('counts one started but sent to nobody yet: resumed later, it would mail the list a second time', () => {
    expect(recentAnnouncement([sent(1, 0, 'Unsent'), sent(3, 12, 'Sent')], now)?.subject).toBe('Unsent');
    expect(resendQuestion({ subject: 'Unsent', queued: 0 }, 'today')).toBe('"Unsent" was started on today and has gone to no one yet. Send another announcement to the whole list already?');
  });
});

describe('resendQuestion', () => {
  it('names the subject, how many and when', () => {
    expect(resendQuestion({ subject: 'WOOP 2027 registration is open', queued: 1234 }, 'Jun 1, 2027, 8:00 AM')).toBe(
      '"WOOP 2027 registration is open" went to 1,234 addresses on Jun 1, 2027, 8:00 AM. Send another announcement to the whole list already?',
    );
    expect(resendQuestion({ subject: 'Open', queued: 1 }, 'today')).toContain('went to 1 address on today.');
  });
});
