// The rules of the CMS's Dates field (event.json `editions`), pure so they can be tested: the same
// zod schema as the build, and the "Start the next edition" step.
import { editionsSchema } from '../data/schemas.ts';
import { dateRangeLabel } from '../domain/date-range.ts';
import { isIsoDay } from '../domain/iso-day.ts';

export interface EditionDates {
  startDate: string;
  endDate: string;
}
export interface Editions {
  upcoming: EditionDates;
  past: EditionDates;
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

/** The same weekday 52 weeks later: a yearly tournament keeps its day of the week. */
function sameWeekdayNextYear(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 364);
  return date.toISOString().slice(0, 10);
}

/**
 * A new edition in one step: this year's tournament becomes the last one, and the next one starts
 * on the same weekdays a year later (the organizer then corrects the dates if they differ).
 */
export function startNextEdition(value: Editions): Editions {
  return {
    past: { ...value.upcoming },
    upcoming: { startDate: sameWeekdayNextYear(value.upcoming.startDate), endDate: sameWeekdayNextYear(value.upcoming.endDate) },
  };
}

/** What else the organizer checks after starting a new edition (shown under the button and in the README). */
export const newEditionChecklist = [
  'Edition: e.g. "4th annual" becomes "5th annual".',
  'Winner: the champion of the tournament that just ended.',
  'Sponsors: the companies to thank for the tournament that just ended.',
  'Photos: a new gallery for the tournament that just ended.',
  'Schedule: its title, days and times.',
  'When the event starts and hotel check-in (this page), and the reminders (Event day).',
  'Announcement: the text of "registration is open".',
  'In /admin: registration and sponsor prices and places.',
];
