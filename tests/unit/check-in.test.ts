import { afterEach, describe, expect, it, vi } from 'vitest';
import { canSignCheckInCodes, checkInSecret, signedCheckInPayload, verifiedCheckInId } from '../../netlify/lib/check-in/check-in-code.ts';
import { checkInPayload, parseCheckInCode } from '../../src/domain/check-in.ts';

describe('check-in code', () => {
  it('reads back the id and signature it wrote, and a bare id typed in (unsigned)', () => {
    expect(parseCheckInCode(checkInPayload('WOOP-0123456789', 'ABCDEF0123456789ABCDEF01'))).toEqual({ registrationId: 'WOOP-0123456789', signature: 'ABCDEF0123456789ABCDEF01' });
    expect(parseCheckInCode(' woop-abcdefghjk ')).toEqual({ registrationId: 'WOOP-ABCDEFGHJK', signature: null });
    expect(parseCheckInCode('WOOP-CHECKIN:WOOP-0123456789')).toEqual({ registrationId: 'WOOP-0123456789', signature: null });
  });
  it('refuses anything else', () => {
    for (const text of ['', 'https://example.com/', 'WOOP-CHECKIN:WOOP-012345678', 'WOOP-CHECKIN:WOOP-0123456789X', 'WOOP-ILOU123456', 'WOOP-CHECKIN:WOOP-0123456789.XYZ', 'WOOP-0123456789.ABCDEF0123456789ABCDEF01', 'WOOP-CHECKIN:WOOP-0123456789.ABCDEF0123456789ABCDEF01.00']) {
      expect(parseCheckInCode(text)).toBeNull();
    }
  });
});

describe('signed check-in codes', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('only a code this site signed names its registration; one made from the public ID does not', () => {
    const code = signedCheckInPayload('WOOP-0123456789');
    expect(code).toMatch(/^WOOP-CHECKIN:WOOP-0123456789\.[0-9A-F]{24}$/);
    expect(verifiedCheckInId(code)).toBe('WOOP-0123456789');
    expect(verifiedCheckInId(code.toLowerCase())).toBe('WOOP-0123456789');
    expect(verifiedCheckInId('WOOP-CHECKIN:WOOP-0123456789')).toBeNull();
    expect(verifiedCheckInId('WOOP-0123456789')).toBeNull();
    // Another registration's signature does not fit this one.
    const other = signedCheckInPayload('WOOP-ABCDEFGHJK').split('.')[1]!;
    expect(verifiedCheckInId(`WOOP-CHECKIN:WOOP-0123456789.${other}`)).toBeNull();
  });

  it('signs with CHECKIN_CODE_SECRET, and fails closed on a deployed site without it', () => {
    process.env.CHECKIN_CODE_SECRET = 'one-check-in-secret-of-32-characters-or-more';
    const first = signedCheckInPayload('WOOP-0123456789');
    process.env.CHECKIN_CODE_SECRET = 'another-check-in-secret-of-32-characters-!!';
    expect(signedCheckInPayload('WOOP-0123456789')).not.toBe(first);
    expect(verifiedCheckInId(first)).toBeNull();
    delete process.env.CHECKIN_CODE_SECRET;
    process.env.CONTEXT = 'production';
    delete process.env.WOOP_LOCAL_SERVER;
    expect(() => checkInSecret()).toThrow(/CHECKIN_CODE_SECRET is not set/);
    expect(() => signedCheckInPayload('WOOP-0123456789')).toThrow(/CHECKIN_CODE_SECRET/);
    // Nothing is accepted either (no 500 at the door), and nothing is issued (the mails go without a code).
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(canSignCheckInCodes()).toBe(false);
    expect(verifiedCheckInId(first)).toBeNull();
    log.mockRestore();
  });
});
