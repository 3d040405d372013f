// A calendar day as the forms, the content files and the database write it: YYYY-MM-DD. One check
// for every field that takes one, so a day that does not exist (February 30th) is refused alike
// everywhere; each field keeps its own message.

/** The shape alone, for the fields whose message tells a wrong shape from a day that does not exist. */
export const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real day written YYYY-MM-DD: 2028-02-29 is, 2027-02-29 and 2027-13-01 are not. */
export function isIsoDay(text: string): boolean {
  if (!isoDayPattern.test(text)) return false;
  // Date parsing rolls an impossible day over into the next month: it must come back unchanged.
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
