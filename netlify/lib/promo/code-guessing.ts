// Promo codes and sponsor entry codes can be guessed wherever the site looks one up: GET
// /api/check-promo-code, and POST /api/register or /api/sponsor-offline-registration carrying a
// code (a 400 "Invalid promo code" from /api/register counted nowhere would let a word list be
// tried there without limit). Every lookup, on every endpoint, is counted against ONE per-client
// limit (limits.promoCheck) BEFORE the code is looked at; a lookup that finds a code the site knows
// gives its count back. What stays counted is wrong guesses, so a visitor who types the right code
// (and an office registering its team with it) never meets the limit.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { findSponsorEntry } from '../../../db/repositories/sponsor-entries.ts';
import { maxPromoCodeLength, normalizePromoCode, type PromoRule } from '../../../src/domain/promo-codes.ts';
import { isEntryCode, normalizeEntryCode } from '../../../src/domain/sponsor-entries.ts';
import { loadPromoCode } from './promo-codes.ts';
import { enforceLimit, giveBack, limits, type Ticket } from '../platform/rate-limit.ts';

/** The code a request body carries, as the schemas read it (trimmed, lower case), or '' for none. */
function codeOfBody(body: unknown): string {
  const code = typeof body === 'object' && body !== null ? (body as { promoCode?: unknown }).promoCode : undefined;
  return typeof code === 'string' ? normalizePromoCode(code) : '';
}

/**
 * Looks the code up: known when the site issued it (a promo code not disabled, a row of promo_codes;
 * or a sponsor entry ever issued), with the promo code's rule when it is one (disabled ones too).
 */
async function lookUpCode(db: Kysely<Database>, code: string): Promise<{ known: boolean; promo?: PromoRule }> {
  if (code.length > maxPromoCodeLength) return { known: false };
  if (isEntryCode(code)) return { known: (await findSponsorEntry(db, normalizeEntryCode(code))) !== undefined };
  const promo = await loadPromoCode(db, code);
  return { known: promo !== undefined && !promo.disabled, promo };
}

/** Counts one code lookup for the client (429 past the limit). Call before the code is looked at. */
export const countCodeLookup = (ctx: { ip?: string } | undefined): Promise<Ticket> => enforceLimit(ctx, limits.promoCheck);

/** A lookup that found a known code is not a guess: its count is given back. */
export async function settleCodeLookup(ticket: Ticket, known: boolean): Promise<void> {
  if (known) await giveBack(ticket);
}

/**
 * For an endpoint that prices a body which may carry a code: counts the lookup (none when the body
 * carries no code), looks the code up and gives the count back when it is known. Call before pricing
 * the body. Returns the promo code's rule, so that storing the registration does not read the code
 * again (undefined for no code, an unknown one or a sponsor entry, which is read under its lock).
 */
export async function guardCodeInBody(ctx: { ip?: string } | undefined, db: Kysely<Database>, body: unknown): Promise<PromoRule | undefined> {
  const code = codeOfBody(body);
  if (!code) return undefined;
  const ticket = await countCodeLookup(ctx);
  const { known, promo } = await lookUpCode(db, code);
  await settleCodeLookup(ticket, known);
  return promo;
}
