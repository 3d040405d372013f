import { describe, expect, it } from 'vitest';
import { checkInPayload, parseCheckInPayload } from '../../src/domain/check-in.ts';

describe('check-in payload', () => {
  it('reads back the id it wrote, and a bare id typed in', () => {
    expect(parseCheckInPayload(checkInPayload('WOOP-0123456789'))).toBe('WOOP-0123456789');
    expect(parseCheckInPayload(' woop-abcdefghjk ')).toBe('WOOP-ABCDEFGHJK');
  });
  it('refuses anything else', () => {
    for (const text of ['', 'https://example.com/', 'WOOP-CHECKIN:WOOP-012345678', 'WOOP-CHECKIN:WOOP-0123456789X', 'WOOP-ILOU123456']) {
      expect(parseCheckInPayload(text)).toBeNull();
    }
  });
});
