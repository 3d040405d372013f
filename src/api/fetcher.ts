// The generic fetcher of SPEC §7: every browser call to our own server goes through here.
// Credentials are sent with each request; a non-OK answer throws an Error whose text is
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

/** Sends a request with a JSON body (for other methods than GET) and returns the raw response. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
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

/** The server's `message` (and per-field `errors`) from a failed call, when it sent JSON. */
export function serverMessage(error: unknown): { message?: string; errors?: Record<string, string> } {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const body = error.body as { message?: unknown; errors?: unknown };
  const message = typeof body.message === 'string' && body.message ? body.message : undefined;
  const errors =
    typeof body.errors === 'object' && body.errors !== null
      ? Object.fromEntries(
          Object.entries(body.errors as Record<string, unknown>).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        )
      : undefined;
  return { message, errors };
}

/** The server's message when it refused the call for too many requests (429), else undefined. */
export function rateLimitMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 ? serverMessage(error).message : undefined;
}
