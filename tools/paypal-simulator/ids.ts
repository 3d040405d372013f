import { randomBytes, randomInt } from 'node:crypto';

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function pick(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Order, capture and transaction ids: 17 upper-case alphanumerics, as PayPal's (e.g. 5O190127TN364715T). */
export const newTransactionId = (): string => pick(UPPER_ALNUM, 17);
/** Payer ids are 13 upper-case alphanumerics. */
export const newPayerId = (): string => pick(UPPER_ALNUM, 13);
/** debug_id and ipn_track_id: 13 lower-case hex characters. */
export const newDebugId = (): string => randomBytes(7).toString('hex').slice(0, 13);
export const newToken = (prefix: string, bytes = 48): string =>
  prefix + randomBytes(bytes).toString('base64url');
/** verify_sign looks like a 56-character opaque signature. */
export const newVerifySign = (): string =>
  pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-', 56);
