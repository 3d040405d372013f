// The schedule with its dates: day 1 is the first day of the tournament it describes, and its title
// and headings are written from those dates, so moving the tournament moves all of them.
import { addDays, weekdayHeading } from './calendar-day.ts';
import { dateRangeLabel } from './date-range.ts';

export function datedSchedule<Day>(startDate: string, days: readonly Day[]) {
  const dated = days.map((day, index) => {
    const date = addDays(startDate, index);
    return { ...day, date, heading: weekdayHeading(date) };
  });
  const last = dated.at(-1)?.date ?? startDate;
  return { title: `Tournament Schedule - ${dateRangeLabel(startDate, last)}`, days: dated };
}
