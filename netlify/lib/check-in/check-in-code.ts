// Signed check-in codes, so that a code made up from a registration ID does not check anyone in:
// the signature in "WOOP-CHECKIN:<ID>.<signature>" is the first 96 bits of
// HMAC-SHA256(CHECKIN_CODE_SECRET, "woop-check-in:" + ID). Only the server knows the secret, so
// only codes it issued check in (src/domain/check-in.ts says what the door does with others). The
// secret is its own (not ADMIN_TOKEN_SECRET): rotating the admin secret must not void every printed
// code. Deployed without it, nothing is signed or accepted (fails closed; the deploy check refuses
// such a build): e-mails, receipts and the personal page go without a code (a payment is never held
// up by it) and the door finds people by name. Locally a fixed development key is used.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkInPayload, parseCheckInCode } from '../../../src/domain/check-in.ts';
import { isDeployed } from '../platform/env.ts';

export const minimumCheckInSecretLength = 32;
const localKey = 'woop-local-check-in-codes: never used on a deployed site';

export function checkInSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.CHECKIN_CODE_SECRET?.trim();
  if (secret && secret.length >= minimumCheckInSecretLength) return secret;
  if (isDeployed(env)) throw new Error(`CHECKIN_CODE_SECRET is not set (at least ${minimumCheckInSecretLength} characters): check-in codes cannot be signed.`);
  return localKey;
}

export function checkInSignature(registrationId: string, env: NodeJS.ProcessEnv = process.env): string {
  return createHmac('sha256', checkInSecret(env)).update(`woop-check-in:${registrationId}`).digest('hex').slice(0, 24).toUpperCase();
}

/** False on a deployed site without CHECKIN_CODE_SECRET: no code is issued or accepted (logged once). */
let warned = false;
export function canSignCheckInCodes(env: NodeJS.ProcessEnv = process.env): boolean {
  try {
    checkInSecret(env);
    return true;
  } catch (error) {
    if (!warned) console.error(`${(error as Error).message} No check-in codes are issued or accepted.`);
    warned = true;
    return false;
  }
}

/** The signed code for a registration, as the QR codes carry it. */
export const signedCheckInPayload = (registrationId: string): string => checkInPayload(registrationId, checkInSignature(registrationId));

/** The registration id of a code this site signed, or null (unsigned, forged, or not a code). */
export function verifiedCheckInId(text: string): string | null {
  const code = parseCheckInCode(text.slice(0, 200));
  if (!code?.signature || !canSignCheckInCodes()) return null;
  const expected = Buffer.from(checkInSignature(code.registrationId));
  const given = Buffer.from(code.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? code.registrationId : null;
}
