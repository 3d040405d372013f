// The venue's clock (Lake Charles, Louisiana): opening and closing times, early-bird ends and a
// promo code's first and last day are what the organizer reads on a Chicago wall clock.
export const venueTimeZone = 'America/Chicago';

// Made on first use, as money.ts's formatters: creating the first Intl formatter loads the locale data.
let dayFormat: Intl.DateTimeFormat | undefined;
let partsFormat: Intl.DateTimeFormat | undefined;
const days = () => (dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: venueTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
const clockParts = () =>
  (partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: venueTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** 'YYYY-MM-DD': the venue's calendar day at `at`. */
export const venueDay = (at: Date): string => days().format(at);

/** 'YYYY-MM-DDTHH:MM': the venue's wall clock at `at` (what a datetime-local field shows). */
export function venueLocalTime(at: Date): string {
  const p = Object.fromEntries(clockParts().formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The instant a venue wall-clock time 'YYYY-MM-DDTHH:MM' names (daylight saving included), or null
 * for text that is not one. A time skipped by the spring change resolves an hour later.
 */
export function fromVenueLocalTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(asUtc).getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Chicago is UTC-5 or UTC-6: try both offsets and keep the one whose wall clock matches.
  for (const offsetHours of [5, 6]) {
    const at = new Date(asUtc + offsetHours * 3_600_000);
    if (venueLocalTime(at) === text.trim()) return at;
  }
  return new Date(asUtc + 5 * 3_600_000);
}
