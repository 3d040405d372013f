// When the reminder e-mails are due. Pure: the clock is an argument, so the
// scheduled function and the tests decide what "now" is.
//
// - pending_payment: "complete your payment", with the personal link, once the hold of a pending
//   registration has at most `pendingReminderLeadSeconds` left, while its hold lasts (it keeps its
//   price; a capped item's place goes to the first payment).
//   Only for holds of at least two hours: a shorter hold ends while the registrant is still at the
//   checkout (the default is 30 minutes), and a reminder then would only be noise. The lead is half
//   the hold, at most 24 hours: a 2-hour hold is reminded after 1 hour, a 3-day hold a day before.
// - week_before: from `daysBefore` days before the first day at the set time, until the morning
//   reminder is due; not to a registration paid less than a day before (its confirmation, with
//   the same facts, has just been sent).
// - morning_of: on the first day from the set time until hotel check-in.
// Each kind goes at most once to a registration (the database records it).

import { zonedTime } from './venue-time.ts';

export const reminderKinds = ['pending_payment', 'week_before', 'morning_of'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

const hour = 3600;

/** Holds shorter than this get no pending-payment reminder. */
export const minimumRemindedHoldSeconds = 2 * hour;

/** How long before its hold ends a pending registration is reminded, or null for no reminder. */
export function pendingReminderLeadSeconds(holdSeconds: number): number | null {
  if (holdSeconds < minimumRemindedHoldSeconds) return null;
  return Math.min(24 * hour, Math.floor(holdSeconds / 2));
}

/** True when a pending registration whose hold ends at `holdExpiresAt` is due its reminder at `now`. */
export function pendingReminderDue(holdExpiresAt: Date, now: Date, holdSeconds: number): boolean {
  const lead = pendingReminderLeadSeconds(holdSeconds);
  if (lead === null) return false;
  return now < holdExpiresAt && holdExpiresAt.getTime() - now.getTime() <= lead * 1000;
}

function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export interface EventDayRules {
  timeZone: string;
  hotelCheckIn: { time: string };
  reminders: { weekBefore: { daysBefore: number; time: string }; morningOf: { time: string } };
}

export interface ReminderWindows {
  weekBefore: { from: Date; until: Date };
  morningOf: { from: Date; until: Date };
}

/** When the two reminders of paid registrations go out, for an event starting on `startDate`. */
export function reminderWindows(startDate: string, day: EventDayRules): ReminderWindows {
  const { weekBefore, morningOf } = day.reminders;
  const morning = zonedTime(startDate, morningOf.time, day.timeZone);
  return {
    weekBefore: { from: zonedTime(daysBefore(startDate, weekBefore.daysBefore), weekBefore.time, day.timeZone), until: morning },
    morningOf: { from: morning, until: zonedTime(startDate, day.hotelCheckIn.time, day.timeZone) },
  };
}

/** A paid registration's confirmation counts as its week-before reminder for this long. */
export const recentlyPaidMs = 24 * hour * 1000;

/** True when a paid (or comped) registration is due the `kind` reminder at `now`. */
export function paidReminderDue(kind: Exclude<ReminderKind, 'pending_payment'>, paidAt: Date | null, now: Date, windows: ReminderWindows): boolean {
  const window = windows[kind === 'week_before' ? 'weekBefore' : 'morningOf'];
  if (now < window.from || now >= window.until) return false;
  if (kind === 'week_before' && paidAt && now.getTime() - paidAt.getTime() < recentlyPaidMs) return false;
  return true;
}
