// A software passkey for the integration tests: an ES256 key that answers WebAuthn
// creation and assertion challenges as a phone would, with any origin, RP ID or flags, so the
// server's checks (origin, RP ID, user verification, single-use challenges) can be tested without
// a browser. tests/e2e/team.spec.ts does the same with Chromium's virtual authenticator.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

const b64url = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** The CBOR subset WebAuthn needs: unsigned/negative ints, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`cbor: ${typeof value}`);
}

const flags = { up: 0x01, uv: 0x04, at: 0x40 };

export function softAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  const cose = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
  const client = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** The answer to creation options (`challenge` from the server), as @simplewebauthn/browser sends it. */
    create(challenge: string, { origin = 'http://localhost', rpId = 'localhost', userVerified = true } = {}) {
      const count = Buffer.alloc(4);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags.up | flags.at | (userVerified ? flags.uv : 0)]), count, Buffer.alloc(16), idLength, credentialId, cose]);
      const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        id: b64url(credentialId), rawId: b64url(credentialId), type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
        response: { clientDataJSON: b64url(client('webauthn.create', challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      };
    },
    /** The answer to request options, signed with the key. */
    get(challenge: string, { origin = 'http://localhost', rpId = 'localhost', userVerified = true } = {}) {
      counter += 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([flags.up | (userVerified ? flags.uv : 0)]), count]);
      const clientDataJSON = client('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId), rawId: b64url(credentialId), type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
        response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
      };
    },
  };
}
