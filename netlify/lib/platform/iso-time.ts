// A database time as the JSON answers carry it: drivers give a Date (pg) or a string (some PGlite
// column types), the answers always an ISO 8601 string.
export function isoTime(d: Date | string): string;
export function isoTime(d: Date | string | null): string | null;
export function isoTime(d: Date | string | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}
