// Passkeys (WebAuthn) through @simplewebauthn/server, user verification required. The relying
// party is the site the request came to: a passkey made for another site (origin or RP ID) fails
// verification. Challenges are stored once and taken (deleted) when answered: an expired or
// replayed answer finds no challenge. @simplewebauthn/server is loaded when a passkey is made or
// used, not when a function starts: the invitation page's other steps and the challenge store need
// none of it, and it is the heaviest library the team's functions use.
import { randomUUID } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Db } from '../../../db/database.ts';
import { findPasskey, insertChallenge, peekChallenge, takeChallenge, type PasskeyRow } from '../../../db/repositories/team.ts';
import { teamMessages } from '../../../src/domain/team.ts';
import { HttpError } from '../platform/http.ts';

const challengeLifetimeMs = 5 * 60_000;
const webauthn = () => import('@simplewebauthn/server');
const base64url = async () => (await import('@simplewebauthn/server/helpers')).isoBase64URL;
const rpName = 'WOOP Admin';

export function relyingParty(req: Request): { rpID: string; origin: string } {
  const url = new URL(req.url);
  return { rpID: url.hostname, origin: url.origin };
}

export async function storeChallenge(db: Db, purpose: string, subject: string, challenge: string, lifetimeMs = challengeLifetimeMs): Promise<string> {
  const id = randomUUID();
  await insertChallenge(db, { id, purpose, subject, challenge, expiresAt: new Date(Date.now() + lifetimeMs) });
  return id;
}

/** Takes the challenge or answers 400 with the clear message (expired, used, unknown). */
export async function useChallenge(db: Db, id: unknown, purpose: string, subject: string): Promise<string> {
  const row = typeof id === 'string' && id.length <= 64 ? await takeChallenge(db, id, purpose, subject) : undefined;
  if (!row) throw new HttpError(400, teamMessages.challengeExpired);
  return row.challenge;
}

/** Reads the challenge without using it, or 400 as useChallenge. */
export async function readChallenge(db: Db, id: unknown, purpose: string, subject: string): Promise<string> {
  const row = typeof id === 'string' && id.length <= 64 ? await peekChallenge(db, id, purpose, subject) : undefined;
  if (!row) throw new HttpError(400, teamMessages.challengeExpired);
  return row.challenge;
}

export async function registrationOptions(db: Db, req: Request, invitation: { id: number; name: string; email: string }) {
  const { rpID } = relyingParty(req);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: invitation.email,
    userDisplayName: invitation.name,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: challengeLifetimeMs,
  });
  const challengeId = await storeChallenge(db, 'register', `invitation:${invitation.id}`, options.challenge);
  return { challengeId, options };
}

export async function verifyRegistration(req: Request, challenge: string, response: unknown) {
  const { rpID, origin } = relyingParty(req);
  const { verifyRegistrationResponse } = await webauthn();
  const isoBase64URL = await base64url();
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error('not verified');
    const { credential } = result.registrationInfo;
    return { credentialId: credential.id, publicKey: isoBase64URL.fromBuffer(credential.publicKey), counter: credential.counter, transports: credential.transports ?? [] };
  } catch {
    throw new HttpError(400, teamMessages.passkeyFailed);
  }
}

export async function authenticationOptions(db: Db, req: Request) {
  const { rpID } = relyingParty(req);
  const { generateAuthenticationOptions } = await webauthn();
  // Discoverable passkeys: the phone offers this site's passkeys, nobody types a name.
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', timeout: challengeLifetimeMs });
  return { challengeId: await storeChallenge(db, 'sign-in', '', options.challenge), options };
}

/** The passkey the assertion was made with, verified against the challenge; 400 otherwise. */
export async function verifyAuthentication(db: Db, req: Request, challenge: string, response: unknown): Promise<{ passkey: PasskeyRow; newCounter: number }> {
  const id = (response as { id?: unknown } | null)?.id;
  const passkey = typeof id === 'string' && id.length <= 1024 ? await findPasskey(db, id) : undefined;
  if (!passkey) throw new HttpError(400, teamMessages.passkeyUnknown);
  const { rpID, origin } = relyingParty(req);
  const { verifyAuthenticationResponse } = await webauthn();
  const isoBase64URL = await base64url();
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: Number(passkey.counter), transports: passkey.transports as never },
    });
    if (!result.verified) throw new Error('not verified');
    return { passkey, newCounter: result.authenticationInfo.newCounter };
  } catch {
    throw new HttpError(400, teamMessages.passkeyFailed);
  }
}
