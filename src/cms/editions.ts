// The rules of the CMS's Dates field (event.json `editions`), pure so they can be tested: the same
// zod schema as the build, and the "Start the next edition" step.
import { editionsSchema, type scheduleForValues } from '../data/schemas.ts';
import { addDays } from '../domain/calendar-day.ts';
import { dateRangeLabel } from '../domain/date-range.ts';
import { isIsoDay } from '../domain/iso-day.ts';

export interface EditionDates {
  startDate: string;
  endDate: string;
}
export interface Editions {
  number: number;
  upcoming: EditionDates;
  past: EditionDates;
  scheduleFor: (typeof scheduleForValues)[number];
}

/** What is wrong, by field ("upcoming.endDate" -> message), exactly as the build would refuse it. */
export function editionProblems(value: Editions): Record<string, string> {
  const result = editionsSchema.safeParse(value);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

/** The label the site will show for these dates, or '' while they are not valid. */
export function labelFor(dates: EditionDates): string {
  return isIsoDay(dates.startDate) && isIsoDay(dates.endDate) && dates.endDate >= dates.startDate
    ? dateRangeLabel(dates.startDate, dates.endDate)
    : '';
}

/** 52 weeks: a yearly tournament keeps its days of the week. */
const yearOfWeeks = 364;
const moved = (dates: EditionDates): EditionDates => ({ startDate: addDays(dates.startDate, yearOfWeeks), endDate: addDays(dates.endDate, yearOfWeeks) });

/**
 * A new edition in one step: this year's tournament becomes the last one, the next one is 52 weeks
 * later (same weekdays), its ordinal is one more, and the schedule moves onto its days. Every other
 * dated fact is derived from these (when the event starts, the schedule's title and headings, the
 * sponsor year; hotel check-in and the reminders are times on the event's first day), so they move
 * with them. The organizer then corrects the dates if they differ.
 */
export function startNextEdition(value: Editions): Editions {
  return { number: value.number + 1, past: { ...value.upcoming }, upcoming: moved(value.upcoming), scheduleFor: 'upcoming' };
}

/** What else the organizer checks after starting a new edition (shown under the button; the organizer's guide says the same). */
export const newEditionChecklist = [
  'Dates: the next tournament’s days (the edition, the schedule’s days and headings, when the event starts and the sponsor year follow them).',
  'Winner: the champion of the tournament that just ended.',
  'Sponsors: the companies to thank for the tournament that just ended.',
  'Photos: a new gallery for the tournament that just ended.',
  'Schedule: the times of each day.',
  'Start time (this page), hotel check-in and the reminders (Event day).',
  'Announcement: the text of "registration is open".',
  'In /admin: registration and sponsor prices and places.',
  "In /admin: disable last edition's promo codes (Sales and promo codes > Disable last edition's codes).",
];
