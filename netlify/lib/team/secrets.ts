// Random secrets of the team: invitation links and recovery codes are shown once and
// stored only as SHA-256 hashes (256 and 60 random bits: a hash is enough, nothing to stretch).
import { randomBytes } from 'node:crypto';
import { recoveryCodeCount } from '../../../src/domain/team.ts';

export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** xxxx-xxxx-xxxx from an unambiguous alphabet (no 0/o, 1/l/i). */
function recoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: recoveryCodeCount }, recoveryCode);

/** A typed recovery code as stored: lower case, dashes and spaces ignored. */
export const normalizeRecoveryCode = (typed: string): string => {
  const bare = typed.toLowerCase().replace(/[\s-]/g, '');
  return `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}`;
};
