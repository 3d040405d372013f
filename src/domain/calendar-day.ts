// Calendar days (YYYY-MM-DD) as the schedule and the e-mails write them, computed on the calendar
// alone (noon UTC, so no time zone or daylight change moves a day).
import { ordinal } from './ordinal.ts';

export const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const noonUtc = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);

/** The day `days` later (earlier when negative). */
export function addDays(isoDay: string, days: number): string {
  const date = noonUtc(isoDay);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "August 1". */
export function monthDay(isoDay: string): string {
  const date = noonUtc(isoDay);
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** A schedule day's heading: "Thursday September 25". */
export function weekdayHeading(isoDay: string): string {
  const date = noonUtc(isoDay);
  return `${weekdays[date.getUTCDay()]} ${months[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** A 24-hour time in words: "12:00" is "noon", "00:00" "midnight", "16:00" "4pm", "19:15" "7:15pm". */
export function timeInWords(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (minutes === 0 && hours === 12) return 'noon';
  if (minutes === 0 && hours === 0) return 'midnight';
  const hour12 = hours % 12 || 12;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`;
}

/** When the event starts, as the success page and the e-mails say it: "September 25th at noon". */
export function startsAtLabel(isoDay: string, time: string): string {
  const date = noonUtc(isoDay);
  return `${months[date.getUTCMonth()]} ${ordinal(date.getUTCDate())} at ${timeInWords(time)}`;
}
