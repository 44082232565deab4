// A software WebAuthn authenticator for the gateway's tests (issue 26): a P-256 key pair of
// node:crypto per credential, attestation 'none', CBOR by @simplewebauthn/server's own encoder. It
// answers the options the gateway issues as a browser and its authenticator would, and lets a test
// bend any part of the answer (origin, RP id, flags, counter, challenge) to see it refused.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface Ceremony {
  challenge: string;
  origin: string;
  rpId: string;
  /** Default true. */
  userVerified?: boolean;
  /** Default: the credential's next count. */
  counter?: number;
  type?: string;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const buf = Buffer.alloc(4);
  buf.writeUInt32BE(n);
  return buf;
};

export class SoftCredential {
  readonly id: Buffer = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly coseKey: Uint8Array;
  count = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
  }

  get credentialId(): string {
    return b64url(this.id);
  }

  private clientData(c: Ceremony, type: string): Buffer {
    return Buffer.from(JSON.stringify({ type: c.type ?? type, challenge: c.challenge, origin: c.origin, crossOrigin: false }));
  }

  private flags(c: Ceremony, extra = 0): number {
    return FLAG_UP | (c.userVerified === false ? 0 : FLAG_UV) | extra;
  }

  /** The answer to navigator.credentials.create. */
  register(c: Ceremony): RegistrationResponseJSON {
    const counter = c.counter ?? 0;
    const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([0, this.id.length]), this.id, Buffer.from(this.coseKey)]);
    const authData = Buffer.concat([sha256(c.rpId), Buffer.from([this.flags(c, FLAG_AT)]), u32(counter), attested]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData(c, 'webauthn.create')),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The answer to navigator.credentials.get (the counter goes up by one unless the ceremony sets it). */
  assert(c: Ceremony): AuthenticationResponseJSON {
    const counter = c.counter ?? ++this.count;
    const authData = Buffer.concat([sha256(c.rpId), Buffer.from([this.flags(c)]), u32(counter)]);
    const clientData = this.clientData(c, 'webauthn.get');
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: undefined,
      },
    };
  }
}
