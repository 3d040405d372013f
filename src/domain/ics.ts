// A minimal iCalendar (RFC 5545) event: the few lines a calendar needs. Pure, so it is unit-testable.

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD, first day (inclusive). */
  startDate: string;
  /** YYYY-MM-DD, last day (inclusive); DTEND is the day after, as RFC 5545 all-day events require. */
  endDate: string;
  summary: string;
  location: string;
  description: string;
  /** DTSTAMP; the time the file was made. */
  stamp: Date;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines are escaped. */
export const escapeIcsText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const compactDate = (iso: string) => iso.replace(/-/g, '');

function dayAfter(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Lines longer than 75 octets are folded: CRLF followed by one space (§3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(ev: CalendarEvent): string {
  const stamp = ev.stamp.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//WOOP//Tournament Registration//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${ev.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(ev.startDate)}`,
    `DTEND;VALUE=DATE:${compactDate(dayAfter(ev.endDate))}`,
    `SUMMARY:${escapeIcsText(ev.summary)}`,
    `LOCATION:${escapeIcsText(ev.location)}`,
    `DESCRIPTION:${escapeIcsText(ev.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** Unfolds and reads the first VEVENT's properties back (name without parameters -> value, unescaped). */
export function parseIcsEvent(text: string): Record<string, string> {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  const fields: Record<string, string> = {};
  let inEvent = false;
  for (const line of unfolded.split(/\r?\n/)) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') break;
    else if (inEvent) {
      const i = line.indexOf(':');
      if (i < 0) continue;
      const name = line.slice(0, i).split(';')[0]!;
      fields[name] = line.slice(i + 1).replace(/\\([\\;,])/g, '$1').replace(/\\n/gi, '\n');
    }
  }
  return fields;
}
