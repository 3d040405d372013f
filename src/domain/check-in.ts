// What a check-in QR code holds (e-mail, personal page, receipt) and how the organizer's scanner
// reads it back. It is the registration's public id, which is unguessable (netlify/lib/ids.ts) and
// only looked up behind the admin token, behind a prefix so that a scanned stranger's code
// (a URL, a product barcode) is told apart from a WOOP one.
const prefix = 'WOOP-CHECKIN:';
const idPattern = /WOOP-[0-9A-HJKMNP-TV-Z]{10}/;

export function checkInPayload(registrationId: string): string {
  return prefix + registrationId;
}

/** The registration id in a scanned or typed text ("WOOP-CHECKIN:WOOP-…" or a bare id), or null. */
export function parseCheckInPayload(text: string): string | null {
  const trimmed = text.trim().toUpperCase();
  const body = trimmed.startsWith(prefix) ? trimmed.slice(prefix.length) : trimmed;
  const match = idPattern.exec(body);
  return match && match[0] === body ? match[0] : null;
}
