// Identifiers the public sees. Both come from crypto.getRandomValues, so they cannot be guessed.

// Crockford's base32: no I, L, O or U, so an ID read over the phone is not misheard.
const base32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'WOOP-' + 10 base32 characters (50 random bits; 256 is a multiple of 32, so no bias). */
export function newRegistrationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  let id = 'WOOP-';
  for (const b of bytes) id += base32[b & 31];
  return id;
}

export const registrationIdPattern = /^WOOP-[0-9A-HJKMNP-TV-Z]{10}$/;

/**
 * The browser's payment key: `<timestamp>-<hex>` with at least 32 hex digits (128 random bits
 * from crypto.getRandomValues). Whoever holds the key can read the registration's summary, so a
 * short or non-random key is refused.
 */
export const paymentKeyPattern = /^\d{1,16}-[0-9a-f]{32,128}$/i;
