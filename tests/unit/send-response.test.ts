import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../scripts/send-response.ts';

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
