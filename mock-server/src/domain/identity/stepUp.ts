// Signed money movement (issue 26, ADR 0025): a transfer's submit and an action item's decision
// move money only with a proof of a fresh user verification over the exact operation.
//
//   open      the user's session asks to sign an operation → a single-use challenge:
//             SHA-256(canonical JSON of the operation) ‖ 32 random bytes (base64url), stored with
//             the user, the session and the fingerprint, for STEP_UP_TTL_MS on the gateway's clock;
//             the methods: 'passkey' when the user has one, else (unless the firm requires
//             passkeys) a one-time code to the phone on file, by text or call.
//   sendCode  sends the code bound to that challenge (the sign-in's code machinery and limits).
//   verify    checks the proof's form before the booking.
//   consume   INSIDE the transaction that books the operation: the challenge exists, is the same
//             user's and session's, is unexpired, its fingerprint is the one recomputed from the
//             body the booking call received, the code matches or the passkey's assertion over
//             this challenge verifies (passkeys.ts verifyPasskeyAssertion, synchronous); the
//             proof is recorded (step_up_proofs, challenge UNIQUE: never twice) and the challenge
//             removed. A refusal changes nothing but a wrong code's count.
import { createHash, randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { STEP_UP_LIFETIME_MS, canonicalOperationJson, type StepUpCodeChannel, type StepUpMethodDto, type StepUpOperation, type StepUpRefusalKind } from '../../../../src/api/contract/stepUp';
import type { Db } from '../../db/database';
import type { Clock } from '../platform/clock';
import type { CodeLimits } from './codeLimits';
import { maskPhoneNumber, type IdentityDirectory, type Phone } from './identities';
import type { OneTimeCodes } from './oneTimeCodes';
import { relyingPartyOf, verifyPasskeyAssertion, type PasskeyStore, type RelyingPartyConfig } from './passkeys';
import { sessionIdHash } from './sessions';

/** A challenge lives 2 minutes on the gateway's clock. */
export const STEP_UP_TTL_MS = STEP_UP_LIFETIME_MS;
const NONCE_BYTES = 32;
/** The wrong codes one challenge takes; the next refuses it (the person's own limit also counts them). */
const STEP_UP_MAX_WRONG_CODES = 3;

export type StepUpMethod = StepUpMethodDto;
type CodeChannel = StepUpCodeChannel;

/** What a money-moving call carries: the challenge it answers and the proof. */
export interface StepUpPresented {
  challenge: string;
  proof: { kind: 'otp'; code: string } | { kind: 'passkey'; response: unknown };
}

/**
 * The passkeys (passkeys.ts), as the step-up needs them: injected so the domain's tests can answer
 * for an authenticator. `verify` is synchronous: it runs inside the booking's transaction, and moves
 * the credential's counter on only when it accepts.
 */
export interface PasskeyVerifier {
  hasPasskey(userId: number): boolean;
  /** Verifies an assertion over `expectedChallenge` by one of the user's passkeys, for the relying party the call was served at. */
  verify(input: { userId: number; response: unknown; expectedChallenge: string; servedAt: ServedAt }): PasskeyCheck;
}
export type PasskeyCheck = { ok: true; credentialId: string; credentialName: string } | { ok: false; reason: string };

/** Where the money-moving call was served (its protocol and host): the passkey's RP id and origin follow from it. */
export interface ServedAt {
  protocol: string;
  host: string;
}

/** The user's passkeys of the PasskeyStore, checked by verifyPasskeyAssertion for the configured relying party. */
export function passkeyVerifierOf(store: PasskeyStore, config: RelyingPartyConfig): PasskeyVerifier {
  return {
    hasPasskey: (userId) => store.hasAny(userId),
    verify: ({ userId, response, expectedChallenge, servedAt }) => {
      const rp = relyingPartyOf(config, servedAt.protocol, servedAt.host);
      return verifyPasskeyAssertion(store, {
        userId,
        response: response as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: rp.origins,
        expectedRpId: rp.rpId,
      });
    },
  };
}

/** Who steps up: the signed-in user and their session. */
export interface StepUpCaller {
  userId: number;
  username: string;
  firmId: string;
  sessionId: string;
  servedAt: ServedAt;
}

export type StepUpOpened =
  | { kind: 'opened'; challenge: string; expiresAt: number; methods: StepUpMethod[]; maskedPhone: string | null }
  /** Neither a passkey nor a phone on file. */
  | { kind: 'noFactor' }
  /** The firm requires passkeys for money movement, and the user has none. */
  | { kind: 'passkeyRequired' };

export type CodeSent =
  | { kind: 'sent'; maskedPhone: string }
  | { kind: 'notFound' }
  | { kind: 'notOffered' }
  | { kind: 'limited'; retryAfterMs: number }
  | { kind: 'lockedOut' };

/** Why a money-moving call's proof was refused (nothing was booked). */
export type StepUpRefusal = StepUpRefusalKind;

/** A proof whose form checked out; consume() verifies it and decides inside the booking. */
export interface CheckedProof {
  presented: StepUpPresented;
}

/** The proof kept with the booking. */
export interface KeptProof {
  proofId: number;
  method: StepUpMethod;
  fingerprint: string;
  credentialName: string | null;
  codePhone: string | null;
  signedAt: number;
}

/** SHA-256 hex of the operation's canonical JSON (UTF-8). */
export const operationFingerprint = (operation: StepUpOperation): string =>
  createHash('sha256').update(canonicalOperationJson(operation), 'utf8').digest('hex');


interface ChallengeRow {
  user_id: number;
  session_hash: string;
  fingerprint: string;
  expires_at: number;
  code_channel: CodeChannel | null;
  code_phone: string | null;
  code_hmac: string | null;
  wrong_tries: number;
}

export class StepUps {
  private readonly insert;
  private readonly select;
  private readonly setCode;
  private readonly countWrong;
  private readonly remove;
  private readonly keep;
  private readonly firmPolicy;
  private readonly setFirmPolicy;
  private readonly firmPolicies;
  private readonly removeExpired;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly deps: { codes: OneTimeCodes; codeLimits: CodeLimits; identities: IdentityDirectory; passkeys: PasskeyVerifier },
  ) {
    this.insert = db.prepare<[string, number, string, string, number, number]>(
      'INSERT INTO step_up_challenges (challenge, user_id, session_hash, fingerprint, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.select = db.prepare<[string], ChallengeRow>(
      'SELECT user_id, session_hash, fingerprint, expires_at, code_channel, code_phone, code_hmac, wrong_tries FROM step_up_challenges WHERE challenge = ?',
    );
    this.setCode = db.prepare<[CodeChannel, string, string, string]>(
      'UPDATE step_up_challenges SET code_channel = ?, code_phone = ?, code_hmac = ?, wrong_tries = 0 WHERE challenge = ?',
    );
    this.countWrong = db.prepare<[string]>('UPDATE step_up_challenges SET wrong_tries = wrong_tries + 1 WHERE challenge = ?');
    this.remove = db.prepare<[string]>('DELETE FROM step_up_challenges WHERE challenge = ?');
    this.keep = db.prepare<[string, number, string, StepUpMethod, string | null, string | null, string | null, number]>(
      `INSERT INTO step_up_proofs (challenge, user_id, fingerprint, method, credential_id, credential_name, code_phone, signed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(challenge) DO NOTHING`,
    );
    this.firmPolicy = db.prepare<[string], number>('SELECT passkeys_for_money FROM firms WHERE id = ?').pluck();
    this.setFirmPolicy = db.prepare<[number, string]>('UPDATE firms SET passkeys_for_money = ? WHERE id = ?');
    this.firmPolicies = db.prepare<[], { firmId: string; legalName: string; passkeysForMoney: number }>(
      'SELECT id AS firmId, legal_name AS legalName, passkeys_for_money AS passkeysForMoney FROM firms ORDER BY id',
    );
    this.removeExpired = db.prepare<[number]>('DELETE FROM step_up_challenges WHERE expires_at <= ?');
  }

  private phoneOf(userId: number): Phone | null {
    const identity = this.deps.identities.findByUser(userId);
    return (identity && this.deps.identities.phonesOf(identity.id)[0]) ?? null;
  }

  /** A passkey when the user has one; otherwise, unless the firm requires passkeys, a code to the phone on file. */
  private methodsOf(caller: StepUpCaller): StepUpMethod[] {
    if (this.deps.passkeys.hasPasskey(caller.userId)) return ['passkey'];
    if (this.firmPolicy.get(caller.firmId) === 1) return [];
    return this.phoneOf(caller.userId) ? ['sms', 'voice'] : [];
  }

  /** Opens a step-up for the operation: its challenge and the methods the user may answer it with. */
  open(caller: StepUpCaller, operation: StepUpOperation): StepUpOpened {
    const methods = this.methodsOf(caller);
    if (methods.length === 0) {
      const firmRequires = this.firmPolicy.get(caller.firmId) === 1;
      return firmRequires ? { kind: 'passkeyRequired' } : { kind: 'noFactor' };
    }
    const fingerprint = operationFingerprint(operation);
    const challenge = Buffer.concat([Buffer.from(fingerprint, 'hex'), randomBytes(NONCE_BYTES)]).toString('base64url');
    const now = this.clock.now();
    const expiresAt = now + STEP_UP_TTL_MS;
    this.insert.run(challenge, caller.userId, sessionIdHash(caller.sessionId), fingerprint, now, expiresAt);
    const phone = methods.includes('sms') ? this.phoneOf(caller.userId) : null;
    return { kind: 'opened', challenge, expiresAt, methods, maskedPhone: phone ? maskPhoneNumber(phone.number) : null };
  }

  private liveRow(caller: StepUpCaller, challenge: string): ChallengeRow | null {
    const row = this.select.get(challenge);
    return row && row.user_id === caller.userId && row.session_hash === sessionIdHash(caller.sessionId) ? row : null;
  }

  /** Sends (or sends again) the one-time code bound to the challenge, by text or call. */
  sendCode(caller: StepUpCaller, challenge: string, channel: CodeChannel): CodeSent {
    const row = this.liveRow(caller, challenge);
    if (!row || this.clock.now() >= row.expires_at) return { kind: 'notFound' };
    const phone = this.methodsOf(caller).includes(channel) ? this.phoneOf(caller.userId) : null;
    if (!phone) return { kind: 'notOffered' };
    const subject = { userId: caller.userId };
    if (this.deps.codeLimits.locked(subject)) return { kind: 'lockedOut' };
    const send = this.deps.codeLimits.trySend(subject, channel);
    if (!send.allowed) return { kind: 'limited', retryAfterMs: send.retryAfterMs };
    const hmac = this.deps.codes.issueBound(challenge, channel, { username: caller.username, phone });
    const last4 = phone.number.slice(-4);
    this.setCode.run(channel, last4, hmac, challenge);
    return { kind: 'sent', maskedPhone: maskPhoneNumber(phone.number) };
  }

  /**
   * The proof's form, before the booking. Nothing is checked against the challenge or used up here:
   * consume() does that inside the booking's transaction (a passkey's signature included).
   */
  verify(caller: StepUpCaller, presented: StepUpPresented | undefined): { ok: true; checked: CheckedProof } | { ok: false; refusal: StepUpRefusal } {
    if (!presented) return { ok: false, refusal: 'missing' };
    if (presented.proof.kind === 'passkey' && !this.deps.passkeys.hasPasskey(caller.userId)) return { ok: false, refusal: 'notOffered' };
    return { ok: true, checked: { presented } };
  }

  /**
   * Uses the checked proof for the operation the booking call received. Call it INSIDE the
   * transaction that books the operation, and book only on { ok: true }; a refusal leaves nothing
   * but a wrong code's count (so the caller must not throw it away by rolling back).
   */
  consume(caller: StepUpCaller, checked: CheckedProof, operation: StepUpOperation): { ok: true; proof: KeptProof } | { ok: false; refusal: StepUpRefusal } {
    const { challenge, proof } = checked.presented;
    const row = this.liveRow(caller, challenge);
    if (!row) return { ok: false, refusal: 'notFound' };
    const now = this.clock.now();
    if (now >= row.expires_at) {
      this.remove.run(challenge);
      return { ok: false, refusal: 'expired' };
    }
    const fingerprint = operationFingerprint(operation);
    if (fingerprint !== row.fingerprint) return { ok: false, refusal: 'otherOperation' };
    let method: StepUpMethod;
    let passkey: { credentialId: string; credentialName: string } | null = null;
    if (proof.kind === 'otp') {
      const subject = { userId: caller.userId };
      if (this.deps.codeLimits.locked(subject)) return { ok: false, refusal: 'lockedOut' };
      if (!row.code_channel || !row.code_hmac) return { ok: false, refusal: 'notOffered' };
      if (!this.methodsOf(caller).includes(row.code_channel)) return { ok: false, refusal: 'notOffered' };
      if (!this.deps.codes.matchesBound(challenge, row.code_channel, proof.code, row.code_hmac)) {
        if (this.deps.codeLimits.recordWrong(subject)) {
          this.remove.run(challenge);
          return { ok: false, refusal: 'lockedOut' };
        }
        if (row.wrong_tries + 1 >= STEP_UP_MAX_WRONG_CODES) {
          this.remove.run(challenge);
          return { ok: false, refusal: 'codeLocked' };
        }
        this.countWrong.run(challenge);
        return { ok: false, refusal: 'wrongCode' };
      }
      this.deps.codeLimits.recordRight(subject);
      method = row.code_channel;
    } else {
      // The assertion over this very challenge (whose first half is the operation's fingerprint,
      // just compared with the body received): checked here, inside the booking's transaction.
      if (!this.methodsOf(caller).includes('passkey')) return { ok: false, refusal: 'notOffered' };
      const check = this.deps.passkeys.verify({ userId: caller.userId, response: proof.response, expectedChallenge: challenge, servedAt: caller.servedAt });
      if (!check.ok) return { ok: false, refusal: 'passkeyRefused' };
      passkey = { credentialId: check.credentialId, credentialName: check.credentialName };
      method = 'passkey';
    }
    const codePhone = method === 'passkey' ? null : row.code_phone;
    const kept = this.keep.run(
      challenge,
      caller.userId,
      fingerprint,
      method,
      passkey?.credentialId ?? null,
      passkey?.credentialName ?? null,
      codePhone,
      now,
    );
    this.remove.run(challenge);
    if (kept.changes !== 1) return { ok: false, refusal: 'notFound' };
    const proofId = Number(kept.lastInsertRowid);
    return { ok: true, proof: { proofId, method, fingerprint, credentialName: passkey?.credentialName ?? null, codePhone, signedAt: now } };
  }

  /** A firm's setting (the control API stands in for its administration): true requires a passkey to move money; false when there is no such firm. */
  setPasskeysForMoney(firmId: string, required: boolean): boolean {
    return this.setFirmPolicy.run(required ? 1 : 0, firmId).changes === 1;
  }

  /** Every firm and whether it requires passkeys to move money. */
  passkeysForMoney(): { firmId: string; legalName: string; passkeysForMoney: boolean }[] {
    return this.firmPolicies.all().map((f) => ({ ...f, passkeysForMoney: f.passkeysForMoney === 1 }));
  }

  /** The sweep: expired challenges go (a late answer finds none: refused as unknown). */
  sweep(): number {
    return this.removeExpired.run(this.clock.now()).changes;
  }
}
