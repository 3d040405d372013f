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
 * A new payment key (SPEC §3: "generated from a timestamp and a random string"): issued by the
 * server with the registration, `${Date.now()}-${32 hex chars}` from 128 random bits.
 */
export function newPaymentKey(now: number = Date.now()): string {
  return `${now}-${randomHex(16)}`;
}

/** `bytes` random bytes as lower-case hex. */
const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A sponsor's player entry code: 'entry-' + 4 groups of 5 lower-case base32 characters (100 random
 * bits), e.g. 'entry-7k3m9-q2xd4-...'. Lower case because promo codes are compared lower-cased;
 * the format is src/domain/sponsor-entries.ts's entryCodePattern.
 */
export function newEntryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const chars = Array.from(bytes, (b) => base32[b & 31]!.toLowerCase()).join('');
  return `entry-${chars.match(/.{5}/g)!.join('-')}`;
}

/** The secret of an address's one-click unsubscribe link: 32 hex characters (128 random bits). */
export function newUnsubscribeToken(): string {
  return randomHex(16);
}

/** The secret of a link sent or shown once (a waiting-list offer or leave link, a TV display link): 32 hex characters (128 random bits); only its SHA-256 is stored. */
export const newLinkToken = (): string => randomHex(16);
