import { afterEach, describe, expect, it, vi } from 'vitest';
import { interestSchema } from '../../src/domain/schemas.ts';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { HttpError, handler, json, readJson, validate } from '../../netlify/lib/platform/http.ts';

const post = (body: BodyInit | null, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('http://x/api/test', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

describe('readJson', () => {
  it('parses JSON bodies, also with a charset', async () => {
    expect(await readJson(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(post('{"a":2}', 'application/json; charset=utf-8'))).toEqual({ a: 2 });
  });

  it('answers 415 for other content types', async () => {
    for (const type of ['text/plain', 'multipart/form-data', '']) {
      await expect(readJson(post('{}', type))).rejects.toMatchObject({ status: 415 });
    }
  });

  it('answers 413 past 64 KB, by declared length or while reading', async () => {
    await expect(readJson(post('"' + 'x'.repeat(64 * 1024) + '"'))).rejects.toMatchObject({ status: 413 });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const chunked = new Request('http://x/', { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    await expect(readJson(chunked)).rejects.toMatchObject({ status: 413 });
    expect(await readJson(post(JSON.stringify({ s: 'x'.repeat(60 * 1024) })))).toBeTruthy();
  });

  it('answers 400 for invalid or empty JSON', async () => {
    await expect(readJson(post('{nope'))).rejects.toMatchObject({ status: 400, message: 'The request body is not valid JSON.' });
    await expect(readJson(post(null))).rejects.toMatchObject({ status: 400 });
  });
});

describe('validate', () => {
  it('returns parsed data or throws 400 with field errors', () => {
    expect(validate(interestSchema, { email: 'a@b.co' }).email).toBe('a@b.co');
    try {
      validate(interestSchema, { email: 'x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400, message: 'Please enter a valid email address', errors: { email: 'Please enter a valid email address' } });
    }
  });
});

describe('handler', () => {
  afterEach(() => vi.restoreAllMocks());
  const read = async (res: Response) => ({ status: res.status, body: await res.json() });

  it('answers 405 with Allow for other methods', async () => {
    const fn = handler({ methods: ['POST'] }, async () => json({ ok: true }));
    const res = await fn(new Request('http://x/api/t', { method: 'DELETE' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await res.json()).message).toMatch(/not allowed/);
  });

  it('turns HttpError into its JSON answer', async () => {
    const fn = handler({ methods: ['GET'] }, async () => {
      throw new HttpError(409, 'Taken', { field: 'Taken' });
    });
    expect(await read(await fn(new Request('http://x/')))).toEqual({ status: 409, body: { message: 'Taken', errors: { field: 'Taken' } } });
  });

  it('answers 503 when the database is unreachable and a generic 500 otherwise, without the stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = handler({ methods: ['GET'] }, async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    expect(await read(await down(new Request('http://x/')))).toEqual({
      status: 503,
      body: { message: 'The service is temporarily unavailable. Please try again in a moment.' },
    });
    const bug = handler({ methods: ['GET'] }, async () => {
      throw new TypeError('secret internals at line 42');
    });
    const res = await bug(new Request('http://x/'));
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(text).not.toContain('secret');
    expect(JSON.parse(text).message).toBe('Something went wrong on our side. Please try again.');
    expect(console.error).toHaveBeenCalled();
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures of pg, Neon and PGlite', () => {
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([{ code: 'ECONNREFUSED' }]))).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: { code: 'ETIMEDOUT' } }))).toBe(true);
  });

  it('recognises a pooler that cannot reach the database, and a query given up on (PgBouncer, Neon pooled)', () => {
    expect(isDatabaseUnavailable({ code: '08P01', severity: 'FATAL', message: 'server login has been failing, try again later (server_login_retry)' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08P01', message: 'server conn crashed?' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
  });

  it('does not hide real query errors', () => {
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
