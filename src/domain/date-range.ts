// An edition's dates as the site writes them: "September 24-25, 2026", or across months
// "September 30 - October 1, 2026", or across years "December 31, 2026 - January 1, 2027".
import { months } from './calendar-day.ts';

function parts(isoDate: string): { year: number; month: string; day: number } {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { year: year ?? 0, month: months[(month ?? 1) - 1] ?? '', day: day ?? 0 };
}

export function dateRangeLabel(startDate: string, endDate: string): string {
  const s = parts(startDate);
  const e = parts(endDate);
  if (s.year !== e.year) return `${s.month} ${s.day}, ${s.year} - ${e.month} ${e.day}, ${e.year}`;
  if (s.month !== e.month) return `${s.month} ${s.day} - ${e.month} ${e.day}, ${s.year}`;
  if (s.day === e.day) return `${s.month} ${s.day}, ${s.year}`;
  return `${s.month} ${s.day}-${e.day}, ${s.year}`;
}
