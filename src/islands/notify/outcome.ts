// What the Notify Me form says after a submission (SPEC §8), as a pure function of the answer.
import { ApiError, rateLimitMessage } from '../../api/fetcher.ts';
import type { InterestResult } from '../../domain/api-contract.ts';
import { notifyListMessages } from '../../domain/notify-list.ts';

export type NotifyOutcome =
  | { kind: 'success'; message: string; note: string }
  | { kind: 'error'; message: string };

export const notifyTexts = {
  success: notifyListMessages.added,
  confirmation: 'A confirmation email has been sent to your inbox.',
  saveFailed: 'Error saving your email. Please try again.',
  network: 'An error occurred. Please try again later.',
} as const;

/** From a body the server sent: success -> its message or ours; success false -> its message. */
export function outcomeFromAnswer(body: unknown, ok = true): NotifyOutcome {
  const answer = asInterestResult(body);
  if (ok && answer?.success) {
    return { kind: 'success', message: answer.message || notifyTexts.success, note: notifyTexts.confirmation };
  }
  const message = answer?.success === false ? answer.message : undefined;
  return { kind: 'error', message: message || notifyTexts.saveFailed };
}

// A hand check of the contract's shape instead of the zod schema: it keeps zod out of /register.
function asInterestResult(body: unknown): InterestResult | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, message } = body as Record<string, unknown>;
  if (typeof success !== 'boolean') return null;
  return { success, message: typeof message === 'string' ? message : undefined };
}

/** From a thrown error: an HTTP answer is read like any answer; no answer at all is a network failure. */
export function outcomeFromError(error: unknown): NotifyOutcome {
  const limited = rateLimitMessage(error);
  if (limited) return { kind: 'error', message: limited };
  if (error instanceof ApiError) return outcomeFromAnswer(error.body, false);
  if (error instanceof TypeError) return { kind: 'error', message: notifyTexts.network };
  // The server answered 2xx with something that is not the contract's shape.
  return { kind: 'error', message: notifyTexts.saveFailed };
}
