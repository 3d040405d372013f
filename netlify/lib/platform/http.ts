// Helpers that keep every function file a few lines long:
//
//   export default handler({ methods: ['POST'] }, async (req) => {
//     const input = validate(interestSchema, await readJson(req));
//     return json({ ...}, 201);
//   });
//
// The wrapper answers 405 for other methods (with Allow), turns HttpError into its JSON answer,
// a database outage into 503, and anything unexpected into a logged, generic 500 (no stack).
// Error bodies follow the API contract: { message, errors?: { field: message } }.
import type { z } from 'zod';
import { describeDatabaseFault, isDatabaseUnavailable } from '../../../db/errors.ts';
import { fieldErrors } from '../../../src/domain/field-errors.ts';

export const maxBodyBytes = 64 * 1024;
export const unavailableMessage = 'The service is temporarily unavailable. Please try again in a moment.';
export const genericErrorMessage = 'Something went wrong on our side. Please try again.';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Throw to answer with `status` and `{ message, errors }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(status: number, message: string, errors?: Record<string, string>, headers?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

/** The minimal part of Netlify's Context the handlers use (tests pass just this). */
export interface RouteContext {
  params: Record<string, string | undefined>;
  /** The client's address as the platform saw it (Netlify's context.ip; the socket on `npm start`). */
  ip?: string;
  /** Netlify's context.waitUntil: work the function finishes after it has answered. */
  waitUntil?: (work: Promise<unknown>) => void;
}

/**
 * Finishes `work` after the answer has gone (Netlify keeps the function running for it), so the
 * answer's timing does not tell what the work was; without the platform's waitUntil (unit callers),
 * it is awaited before answering.
 */
export async function afterAnswer(ctx: RouteContext, work: () => Promise<unknown>): Promise<void> {
  if (ctx.waitUntil) ctx.waitUntil(work());
  else await work();
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

export function errorResponse(status: number, message: string, errors?: Record<string, string>, headers?: Record<string, string>): Response {
  const body: ErrorBody = errors ? { message, errors } : { message };
  return json(body, status, headers);
}

/**
 * Reads a JSON body: 415 unless Content-Type is application/json, 413 past 64 KB (checked on
 * Content-Length and again while reading, for chunked bodies), 400 when it is not valid JSON.
 */
export async function readJson(req: Request, limit = maxBodyBytes): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw new HttpError(415, 'Content-Type must be application/json.');
  }
  const text = new TextDecoder().decode(await readBody(req, limit));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  rejectNulCharacters(value);
  return value;
}

export const nulCharacterMessage = 'This field contains a character that is not allowed.';

/**
 * PostgreSQL text cannot hold U+0000: a "\u0000" anywhere in a stored string made the insert fail
 * with a 500 (found by tests/integration/hostile-input.test.ts). No form field has a use for it, so
 * it is refused up front, naming the top-level field. Iterative: a 64 KB body can nest ~32k deep.
 */
function rejectNulCharacters(value: unknown): void {
  const roots = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['', value] as const];
  for (const [field, root] of roots) {
    const pending: unknown[] = [field, root];
    while (pending.length > 0) {
      const item = pending.pop();
      if (typeof item === 'string') {
        if (item.includes('\0')) {
          throw new HttpError(400, field ? nulCharacterMessage : 'The request contains a character that is not allowed.', field ? { [field]: nulCharacterMessage } : undefined);
        }
      } else if (item && typeof item === 'object') {
        for (const [key, child] of Object.entries(item)) pending.push(key, child);
      }
    }
  }
}

const tooLarge = (limit: number) => new HttpError(413, `The request body is too large (limit ${limit / 1024} KB).`);

/**
 * The body's bytes, refused with 413 past `limit`: on Content-Length up front, and while reading
 * (a chunked body declares no length), so at most `limit` plus one chunk is ever held in memory.
 */
export async function readBody(req: Request, limit = maxBodyBytes): Promise<Uint8Array> {
  if (Number(req.headers.get('content-length') ?? '0') > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Parses with a zod schema; on failure throws 400 with the schema's messages per field (SPEC §5
 * wording). The message is the single field's message, or a summary when several fields fail.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const messages = Object.values(errors);
  throw new HttpError(400, messages.length === 1 ? messages[0]! : 'Please correct the highlighted fields.', errors);
}

/**
 * Headers every function answer carries. Functions answer JSON, Excel files, redirects
 * and plain text, never a page, so the CSP forbids everything and framing; a browser that loads an
 * answer directly therefore cannot run script in it. Cache-Control defaults to no-store because
 * answers carry personal data or state that must not be replayed from a shared cache.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains', // as netlify.toml
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Adds securityHeaders (and no-store unless the handler chose a Cache-Control) to a response. */
export function withSecurityHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(securityHeaders)) {
    // An HTML answer (none today) would need its own policy to load styles; keep one if it set it.
    if (!headers.has(name)) headers.set(name, value);
  }
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  // A new Response: Response.redirect() and fetched responses have immutable headers.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export interface HandlerOptions {
  /** Methods answered; anything else gets 405 with an Allow header. */
  methods: readonly string[];
}

export type RouteHandler = (req: Request, ctx: RouteContext) => Promise<Response>;

/** Wraps a route handler with the method check and the error mapping described above. */
export function handler(options: HandlerOptions, fn: RouteHandler): (req: Request, ctx?: RouteContext) => Promise<Response> {
  const allow = options.methods.join(', ');
  return async (req, ctx) => withSecurityHeaders(await answer(req, ctx));
  async function answer(req: Request, ctx: RouteContext | undefined): Promise<Response> {
    if (!options.methods.includes(req.method)) {
      return errorResponse(405, `Method ${req.method} is not allowed. Use ${allow}.`, undefined, { allow });
    }
    try {
      return await fn(req, ctx ?? { params: {} });
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.errors, error.headers);
      if (isDatabaseUnavailable(error)) {
        console.error(`${req.method} ${new URL(req.url).pathname}: database unavailable (${describeDatabaseFault(error)})`);
        return errorResponse(503, unavailableMessage, undefined, { 'retry-after': '5' });
      }
      console.error(`${req.method} ${new URL(req.url).pathname} failed:`, error);
      return errorResponse(500, genericErrorMessage);
    }
  }
}

/**
 * One path answered by several methods, each with its own function (e.g. GET lists, POST creates):
 * the keys are the allowed methods, so they are declared once and anything else gets 405.
 */
export function byMethod(fns: Partial<Record<'GET' | 'POST' | 'DELETE', RouteHandler>>): ReturnType<typeof handler> {
  return handler({ methods: Object.keys(fns) }, (req, ctx) => fns[req.method as keyof typeof fns]!(req, ctx));
}
