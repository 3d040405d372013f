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

/**
 * A yearly tournament keeps its place in the calendar: the same weekday of the same week of its
 * month a year on ("the 4th Thursday of September"; the last one when that month has no 5th), the
 * other days following at the same distance. Anchored so, the dates never drift from year to year.
 */
function moved(dates: EditionDates): EditionDates {
  const start = new Date(`${dates.startDate}T12:00:00Z`);
  const [year, month, day, weekday] = [start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate(), start.getUTCDay()];
  const first = new Date(Date.UTC(year, month, 1, 12));
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0, 12)).getUTCDate();
  let next = 1 + ((weekday - first.getUTCDay() + 7) % 7) + 7 * (Math.ceil(day / 7) - 1);
  if (next > daysInMonth) next -= 7;
  const startDate = new Date(Date.UTC(year, month, next, 12)).toISOString().slice(0, 10);
  const span = Math.round((Date.parse(dates.endDate) - Date.parse(dates.startDate)) / 86_400_000);
  return { startDate, endDate: addDays(startDate, span) };
}

/**
 * A new edition in one step: this year's tournament becomes the last one, the next one is on the
 * same weekdays about a year later, its ordinal is one more, and the schedule moves onto its days. Every other
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
  'Winner: the champion of the tournament that just ended (“Fill in from the published results” takes the Main Event’s winner from the results published in /admin).',
  'Sponsors: the companies to thank for the tournament that just ended.',
  'Photos: a new gallery for the tournament that just ended.',
  'Schedule: the times of each day.',
  'Start time (this page), hotel check-in and the reminders (Event day).',
  'Announcement: the text of "registration is open".',
  'In /admin: registration and sponsor prices and places.',
  "In /admin: disable last edition's promo codes (Sales and promo codes > Disable last edition's codes).",
];
