// Typed calls to our own endpoints. Request and answer types come from src/domain; every call
// goes through the generic fetcher, and answers are checked against the shared schemas. (The
// payment-success, checkout and admin modules call the fetcher directly: those pages ship no zod
// at first load.)
import {
  promoCheckSchema,
  registerResultSchema,
  type PromoCheck,
  type RegisterResult,
} from '../domain/api-contract.ts';
import type { RegistrationInput } from '../domain/schemas.ts';
import { fetchQuery, sendJson } from './fetcher.ts';
import { withSubmissionKey } from './submission-key.ts';

export const promoCheckUrl = (code: string, registrationType: string): string =>
  `/api/check-promo-code/${encodeURIComponent(code)}?registrationType=${encodeURIComponent(registrationType)}`;

/** GET /api/check-promo-code/:code. The code is sent trimmed and lower-cased (SPEC §5). */
export async function checkPromoCode(code: string, registrationType: string): Promise<PromoCheck> {
  const answer = await fetchQuery<unknown>([promoCheckUrl(code.trim().toLowerCase(), registrationType)]);
  return promoCheckSchema.parse(answer);
}

/** POST /api/register -> the server's registrationId and total. */
export async function register(payload: RegistrationInput): Promise<RegisterResult> {
  return registerResultSchema.parse(await sendJson<unknown>('POST', '/api/register', withSubmissionKey(payload)));
}

