// TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30 s, the defaults every authenticator app reads.
// A code is accepted one step early or late (clock drift) and only once (the used step is stored).
import { Secret, TOTP } from 'otpauth';

const issuer = 'WOOP Admin';

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totp = (secret: string, label = 'team') => new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

export async function totpEnrolment(secret: string, label: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totp(secret, label).toString();
  // Loaded here, not when the function starts: only the invitation page's app step draws a QR code.
  const { default: QRCode } = await import('qrcode');
  return { uri, qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/** The time step the code belongs to, or null for a wrong code. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : TOTP.counter({ timestamp: now }) + delta;
}
