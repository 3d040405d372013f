import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { negotiateEncoding, sendResponse } from '../../scripts/send-response.ts';

describe('negotiateEncoding (the local server compresses as the CDN does)', () => {
  it('prefers Brotli, falls back to gzip, and sends plain bytes when neither is accepted', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
  });

  it('honours q-values, q=0 refusing an encoding and * standing for the unnamed ones', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
  });
});

describe('sendResponse', () => {
  it('answers a client that has already gone without an error (a page closed while a script was held)', async () => {
    const server = createServer();
    const handled = new Promise<[IncomingMessage, ServerResponse]>((resolve) => server.on('request', (req, res) => resolve([req, res])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = request({ port: (server.address() as AddressInfo).port, headers: { 'accept-encoding': 'identity' } });
    client.on('error', () => {});
    client.end();
    const [req, res] = await handled;
    server.close();
    res.destroy();
    const body = new Response('console.log(1)', { headers: { 'content-type': 'text/javascript' } });
    await expect(sendResponse(req, res, body)).resolves.toBeUndefined();
  });
});
