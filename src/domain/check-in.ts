// What a check-in QR code holds (e-mail, personal page, receipt) and how the organizer's scanner
// reads it back: "WOOP-CHECKIN:<registration ID>.<signature>". The registration ID is public (it
// is printed on receipts and invoices), so the code also carries a signature that only the server
// can make (an HMAC, netlify/lib/check-in/check-in-code.ts): a code someone made from an ID they
// saw does not check anyone in. The signature depends on the ID only (no date), so a code printed
// once works at every later door.
//
// Codes from before signing ("WOOP-CHECKIN:<ID>", no signature) and bare IDs are NOT accepted from
// the camera: the door says so, and the organizer finds the registrant with "Find by name" (which
// also matches the registration ID printed under the code) after checking who they are. Anyone
// who opens their personal page or receipt again gets the signed code.
const prefix = 'WOOP-CHECKIN:';
const idPattern = /^WOOP-[0-9A-HJKMNP-TV-Z]{10}$/;
const signaturePattern = /^[0-9A-F]{24}$/;

/** The text of a signed code (the signature is made by the server). */
export function checkInPayload(registrationId: string, signature: string): string {
  return `${prefix}${registrationId}.${signature}`;
}

export interface CheckInCode {
  registrationId: string;
  /** The signature the code carries, or null (a code from before signing, or a typed bare ID). */
  signature: string | null;
}

/** A scanned or typed text read as a code ("WOOP-CHECKIN:ID.SIG", "WOOP-CHECKIN:ID" or a bare ID), or null. */
export function parseCheckInCode(text: string): CheckInCode | null {
  const trimmed = text.trim().toUpperCase();
  const prefixed = trimmed.startsWith(prefix);
  const body = prefixed ? trimmed.slice(prefix.length) : trimmed;
  const [id = '', signature, ...rest] = body.split('.');
  if (!idPattern.test(id) || rest.length > 0) return null;
  if (signature === undefined) return { registrationId: id, signature: null };
  return prefixed && signaturePattern.test(signature) ? { registrationId: id, signature } : null;
}
