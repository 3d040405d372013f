// The one shared admin password, stored as an scrypt hash: `scrypt$N$r$p$saltB64$hashB64`.
// Comparison runs in constant time on the scrypt outputs, so timing tells nothing about the password.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** N=2^15, r=8, p=1: ~32 MB and ~60 ms per check; OWASP's scrypt floor is N=2^17 with r=8,p=1 or
 * equivalent cost — we stay under Netlify's 1 GB/10 s budget while making guessing expensive. */
export const defaultScryptParams = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;

export interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

const scryptOptions = ({ N, r, p }: { N: number; r: number; p: number }): ScryptOptions => ({
  N,
  r,
  p,
  // Node refuses more than 32 MB unless told; allow what these parameters need (128 * N * r * p).
  maxmem: 128 * N * r * p + 16 * 1024 * 1024,
});

export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = defaultScryptParams,
): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, keyLength, scryptOptions(params));
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Parses a stored hash; null when the text is not one (so a typo in the env is reported, not thrown). */
export function parsePasswordHash(text: string): ScryptHash | null {
  const parts = text.trim().split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16) || salt.length < 8 || hash.length < 16) {
    return null;
  }
  return { N, r, p, salt, hash };
}

export async function verifyPasswordHash(password: string, stored: ScryptHash): Promise<boolean> {
  const candidate = await scrypt(password, stored.salt, stored.hash.length, scryptOptions(stored));
  return timingSafeEqual(candidate, stored.hash);
}

/** Plain-text password (local use): both sides go through scrypt with one random salt first, so the
 * comparison is constant-time and of equal length whatever was typed. */
export async function verifyPlainPassword(password: string, expected: string): Promise<boolean> {
  const salt = randomBytes(16);
  const params = { N: 2 ** 14, r: 8, p: 1 };
  const [a, b] = await Promise.all([
    scrypt(password, salt, keyLength, scryptOptions(params)),
    scrypt(expected, salt, keyLength, scryptOptions(params)),
  ]);
  return timingSafeEqual(a, b);
}
