// The venue's clock: the one place that turns an instant into the venue's calendar day or wall
// clock and back. The zone is content (src/content/event-day.json, edited in the CMS) and is passed
// in by the caller, so moving the venue moves every rule that reads this clock together: sales
// opening and closing times, early-bird ends, promo codes' first and last days, door sessions and
// access days, and the reminders.

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone (building one costs more than formatting). */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function wallParts(at: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const p = Object.fromEntries(wallClock(timeZone).formatToParts(at).map((x) => [x.type, x.value]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = wallParts(new Date(instant), timeZone);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** 'YYYY-MM-DD': the venue's calendar day at `at`. */
export function venueDay(at: Date, timeZone: string): string {
  const p = wallParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 'YYYY-MM-DDTHH:MM': the venue's wall clock at `at` (what a datetime-local field shows). */
export function venueLocalTime(at: Date, timeZone: string): string {
  const p = wallParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The instant of wall-clock `time` (HH:MM) on `date` (YYYY-MM-DD) at the venue, daylight saving
 * included: the offset at a first guess, then again at the corrected instant (right across a change).
 * A time skipped by the spring change resolves an hour later.
 */
export function zonedTime(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const instant = wall - zoneOffsetMs(first, timeZone);
  // In the spring gap neither offset gives back the wall clock asked for: take the later instant.
  return new Date(venueLocalTime(new Date(instant), timeZone) === `${date}T${time}` ? instant : Math.max(first, instant));
}

/** Whether the text is a wall-clock time 'YYYY-MM-DDTHH:MM' on a real calendar day. */
export function isWallClockTime(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDate() === d && mo >= 1 && mo <= 12 && h <= 23 && mi <= 59;
}

/** The instant a venue wall-clock time 'YYYY-MM-DDTHH:MM' names, or null for text that is not one. */
export function fromVenueLocalTime(text: string, timeZone: string): Date | null {
  if (!isWallClockTime(text)) return null;
  const [date, time] = text.trim().split('T') as [string, string];
  return zonedTime(date, time, timeZone);
}

/** The instant the venue's day containing `at` ends (local midnight), e.g. a door session's end. */
export function endOfVenueDay(at: Date, timeZone: string): Date {
  const next = new Date(`${venueDay(at, timeZone)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedTime(next.toISOString().slice(0, 10), '00:00', timeZone);
}

/** "Tuesday, September 22, 2026, 3:30 PM CDT": a time as a registrant reads it, in the venue's zone. */
export function venueTimeLabel(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

const timesOfDay = new Map<string, Intl.DateTimeFormat>();
/** "1:00 PM": the venue's wall clock at `at`, as the clock's screens say when a tournament starts or when they last heard from the server. */
export function venueTimeOfDay(at: Date, timeZone: string): string {
  let format = timesOfDay.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    timesOfDay.set(timeZone, format);
  }
  return format.format(at);
}

/** The zone as people say it ("Central Time" for America/Chicago), for the hints of time fields. */
export function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
