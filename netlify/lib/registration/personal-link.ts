// Personal links: `/my-registration#<token>`, the registrant's own page, without an account. The
// token is 128 random bits, separate from the registration id and the payment key; it rides in the
// URL's fragment, which browsers never send to a server or in a Referer, so neither PayPal nor our
// logs see it. Only its SHA-256 is stored.
import { randomBytes } from 'node:crypto';
import type { Db, Registration } from '../../../db/database.ts';
import { findRegistrationByLinkHash, insertPersonalLink } from '../../../db/repositories/personal-links.ts';
import { event } from '../../../src/data/event.ts';
import { personalLinkExpiry } from '../../../src/domain/personal-links.ts';
import { siteUrl } from '../platform/env.ts';
import { sha256Hex } from '../platform/hash.ts';

const tokenPattern = /^[A-Za-z0-9_-]{22}$/;

/** A name for a link that reveals nothing of its token (the audit trail says which link made a change). */
export const linkId = (token: string): string => `link:${sha256Hex(token).slice(0, 12)}`;

/**
 * A new link to the registration's page (each e-mail gets its own), opening it until 90 days after
 * the event (src/domain/personal-links.ts) or until `expiresAt` when given, and until the
 * registrant signs all links out.
 */
export async function issuePersonalLink(db: Db, registrationId: string, expiresAt?: Date): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await insertPersonalLink(db, sha256Hex(token), registrationId, expiresAt ?? personalLinkExpiry(event.upcoming.endDate));
  return `${siteUrl()}/my-registration#${token}`;
}

/** The registration a token opens, or undefined (also for anything that is not a token). */
export async function registrationForToken(db: Db, token: string): Promise<(Registration & { holds: boolean }) | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  return findRegistrationByLinkHash(db, sha256Hex(token));
}
