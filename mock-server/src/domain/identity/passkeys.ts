// Passkeys (issue 26; docs/gateway.md "Passkeys"): a user's WebAuthn credentials (table passkeys,
// migration 021), the challenges the gateway issues for them, and the check of an assertion.
//
// The relying party: the RP id is RP_ID when set, else the host of the request without its port;
// the expected origins are PASSKEY_ORIGINS (comma-separated) when set, else the origin the request
// was served at (its protocol, host and port). A credential keeps the RP id it was made for and is
// never accepted for another. Attestation 'none'; user verification required, at enrolment and at
// every use.
//
// Challenges: 32 random bytes, single-use, 2 minutes, stored here per purpose and per binding (a
// hash of the session id, or of the cookie of a usernameless sign-in, the route gives), never put in
// a URL or a log. A challenge is consumed BEFORE its response is checked, so a response that fails
// cannot be tried again with it; asking for a new one retires the unused one of the same binding.
//
// The interface the step-up of money movement (issue 26, item 2) calls — kept stable:
//
//   verifyPasskeyAssertion(store: PasskeyStore, { userId, response, expectedChallenge,
//     expectedOrigin, expectedRpId }): PasskeyAssertionResult
//
// It is SYNCHRONOUS, so that it runs inside the caller's better-sqlite3 transaction (the one that
// books the operation): it checks the response against the user's stored credential (type, the
// challenge, the origin, the RP id, user presence and verification, the signature over the
// authenticator data and the client data's hash, the signature counter) and, when all hold, moves
// the counter and the last use on. It returns { ok: true, credentialId, credentialName } or
// { ok: false, reason }, and changes nothing when it refuses. The caller keeps the challenge
// single-use (it owns where it is stored). Signature check: node:crypto on the COSE key the library
// decodes (ES256, EdDSA, RS256: the algorithms enrolment accepts); test/gateway/passkeys.test.ts
// checks that @simplewebauthn/server's verifyAuthenticationResponse agrees.
import { createHash, createPublicKey, randomBytes, verify as verifySignature, type KeyObject } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeAttestationObject, decodeClientDataJSON, decodeCredentialPublicKey, isoBase64URL, parseAuthenticatorData } from '@simplewebauthn/server/helpers';
import type { PasskeyDto } from '../../../../src/api/contract/passkeys';
import type { Db } from '../../db/database';
import { recordFactorChange, type ClientInfo, type SecurityEventRecorder } from '../audit/securityEvents';
import type { Clock } from '../platform/clock';

/** A challenge answers within this long. */
export const PASSKEY_CHALLENGE_TTL_MS = 2 * 60 * 1000;
/** COSE algorithms accepted at enrolment: ES256, EdDSA, RS256 (verifyPasskeyAssertion checks these). */
const SUPPORTED_ALGORITHMS = [-7, -8, -257];
const RP_NAME = 'Institutional Custody Portal';
/** The transports a browser may report (kept to hint them back in allowCredentials). */
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type Transport = (typeof TRANSPORTS)[number];

export type ChallengePurpose = 'register' | 'signIn' | 'usernameless' | 'removeLast';

export interface RelyingParty {
  rpId: string;
  origins: string[];
}

export interface RelyingPartyConfig {
  /** RP_ID */
  rpId?: string;
  /** PASSKEY_ORIGINS, comma-separated */
  origins?: string;
}

/** The relying party of a request served at `protocol://host` (host with its port, if any). */
export function relyingPartyOf(config: RelyingPartyConfig, protocol: string, host: string): RelyingParty {
  const hostname = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const origins = (config.origins ?? '').split(',').map((o) => o.trim()).filter((o) => o !== '');
  return { rpId: config.rpId?.trim() || hostname, origins: origins.length > 0 ? origins : [`${protocol}://${host.toLowerCase()}`] };
}

interface PasskeyRow {
  id: string;
  public_id: string;
  user_id: number;
  rp_id: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

interface ChallengeRow {
  challenge: string;
  purpose: ChallengePurpose;
  binding: string;
  user_id: number | null;
  expires_at: number;
  used_at: number | null;
}

export interface Passkey {
  credentialId: string;
  publicId: string;
  userId: number;
  rpId: string;
  name: string;
  transports: Transport[];
  createdAt: number;
  lastUsedAt: number | null;
}

const bindingHash = (binding: string) => createHash('sha256').update(`passkey-binding:${binding}`).digest('hex');

const toPasskey = (row: PasskeyRow): Passkey => ({
  credentialId: row.id,
  publicId: row.public_id,
  userId: row.user_id,
  rpId: row.rp_id,
  name: row.name,
  transports: (JSON.parse(row.transports) as string[]).filter((t): t is Transport => (TRANSPORTS as readonly string[]).includes(t)),
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export const passkeyDto = (passkey: Passkey): PasskeyDto => ({
  id: passkey.publicId,
  name: passkey.name,
  createdAt: new Date(passkey.createdAt).toISOString(),
  lastUsedAt: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
});

export type ChallengeRefusal = 'noChallenge' | 'expired';

/** The passkeys and challenges tables, on one connection (the "db-bound store"). */
export class PasskeyStore {
  private readonly byId;
  private readonly ofUser;
  private readonly byPublicId;
  private readonly insertRow;
  private readonly renameRow;
  private readonly deleteRow;
  private readonly useRow;
  private readonly insertChallenge;
  private readonly retireChallenges;
  private readonly challengeRow;
  private readonly consumeChallenge;
  private readonly sweepChallenges;
  private readonly requiredOfUser;
  private readonly countOf;
  private readonly setRequired;
  private readonly insertCode;
  private readonly liveCode;

  constructor(
    readonly db: Db,
    readonly clock: Clock,
  ) {
    this.byId = db.prepare<[string], PasskeyRow>('SELECT * FROM passkeys WHERE id = ?');
    this.ofUser = db.prepare<[number], PasskeyRow>('SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at, rowid');
    this.byPublicId = db.prepare<[number, string], PasskeyRow>('SELECT * FROM passkeys WHERE user_id = ? AND public_id = ?');
    this.insertRow = db.prepare<[string, string, number, string, Buffer, number, string, string, number]>(
      'INSERT INTO passkeys (id, public_id, user_id, rp_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.renameRow = db.prepare<[string, number, string]>('UPDATE passkeys SET name = ? WHERE user_id = ? AND public_id = ?');
    this.deleteRow = db.prepare<[number, string]>('DELETE FROM passkeys WHERE user_id = ? AND public_id = ?');
    // Compare-and-set: the counter moves only from the value the check read.
    this.useRow = db.prepare<[number, number, string, number]>('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND counter = ?');
    this.insertChallenge = db.prepare<[string, ChallengePurpose, string, number | null, number, number]>(
      'INSERT INTO passkey_challenges (challenge, purpose, binding, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.retireChallenges = db.prepare<[number, string, ChallengePurpose]>(
      'UPDATE passkey_challenges SET used_at = ? WHERE binding = ? AND purpose = ? AND used_at IS NULL',
    );
    this.challengeRow = db.prepare<[string], ChallengeRow>('SELECT * FROM passkey_challenges WHERE challenge = ?');
    this.consumeChallenge = db.prepare<[number, string]>('UPDATE passkey_challenges SET used_at = ? WHERE challenge = ? AND used_at IS NULL');
    this.sweepChallenges = db.prepare<[number]>('DELETE FROM passkey_challenges WHERE expires_at < ?');
    this.requiredOfUser = db.prepare<[number], number>('SELECT f.passkey_required FROM users u JOIN firms f ON f.id = u.firm_id WHERE u.id = ?').pluck();
    this.countOf = db.prepare<[number], number>('SELECT count(*) FROM passkeys WHERE user_id = ?').pluck();
    this.setRequired = db.prepare<[number, string]>('UPDATE firms SET passkey_required = ? WHERE id = ?');
    this.insertCode = db.prepare<[string, string, number, number, number]>(
      "INSERT INTO passkey_challenges (challenge, purpose, binding, user_id, created_at, expires_at) VALUES (?, 'removeLast', ?, ?, ?, ?)",
    );
    // A code's HMAC is 64 hex characters; a WebAuthn challenge of the same purpose is 43 base64url ones.
    this.liveCode = db.prepare<[string, number], { challenge: string; expires_at: number }>(
      "SELECT challenge, expires_at FROM passkey_challenges WHERE binding = ? AND user_id = ? AND purpose = 'removeLast' AND used_at IS NULL AND length(challenge) = 64 ORDER BY created_at DESC, rowid DESC LIMIT 1",
    );
  }

  find(credentialId: string): Passkey | null {
    const row = this.byId.get(credentialId);
    return row ? toPasskey(row) : null;
  }

  listOf(userId: number): Passkey[] {
    return this.ofUser.all(userId).map(toPasskey);
  }

  /** Renames the user's passkey `publicId`; false when the user has none by that id. */
  rename(userId: number, publicId: string, name: string): boolean {
    return this.renameRow.run(name, userId, publicId).changes === 1;
  }

  /** The user's passkey `publicId`, or null. */
  ofUserById(userId: number, publicId: string): Passkey | null {
    const row = this.byPublicId.get(userId, publicId);
    return row ? toPasskey(row) : null;
  }

  /** Deletes the user's passkey `publicId`; false when there is none. */
  remove(userId: number, publicId: string): boolean {
    return this.deleteRow.run(userId, publicId).changes === 1;
  }

  /** Whether the user has a passkey. */
  hasAny(userId: number): boolean {
    return this.countOf.get(userId) !== 0;
  }

  /** Whether the user's firm requires a user with a passkey to sign in with it (no SMS / push fallback). */
  passkeyRequiredFor(userId: number): boolean {
    return this.requiredOfUser.get(userId) === 1;
  }

  /** The firm's setting (the control API); false when there is no such firm. */
  setPasskeyRequired(firmId: string, required: boolean): boolean {
    return this.setRequired.run(required ? 1 : 0, firmId).changes === 1;
  }

  /** A new challenge for `purpose`, bound to `binding`; the unused one of the same binding and purpose is retired. */
  issueChallenge(purpose: ChallengePurpose, binding: string, userId: number | null): string {
    const now = this.clock.now();
    const challenge = isoBase64URL.fromBuffer(randomBytes(32));
    const hash = bindingHash(binding);
    this.db.transaction(() => {
      this.retireChallenges.run(now, hash, purpose);
      this.insertChallenge.run(challenge, purpose, hash, userId, now, now + PASSKEY_CHALLENGE_TTL_MS);
    })();
    return challenge;
  }

  /**
   * Consumes the challenge a response names, if it was issued for `purpose` to `binding` (and the
   * user, if given), is unused and alive. Consumed even when it has expired: it never answers again.
   */
  takeChallenge(purpose: ChallengePurpose, binding: string, challenge: string, userId: number | null): { ok: true; userId: number | null } | { ok: false; reason: ChallengeRefusal } {
    const now = this.clock.now();
    const row = this.challengeRow.get(challenge);
    if (!row || row.purpose !== purpose || row.binding !== bindingHash(binding) || row.used_at !== null) return { ok: false, reason: 'noChallenge' };
    if (userId !== null && row.user_id !== userId) return { ok: false, reason: 'noChallenge' };
    if (this.consumeChallenge.run(now, challenge).changes !== 1) return { ok: false, reason: 'noChallenge' };
    if (now > row.expires_at) return { ok: false, reason: 'expired' };
    return { ok: true, userId: row.user_id };
  }

  /**
   * Keeps a one-time code's HMAC (64 hex characters: domain/identity/passkeyRemoval.ts) as the
   * removal proof of `binding`, in the place of the removal's challenge: the unused one — a code
   * or a WebAuthn challenge — is retired. Single-use, it lives `ttlMs`.
   */
  keepRemovalCode(binding: string, userId: number, hmac: string, ttlMs: number): void {
    const now = this.clock.now();
    const hash = bindingHash(binding);
    this.db.transaction(() => {
      this.retireChallenges.run(now, hash, 'removeLast');
      this.insertCode.run(hmac, hash, userId, now, now + ttlMs);
    })();
  }

  /** The unused removal code of `binding` and the user: its HMAC and expiry, or null. */
  removalCodeOf(binding: string, userId: number): { hmac: string; expiresAt: number } | null {
    const row = this.liveCode.get(bindingHash(binding), userId);
    return row ? { hmac: row.challenge, expiresAt: row.expires_at } : null;
  }

  /** Uses a removal code up (or any challenge by its value): it never answers again. */
  retire(challenge: string): void {
    this.consumeChallenge.run(this.clock.now(), challenge);
  }

  /** Deletes the challenges that expired before `now` (the sweep). */
  sweep(now: number): void {
    this.sweepChallenges.run(now);
  }

  /** Stores a verified credential; false when that credential id is already enrolled. */
  add(credential: { credentialId: string; userId: number; rpId: string; publicKey: Uint8Array; counter: number; transports: readonly string[]; name: string }): Passkey | null {
    if (this.byId.get(credential.credentialId)) return null;
    const publicId = randomBytes(16).toString('hex');
    const transports = credential.transports.filter((t) => (TRANSPORTS as readonly string[]).includes(t));
    this.insertRow.run(
      credential.credentialId,
      publicId,
      credential.userId,
      credential.rpId,
      Buffer.from(credential.publicKey),
      credential.counter,
      JSON.stringify(transports),
      credential.name,
      this.clock.now(),
    );
    return this.find(credential.credentialId);
  }

  /** Moves the counter on from `from` and notes the use; false when another use moved it first. */
  recordUse(credentialId: string, from: number, to: number): boolean {
    return this.useRow.run(to, this.clock.now(), credentialId, from).changes === 1;
  }

  /** The stored row's key and counter (verifyPasskeyAssertion only). */
  secretsOf(credentialId: string): { publicKey: Buffer; counter: number } | null {
    const row = this.byId.get(credentialId);
    return row ? { publicKey: row.public_key, counter: row.counter } : null;
  }
}

/**
 * What a sign-in asks of a user (the firm's setting, firms.passkey_required): 'none' — no passkey,
 * the user's second factor as before; 'offered' — "Use a passkey", or SMS / push as a fallback;
 * 'required' — only the passkey (the firm requires it, or the user has no other second factor).
 */
export type PasskeyPolicy = 'none' | 'offered' | 'required';

export function passkeyPolicyOf(passkeys: PasskeyStore, user: { id: number; secondFactor: string }): PasskeyPolicy {
  if (!passkeys.hasAny(user.id)) return 'none';
  return user.secondFactor === 'none' || passkeys.passkeyRequiredFor(user.id) ? 'required' : 'offered';
}

/** A user id as the authenticator keeps it (user.id of the options): opaque, stable, no personal data. */
const userHandleOf = (userId: number) => createHash('sha256').update(`passkey-user:${userId}`).digest().subarray(0, 16);

// ---------------------------------------------------------------------------------------------
// Enrolment

export interface EnrolmentDeps {
  passkeys: PasskeyStore;
  securityEvents: SecurityEventRecorder;
}

export interface EnrollingUser {
  id: number;
  username: string;
  displayName: string;
}

/** The options for navigator.credentials.create: a resident key, user verification required, no attestation. */
export async function beginRegistration(deps: EnrolmentDeps, user: EnrollingUser, binding: string, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const challenge = deps.passkeys.issueChallenge('register', binding, user.id);
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpId,
    userName: user.username,
    userDisplayName: user.displayName,
    userID: new Uint8Array(userHandleOf(user.id)),
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: deps.passkeys.listOf(user.id).map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
}

export type PasskeyRefusal =
  | ChallengeRefusal
  | 'malformed'
  | 'wrongType'
  | 'challenge'
  | 'origin'
  | 'rpId'
  | 'userNotPresent'
  | 'userNotVerified'
  | 'unknownCredential'
  | 'signature'
  | 'counter'
  | 'algorithm'
  | 'alreadyEnrolled';

export type RegistrationOutcome = { ok: true; passkey: Passkey } | { ok: false; reason: PasskeyRefusal };

/** The challenge a response's client data names, or null when the client data cannot be read. */
function clientDataOf(clientDataJSON: unknown): { type: string; challenge: string; origin: string } | null {
  if (typeof clientDataJSON !== 'string' || !isoBase64URL.isBase64URL(clientDataJSON)) return null;
  try {
    const data = decodeClientDataJSON(clientDataJSON) as unknown;
    if (typeof data !== 'object' || data === null) return null;
    const { type, challenge, origin } = data as Record<string, unknown>;
    return typeof type === 'string' && typeof challenge === 'string' && typeof origin === 'string' ? { type, challenge, origin } : null;
  } catch {
    return null;
  }
}

/** What the checks of the client data and authenticator data say, before the signature. */
function checkCeremony(
  clientData: { type: string; challenge: string; origin: string },
  authData: { rpIdHash: Uint8Array; flags: { up: boolean; uv: boolean } },
  expected: { type: string; challenge: string; origins: readonly string[]; rpId: string },
): PasskeyRefusal | null {
  if (clientData.type !== expected.type) return 'wrongType';
  if (clientData.challenge !== expected.challenge) return 'challenge';
  if (!expected.origins.includes(clientData.origin)) return 'origin';
  const rpIdHash = createHash('sha256').update(expected.rpId).digest();
  if (!rpIdHash.equals(Buffer.from(authData.rpIdHash))) return 'rpId';
  if (!authData.flags.up) return 'userNotPresent';
  if (!authData.flags.uv) return 'userNotVerified';
  return null;
}

function authDataOf(encoded: unknown): ReturnType<typeof parseAuthenticatorData> | null {
  if (typeof encoded !== 'string' || !isoBase64URL.isBase64URL(encoded)) return null;
  try {
    return parseAuthenticatorData(isoBase64URL.toBuffer(encoded));
  } catch {
    return null;
  }
}

/**
 * Checks the response to the user's registration challenge and stores the passkey under `name`.
 * The challenge is consumed first; every check is made again by the library's verification.
 */
export async function finishRegistration(
  deps: EnrolmentDeps,
  input: { userId: number; binding: string; rp: RelyingParty; response: RegistrationResponseJSON; name: string; client: ClientInfo },
): Promise<RegistrationOutcome> {
  const { passkeys } = deps;
  const clientData = clientDataOf(input.response?.response?.clientDataJSON);
  if (!clientData) return { ok: false, reason: 'malformed' };
  const taken = passkeys.takeChallenge('register', input.binding, clientData.challenge, input.userId);
  if (!taken.ok) return taken;
  let attested: { rpIdHash: Uint8Array; flags: { up: boolean; uv: boolean } } | null = null;
  try {
    attested = parseAuthenticatorData(decodeAttestationObject(isoBase64URL.toBuffer(input.response.response.attestationObject)).get('authData'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const refusal = checkCeremony(clientData, attested, { type: 'webauthn.create', challenge: clientData.challenge, origins: input.rp.origins, rpId: input.rp.rpId });
  if (refusal) return { ok: false, reason: refusal };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: clientData.challenge,
      expectedOrigin: input.rp.origins,
      expectedRPID: input.rp.rpId,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!verified.verified) return { ok: false, reason: 'signature' };
  const { credential } = verified.registrationInfo;
  return passkeys.db.transaction((): RegistrationOutcome => {
    const passkey = passkeys.add({
      credentialId: credential.id,
      userId: input.userId,
      rpId: input.rp.rpId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: input.response.response.transports ?? [],
      name: input.name,
    });
    if (!passkey) return { ok: false, reason: 'alreadyEnrolled' };
    recordFactorChange(deps.securityEvents, 'added', 'passkey', input.userId, input.client);
    return { ok: true, passkey };
  })();
}

// ---------------------------------------------------------------------------------------------
// Assertions

/** The options for navigator.credentials.get: the user's passkeys, or none named (a discoverable credential). */
export async function beginAuthentication(
  passkeys: PasskeyStore,
  purpose: Exclude<ChallengePurpose, 'register'>,
  binding: string,
  userId: number | null,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const challenge = passkeys.issueChallenge(purpose, binding, userId);
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: userId === null ? [] : passkeys.listOf(userId).map((p) => ({ id: p.credentialId, transports: p.transports })),
  });
}

export type PasskeyAssertionResult = { ok: true; credentialId: string; credentialName: string } | { ok: false; reason: PasskeyRefusal };

/** The node:crypto key and check of a COSE public key; null for a key type or algorithm not accepted. */
function verifierOf(cosePublicKey: Uint8Array): ((data: Buffer, signature: Buffer) => boolean) | null {
  const cose = decodeCredentialPublicKey(new Uint8Array(cosePublicKey)) as unknown as Map<number, unknown>;
  const bytes = (label: number) => {
    const value = cose.get(label);
    return value instanceof Uint8Array ? Buffer.from(value).toString('base64url') : null;
  };
  const kty = cose.get(1);
  const alg = cose.get(3);
  let key: KeyObject;
  try {
    if (kty === 2 && alg === -7 && cose.get(-1) === 1) {
      key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: bytes(-2) ?? '', y: bytes(-3) ?? '' }, format: 'jwk' });
      return (data, signature) => verifySignature('sha256', data, { key, dsaEncoding: 'der' }, signature);
    }
    if (kty === 1 && alg === -8 && cose.get(-1) === 6) {
      key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: bytes(-2) ?? '' }, format: 'jwk' });
      return (data, signature) => verifySignature(null, data, key, signature);
    }
    if (kty === 3 && alg === -257) {
      key = createPublicKey({ key: { kty: 'RSA', n: bytes(-1) ?? '', e: bytes(-2) ?? '' }, format: 'jwk' });
      return (data, signature) => verifySignature('sha256', data, key, signature);
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Checks an authentication response of the user `userId` against `expectedChallenge` and moves the
 * credential's counter on (see the top of this file). Synchronous: call it inside the transaction
 * that books what the assertion allows.
 */
export function verifyPasskeyAssertion(
  store: PasskeyStore,
  input: { userId: number; response: AuthenticationResponseJSON; expectedChallenge: string; expectedOrigin: string | readonly string[]; expectedRpId: string },
): PasskeyAssertionResult {
  const refuse = (reason: PasskeyRefusal): PasskeyAssertionResult => ({ ok: false, reason });
  const { response } = input;
  if (typeof response !== 'object' || response === null || response.type !== 'public-key' || typeof response.id !== 'string' || response.rawId !== response.id) return refuse('malformed');
  const body = response.response as Partial<AuthenticationResponseJSON['response']> | undefined;
  if (typeof body !== 'object' || body === null || typeof body.signature !== 'string' || !isoBase64URL.isBase64URL(body.signature)) return refuse('malformed');
  const clientData = clientDataOf(body.clientDataJSON);
  const authData = authDataOf(body.authenticatorData);
  if (!clientData || !authData) return refuse('malformed');
  const passkey = store.find(response.id);
  if (!passkey || passkey.userId !== input.userId) return refuse('unknownCredential');
  const origins = typeof input.expectedOrigin === 'string' ? [input.expectedOrigin] : input.expectedOrigin;
  if (passkey.rpId !== input.expectedRpId) return refuse('rpId');
  const refusal = checkCeremony(clientData, authData, { type: 'webauthn.get', challenge: input.expectedChallenge, origins, rpId: input.expectedRpId });
  if (refusal) return refuse(refusal);
  const stored = store.secretsOf(passkey.credentialId);
  if (!stored) return refuse('unknownCredential');
  const check = verifierOf(stored.publicKey);
  if (!check) return refuse('algorithm');
  const clientDataHash = createHash('sha256').update(isoBase64URL.toBuffer(body.clientDataJSON as string)).digest();
  const signed = Buffer.concat([Buffer.from(isoBase64URL.toBuffer(body.authenticatorData as string)), clientDataHash]);
  let valid = false;
  try {
    valid = check(signed, Buffer.from(isoBase64URL.toBuffer(body.signature)));
  } catch {
    valid = false;
  }
  if (!valid) return refuse('signature');
  // A cloned authenticator shows as a counter that does not go up (both 0: one that keeps none).
  if ((authData.counter > 0 || stored.counter > 0) && authData.counter <= stored.counter) return refuse('counter');
  if (!store.recordUse(passkey.credentialId, stored.counter, authData.counter)) return refuse('counter');
  return { ok: true, credentialId: passkey.credentialId, credentialName: passkey.name };
}
