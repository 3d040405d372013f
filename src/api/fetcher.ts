// The generic fetcher of SPEC §7: every browser call to our own server goes through here
// (src/api/client.ts and the islands' own call modules build on apiFetch). Credentials are sent
// with each request; a non-OK answer throws an ApiError whose text is
// `${status}: ${body text or statusText}`. No retries, no polling: callers call once.

/** A non-OK answer. `message` keeps SPEC's text; `status` and the parsed body are kept for callers. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, text: string, body: unknown) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text alone is the message.
  }
  throw new ApiError(res.status, text, body);
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body. */
  json?: unknown;
  /** The admin token, sent as a bearer token. */
  token?: string;
}

/** Any call to our server: the raw response when it is OK, else an ApiError (the admin kit signs out on its 401). */
export async function apiFetch(url: string, { json, token, headers, ...init }: ApiInit = {}): Promise<Response> {
  const res = await fetch(url, {
    credentials: 'include',
    ...init,
    headers: {
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

/** Sends a request with a JSON body (for other methods than GET) and returns the raw response. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  return apiFetch(url, { method, json: data });
}

export type On401 = 'returnNull' | 'throw';

/**
 * GETs the first element of a query key and reads JSON. With `on401: 'returnNull'` an
 * unauthorized answer gives null instead of throwing (the default is to throw).
 */
export async function fetchQuery<T>(queryKey: readonly unknown[], options: { on401?: On401 } = {}): Promise<T | null> {
  const res = await fetch(String(queryKey[0]), { credentials: 'include' });
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** Sends JSON and reads JSON back. */
export async function sendJson<T>(method: string, url: string, data: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

/**
 * An answer's `message` and per-field `errors`, the shape every refusal of our API has (some
 * successes carry a message too). The one reader of that shape: anything else in the body is
 * ignored, and a body that is not that shape gives neither.
 */
export function readMessage(body: unknown): { message?: string; errors?: Record<string, string> } {
  if (typeof body !== 'object' || body === null) return {};
  const { message: text, errors: fields } = body as { message?: unknown; errors?: unknown };
  const message = typeof text === 'string' && text ? text : undefined;
  const errors =
    typeof fields === 'object' && fields !== null
      ? Object.fromEntries(
          Object.entries(fields as Record<string, unknown>).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        )
      : undefined;
  return { message, errors };
}

/** The server's `message` (and per-field `errors`) from a failed call, when it sent JSON. */
export function serverMessage(error: unknown): { message?: string; errors?: Record<string, string> } {
  return error instanceof ApiError ? readMessage(error.body) : {};
}

/** The server's message when it refused the call for too many requests (429), else undefined. */
export function rateLimitMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 ? serverMessage(error).message : undefined;
}
