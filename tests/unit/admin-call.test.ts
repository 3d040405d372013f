// The admin islands' call helper: every answer is a result (never an exception to take apart), a
// refusal carries the server's message and field errors, and the session's guard hands the caller
// what is theirs, ends the session on a 401 and shows the rest.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMessage } from '../../src/api/fetcher.ts';
import { parsed } from '../../src/islands/admin/kit/answers.ts';
import { call, ignored, outcomeOf, refusalText } from '../../src/islands/admin/kit/call.ts';
import { z } from '../../src/domain/zod.ts';

function stubFetch(response: Response | Error) {
  const spy = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

const countSchema = z.object({ count: z.number() });

describe('call()', () => {
  it('reads an OK answer with the contract schema and sends the token', async () => {
    const spy = stubFetch(Response.json({ count: 3 }));
    await expect(call('/api/admin/stats', { token: 't0k', read: parsed(countSchema) })).resolves.toEqual({ ok: true, data: { count: 3 } });
    expect(spy.mock.calls[0]![1]!.headers).toMatchObject({ authorization: 'Bearer t0k' });
  });

  it('gives a refusal its status, message, field errors, body and SPEC §8 text', async () => {
    const body = { message: 'Someone saved meanwhile.', errors: { price: 'Too low', ignored: 3 }, current: { price: '1.00' } };
    stubFetch(Response.json(body, { status: 409 }));
    const result = await call('/api/admin/sales/items/x', { method: 'POST', json: {}, token: 't', read: ignored });
    expect(result).toEqual({
      ok: false,
      status: 409,
      message: 'Someone saved meanwhile.',
      errors: { price: 'Too low' },
      body,
      text: `409: ${JSON.stringify(body)}`,
    });
  });

  it('has no message for an answer that is not our shape, and status 0 when no usable answer came', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await call('/api/x', { read: ignored })).toMatchObject({ ok: false, status: 502, message: undefined, errors: {} });

    stubFetch(new TypeError('Failed to fetch'));
    expect(await call('/api/x', { read: ignored })).toEqual({ ok: false, status: 0, errors: {}, body: null, text: 'Failed to fetch' });

    // A 200 the contract does not allow is a failure, not half a screen.
    stubFetch(Response.json({ count: 'three' }));
    expect(await call('/api/x', { read: parsed(countSchema) })).toMatchObject({ ok: false, status: 0 });
  });
});

describe('the session guard and refusal texts', () => {
  const refusal = (status: number, message?: string) => ({ ok: false as const, status, message, errors: {}, body: null, text: '' });

  it('hands the caller its answers and the refusals it takes that say why; ends the session on 401; shows the rest', () => {
    expect(outcomeOf({ ok: true, data: 1 }, [])).toBe('caller');
    expect(outcomeOf(refusal(409, 'Taken'), [409])).toBe('caller');
    expect(outcomeOf(refusal(409), [409])).toBe('failed');
    expect(outcomeOf(refusal(400, 'Bad'), [409])).toBe('failed');
    expect(outcomeOf(refusal(401, 'Expired'), [401])).toBe('ended');
    expect(outcomeOf(refusal(0), [])).toBe('failed');
  });

  it("shows a 4xx refusal's own message, never a 5xx's or an empty one", () => {
    expect(refusalText(refusal(403, 'Your role does not allow this.'), 'Failed.')).toBe('Your role does not allow this.');
    expect(refusalText(refusal(503, 'The database is unavailable.'), 'Failed.')).toBe('Failed.');
    expect(refusalText(refusal(404), 'Failed.')).toBe('Failed.');
    expect(refusalText(refusal(0), 'Failed.')).toBe('Failed.');
  });

  it('reads a message and string field errors only', () => {
    expect(readMessage({ message: 'No', errors: { a: 'A', b: 1 } })).toEqual({ message: 'No', errors: { a: 'A' } });
    expect(readMessage({ message: '' })).toEqual({ message: undefined, errors: undefined });
    expect(readMessage('text')).toEqual({});
  });
});
