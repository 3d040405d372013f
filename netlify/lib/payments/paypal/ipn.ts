// Instant Payment Notification: parsing the message as PayPal sent it and verifying it with PayPal.
//
// Verification posts `cmd=_notify-validate&` followed by the received bytes, untouched (same field
// order, same encoding: PayPal compares them byte for byte), and PayPal answers VERIFIED or INVALID.
import type { PaypalConfig } from './config.ts';

export class IpnVerificationUnavailableError extends Error {}

export type IpnVerdict = 'VERIFIED' | 'INVALID';

const prefix = new TextEncoder().encode('cmd=_notify-validate&');

/** Asks PayPal whether `raw` is a message it sent. Throws IpnVerificationUnavailableError when it cannot tell. */
export async function verifyIpn(cfg: PaypalConfig, raw: Uint8Array): Promise<IpnVerdict> {
  const body = new Uint8Array(prefix.length + raw.length);
  body.set(prefix, 0);
  body.set(raw, prefix.length);
  let res: Response;
  try {
    res = await fetch(cfg.ipnVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'WOOP-IPN-Verification' },
      body,
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (error) {
    throw new IpnVerificationUnavailableError(`IPN verification failed: ${(error as Error).message}`);
  }
  const text = (await res.text()).trim();
  if (res.ok && (text === 'VERIFIED' || text === 'INVALID')) return text;
  throw new IpnVerificationUnavailableError(`IPN verification answered ${res.status}: ${text.slice(0, 40)}`);
}

function percentDecode(part: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < part.length; i++) {
    const c = part[i]!;
    if (c === '+') bytes.push(0x20);
    else if (c === '%' && /^[0-9a-fA-F]{2}$/.test(part.slice(i + 1, i + 3))) {
      bytes.push(parseInt(part.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(c.charCodeAt(0) & 0xff);
  }
  return Uint8Array.from(bytes);
}

function decoderFor(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset || 'windows-1252');
  } catch {
    return new TextDecoder('windows-1252');
  }
}

/**
 * The fields of an IPN body. PayPal percent-encodes in the charset named by its `charset` field
 * (windows-1252 by default), so the bytes are decoded with that charset, not assumed UTF-8.
 */
export function parseIpn(raw: Uint8Array): Record<string, string> {
  const ascii = new TextDecoder('latin1').decode(raw); // the wire format itself is ASCII
  const pairs = ascii.split('&').filter(Boolean).map((p) => {
    const i = p.indexOf('=');
    return i < 0 ? [p, ''] : [p.slice(0, i), p.slice(i + 1)];
  }) as [string, string][];
  const charsetPair = pairs.find(([k]) => k === 'charset');
  const decoder = decoderFor(charsetPair ? new TextDecoder().decode(percentDecode(charsetPair[1])) : undefined);
  const fields: Record<string, string> = {};
  for (const [k, v] of pairs) {
    const key = decoder.decode(percentDecode(k));
    // PostgreSQL text cannot hold NUL, and PayPal never sends one: a forged NUL must not turn the
    // answer into a 500 (PayPal would resend it for days). Verification posts back the raw bytes.
    if (!(key in fields)) fields[key] = decoder.decode(percentDecode(v)).replaceAll('\u0000', '');
  }
  return fields;
}
