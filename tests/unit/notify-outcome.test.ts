import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/fetcher.ts';
import { notifyTexts, outcomeFromAnswer, outcomeFromError } from '../../src/islands/notify/outcome.ts';

describe('Notify Me outcome (SPEC §8)', () => {
  it('success uses the server message, else the default, plus the confirmation note', () => {
    expect(outcomeFromAnswer({ success: true, message: 'Saved!' })).toEqual({
      kind: 'success',
      message: 'Saved!',
      note: 'A confirmation email has been sent to your inbox.',
    });
    expect(outcomeFromAnswer({ success: true })).toMatchObject({ message: notifyTexts.success });
  });

  it('success false shows the server message, else the generic error', () => {
    expect(outcomeFromAnswer({ success: false, message: 'Already on the list.' })).toEqual({ kind: 'error', message: 'Already on the list.' });
    expect(outcomeFromAnswer({ success: false })).toEqual({ kind: 'error', message: 'Error saving your email. Please try again.' });
    expect(outcomeFromAnswer('nonsense')).toEqual({ kind: 'error', message: 'Error saving your email. Please try again.' });
  });

  it('an error answer is read like an answer, never as a success', () => {
    expect(outcomeFromError(new ApiError(409, '{}', { success: false, message: 'Already on the list.' }))).toEqual({
      kind: 'error',
      message: 'Already on the list.',
    });
    expect(outcomeFromError(new ApiError(500, 'Internal error', null))).toEqual({ kind: 'error', message: notifyTexts.saveFailed });
    expect(outcomeFromError(new ApiError(200, '', { success: true }))).toEqual({ kind: 'error', message: notifyTexts.saveFailed });
  });

  it('a 429 shows the server\'s "too many requests" message where the form shows its errors', () => {
    const message = 'Too many requests from your connection. Please wait 42 minutes and try again.';
    expect(outcomeFromError(new ApiError(429, '{}', { message }))).toEqual({ kind: 'error', message });
    expect(outcomeFromError(new ApiError(429, 'Too Many Requests', null))).toEqual({ kind: 'error', message: notifyTexts.saveFailed });
  });

  it('no answer at all is a network failure', () => {
    expect(outcomeFromError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'error',
      message: 'An error occurred. Please try again later.',
    });
  });
});
