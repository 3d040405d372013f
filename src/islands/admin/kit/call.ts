// The admin islands' one way to call our server: every answer comes back as a result, read once,
// instead of an exception a caller catches and takes apart. A refusal carries the server's message
// and field errors (read by src/api's readMessage, the one reader of that shape); the caller decides
// what to show. Built on src/api's fetcher, so credentials, the bearer token and SPEC §8's text of a
// failed call are the same as everywhere else. The sign-in form loads this with the page: how the
// dashboard reads its answers (schemas, files) is in answers.ts, loaded after sign-in.
import { apiFetch, ApiError, readMessage } from '../../../api/fetcher.ts';

export interface Success<T> {
  ok: true;
  data: T;
}

export interface Failure {
  ok: false;
  /** The answer's status; 0 when no usable answer came (no connection, or a body the contract does not allow). */
  status: number;
  /** The server's own message, when it sent one. */
  message?: string;
  /** The server's message per field (empty when none). */
  errors: Record<string, string>;
  /** The answer's parsed body, for the facts a refusal adds (a 409's current values, a refused check-in's card). */
  body: unknown;
  /** SPEC §8's text of a failed call ("409: <body>"), or the error's own text when no answer came. */
  text: string;
}

/** A refusal the caller shows: the server said why. */
export type Refusal = Failure & { message: string };

export type CallResult<T> = Success<T> | Failure;

export interface CallInit<T> {
  method?: string;
  /** Sent as a JSON body. */
  json?: unknown;
  /** The admin token, sent as a bearer token (absent for the sign-in and invitation calls). */
  token?: string;
  /** Reads an OK answer: parse it with the contract's schema, save a file, or ignore it. */
  read: (response: Response) => Promise<T>;
}

function failure(error: unknown): Failure {
  if (error instanceof ApiError) {
    const { message, errors = {} } = readMessage(error.body);
    return { ok: false, status: error.status, message, errors, body: error.body, text: error.message };
  }
  return { ok: false, status: 0, errors: {}, body: null, text: error instanceof Error ? error.message : String(error) };
}

export async function call<T>(path: string, { read, ...init }: CallInit<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, data: await read(await apiFetch(path, init)) };
  } catch (error) {
    return failure(error);
  }
}

/**
 * What an admin screen does with a result: hand it to the caller (an answer, or a refusal the
 * caller shows: its status is one of `refusals` and the server said why), end the session (a 401:
 * the token is no longer good), or show the caller's failure text (anything else).
 */
export function outcomeOf(result: CallResult<unknown>, refusals: readonly number[]): 'caller' | 'ended' | 'failed' {
  if (result.ok) return 'caller';
  if (result.status === 401) return 'ended';
  return refusals.includes(result.status) && result.message ? 'caller' : 'failed';
}

/** The server's message for a refusal (a 4xx that says why), else `fallback`: a 5xx's text is not meant for people. */
export function refusalText(result: Failure, fallback: string): string {
  return result.status >= 400 && result.status < 500 && result.message ? result.message : fallback;
}

/** For calls whose answer says nothing beyond its status. */
export const ignored = async (): Promise<void> => {};
