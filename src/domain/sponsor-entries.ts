// Sponsor player entries: the rules the browser and the server share. The codes
// themselves are issued by the server (netlify/lib/platform/ids.ts) and never appear in any bundle; only
// their shape is known here, so a typed code can be told apart from a promo code. No zod here: the
// sponsor success page loads this module and stays small (admin-contract.ts has the schema).
import { hashParam } from './location-hash.ts';
import type { Discount } from './pricing.ts';

/** 'entry-' + 4 groups of 5 Crockford base32 characters, lower case (as promo codes are compared). */
export const entryCodePattern = /^entry(-[0-9a-hjkmnp-tv-z]{5}){4}$/;

export const normalizeEntryCode = (code: string): string => code.trim().toLowerCase();

/** True when `code` has the shape of an entry code (whether or not it was ever issued). */
export const isEntryCode = (code: string): boolean => entryCodePattern.test(normalizeEntryCode(code));

/** An entry covers the level price of any attendee level; rooms are still charged. */
export const entryDiscount: Discount = { kind: 'fixed', cents: 0 };

/** The fragment that carries the code to the registration screen: never sent to a server or in a Referer. */
export const entryHashKey = 'entry';

/** The registration screen with the code filled in: `${origin}/registration#entry=<code>`. */
export const entryLink = (origin: string, code: string): string => `${origin}/registration#${entryHashKey}=${encodeURIComponent(code)}`;

/** The code in a location hash ('#entry=...'), when it has an entry code's shape. */
export function entryCodeFromHash(hash: string): string | undefined {
  const value = hashParam(hash, entryHashKey);
  return value && isEntryCode(value) ? normalizeEntryCode(value) : undefined;
}

export const entryUsedMessage = 'This sponsor entry has already been used.';
export const entryWithdrawnMessage = 'This sponsor entry is no longer valid. Please contact the sponsor or the organizers.';
export const entryAppliedMessage = 'Sponsor entry applied: the level price is covered.';

/** 'unused', 'used' (a paid registration, or one pending within its hold, has it), 'withdrawn' (the sponsorship's money went back). */
export const entryStates = ['unused', 'used', 'withdrawn'] as const;
export type EntryState = (typeof entryStates)[number];

/** One entry as its sponsor sees it (success pages, personal page) and the organizer in /admin. */
export interface SponsorEntryView {
  code: string;
  state: EntryState;
  /** The player's registration that holds the code, when used. */
  usedBy: { registrationId: string; name: string } | null;
}

/** POST /api/sponsor-entries { registrationKey } -> the sponsorship's entries (none until it is paid). */
export interface SponsorEntriesAnswer {
  registrationId: string;
  entries: SponsorEntryView[];
}

/** Checks an answer of POST /api/sponsor-entries without a schema library (see the header). */
export function parseSponsorEntriesAnswer(value: unknown): SponsorEntriesAnswer {
  const answer = value as Partial<SponsorEntriesAnswer> | null;
  const ok =
    typeof answer?.registrationId === 'string' &&
    Array.isArray(answer.entries) &&
    answer.entries.every(
      (e) =>
        typeof e?.code === 'string' &&
        (entryStates as readonly string[]).includes(e.state) &&
        (e.usedBy === null || (typeof e.usedBy?.registrationId === 'string' && typeof e.usedBy.name === 'string')),
    );
  if (!ok) throw new Error('Malformed sponsor entries answer');
  return answer as SponsorEntriesAnswer;
}
