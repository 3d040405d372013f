import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, fetchQuery, sendJson, serverMessage } from '../../src/api/fetcher.ts';
import { promoCheckUrl } from '../../src/api/client.ts';

function stubFetch(response: Response) {
  const spy = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

describe('generic fetcher (SPEC §7)', () => {
  it('GETs the first element of the query key with credentials and reads JSON', async () => {
    const spy = stubFetch(Response.json({ ok: true }));
    await expect(fetchQuery(['/api/health', 'ignored'])).resolves.toEqual({ ok: true });
    expect(spy).toHaveBeenCalledWith('/api/health', { credentials: 'include' });
  });

  it('sends a JSON body with credentials for other methods', async () => {
    const spy = stubFetch(Response.json({ registrationId: 'R1' }, { status: 201 }));
    await expect(sendJson('POST', '/api/register', { a: 1 })).resolves.toEqual({ registrationId: 'R1' });
    expect(spy).toHaveBeenCalledWith('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
      credentials: 'include',
    });
  });

  it('throws "status: body text" on a non-OK answer and keeps the parsed body', async () => {
    stubFetch(Response.json({ message: 'Sold out', errors: { registrationType: 'Gone' } }, { status: 409 }));
    const error = await apiRequest('POST', '/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('409: {"message":"Sold out","errors":{"registrationType":"Gone"}}');
    expect(serverMessage(error)).toEqual({ message: 'Sold out', errors: { registrationType: 'Gone' } });
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(fetchQuery(['/api/x'])).rejects.toThrow('503: Service Unavailable');
  });

  it('returns null on 401 only when asked to', async () => {
    stubFetch(new Response('no', { status: 401, statusText: 'Unauthorized' }));
    await expect(fetchQuery(['/api/admin/stats'], { on401: 'returnNull' })).resolves.toBeNull();
    stubFetch(new Response('no', { status: 401, statusText: 'Unauthorized' }));
    await expect(fetchQuery(['/api/admin/stats'])).rejects.toThrow('401: no');
  });

  it('has no server message for a network failure or a non-JSON answer', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toEqual({});
    expect(serverMessage(new ApiError(500, 'oops', null))).toEqual({});
  });

  it('escapes the promo code and the registration type in the URL', () => {
    expect(promoCheckUrl('a/b c', 'just-party')).toBe('/api/check-promo-code/a%2Fb%20c?registrationType=just-party');
  });
});
