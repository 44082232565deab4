// Signed money movement's rules without HTTP (domain/identity/stepUp.ts): a challenge bound to one
// operation, user and session; single use; 2 minutes; the code bound to it; a passkey through the
// injected verifier; the firm's passkey policy; the proof kept.
import { createHash } from 'node:crypto';
import { canonicalOperationJson, decisionOperation, transferOperation, type StepUpOperation, type TransferOperation } from '../../src/api/contract/stepUp';
import { createServices } from '../../mock-server/src/services';
import { CONFIG_DIR } from '../../mock-server/src/paths';
import {
  STEP_UP_TTL_MS,
  operationFingerprint,
  type PasskeyVerifier,
  type StepUpCaller,
  type StepUpPresented,
  type StepUps,
} from '../../mock-server/src/domain/identity/stepUp';
import { count } from './support/testGateway';
import { demoUser, servicesForThisFile, type DomainFixture } from './support/domainServices';
import { TEST_SCENARIO } from './support/testGateway';

const fixture = servicesForThisFile();

/** Where the step-up's calls were served (the passkey's relying party follows from it). */
const SERVED_AT = { protocol: 'http', host: 'localhost:8080' };
const transfer = transferOperation('DIGITAL_ASSET', {
  requestId: '6f1c2a9e-4b7d-41c8-a3e6-f1029b8d7c54',
  accountNumber: '100200300',
  asset: 'BTC',
  amount: '0.0010',
  addressId: 'addr-1',
}) as TransferOperation;

function callerOf(f: DomainFixture, username: string): StepUpCaller {
  const user = demoUser(f.services, username);
  const attempt = f.services.attempts.start('Login', { userId: user.id });
  const session = f.services.sessions.create(user.id, 'full', attempt.id);
  return { userId: user.id, username: user.username, firmId: user.firmId, sessionId: session.id, servedAt: SERVED_AT };
}

function opened(stepUps: StepUps, caller: StepUpCaller, operation = transfer) {
  const outcome = stepUps.open(caller, operation);
  if (outcome.kind !== 'opened') throw new Error(`not opened: ${outcome.kind}`);
  return outcome;
}

/** Opens a step-up, sends its code by text, and answers what the money-moving call would carry. */
function withCode(f: DomainFixture, caller: StepUpCaller, operation = transfer): StepUpPresented {
  const { challenge } = opened(f.services.stepUps, caller, operation);
  expect(f.services.stepUps.sendCode(caller, challenge, 'sms')).toEqual({ kind: 'sent', maskedPhone: 'XXXXXXX0111' });
  const code = f.services.outbox.latest({ username: caller.username })?.code as string;
  return { challenge, proof: { kind: 'otp', code } };
}

async function signWith(stepUps: StepUps, caller: StepUpCaller, presented: StepUpPresented | undefined, operation: StepUpOperation = transfer) {
  const verified = await stepUps.verify(caller, presented);
  if (!verified.ok) return verified;
  return stepUps.consume(caller, verified.checked, operation);
}

describe('opening a step-up', () => {
  it('binds a single-use challenge to the operation: SHA-256 of its canonical JSON, then a 32-byte nonce', () => {
    const f = fixture;
    const caller = callerOf(f, 'demo.plain');
    const outcome = opened(f.services.stepUps, caller);
    expect(outcome).toEqual({ kind: 'opened', challenge: expect.stringMatching(/^[A-Za-z0-9_-]{86}$/), expiresAt: f.clock.now() + STEP_UP_TTL_MS, methods: ['sms', 'voice'], maskedPhone: 'XXXXXXX0111' });
    const bytes = Buffer.from(outcome.challenge, 'base64url');
    expect(bytes).toHaveLength(64);
    const sha = createHash('sha256').update(canonicalOperationJson(transfer), 'utf8').digest();
    expect(bytes.subarray(0, 32).equals(sha)).toBe(true);
    expect(operationFingerprint(transfer)).toBe(sha.toString('hex'));
    // Another opening of the same operation has another nonce.
    expect(opened(f.services.stepUps, caller).challenge.slice(43)).not.toBe(outcome.challenge.slice(43));
    expect(count(f.db, 'step_up_challenges')).toBe(2);
  });

  it('sends a user with neither a passkey nor a phone on file away (noFactor)', () => {
    const f = fixture;
    const caller = callerOf(f, 'demo.plain');
    f.db.prepare('DELETE FROM identity_phones WHERE identity_id = (SELECT id FROM identities WHERE user_id = ?)').run(caller.userId);
    expect(f.services.stepUps.open(caller, transfer)).toEqual({ kind: 'noFactor' });
    expect(count(f.db, 'step_up_challenges')).toBe(0);
  });

  it('refuses the code to a user without a passkey when the firm requires passkeys (passkeyRequired)', () => {
    const f = fixture;
    const caller = callerOf(f, 'demo.plain');
    f.db.prepare('UPDATE firms SET passkeys_for_money = 1 WHERE id = ?').run(caller.firmId);
    expect(f.services.stepUps.open(caller, transfer)).toEqual({ kind: 'passkeyRequired' });
  });
});

describe('a one-time code bound to the operation', () => {
  it('books once: the proof is kept with the fingerprint and the phone’s last 4, the challenge is gone', async () => {
    const f = fixture;
    const caller = callerOf(f, 'demo.plain');
    const presented = withCode(f, caller);
    const signed = await signWith(f.services.stepUps, caller, presented);
    expect(signed).toEqual({
      ok: true,
      proof: { proofId: expect.any(Number), method: 'sms', fingerprint: operationFingerprint(transfer), credentialName: null, codePhone: '0111', signedAt: f.clock.now() },
    });
    expect(count(f.db, 'step_up_challenges')).toBe(0);
    expect(f.db.prepare('SELECT method, code_phone, fingerprint FROM step_up_proofs').all()).toEqual([
      { method: 'sms', code_phone: '0111', fingerprint: operationFingerprint(transfer) },
    ]);
    // A replay of the same challenge and code proves nothing.
    expect(await signWith(f.services.stepUps, caller, presented)).toEqual({ ok: false, refusal: 'notFound' });
    expect(count(f.db, 'step_up_proofs')).toBe(1);
  });

  it('refuses a challenge used for another body, and keeps it for the body it was opened for', async () => {
    const f = fixture;
    const caller = callerOf(f, 'demo.plain');
    const presented = withCode(f, caller);
    for (const tampered of [
      { ...transfer, amount: '0.01' },
      { ...transfer, destination: 'address:bc1qattacker' },
      { ...transfer, requestId: 'another' },
      decisionOperation({ referenceId: 'AI-1', response: 'APPROVE' }),
    ]) {
      expect(await signWith(f.services.stepUps, caller, presented, tampered)).toEqual({ ok: false, refusal: 'otherOperation' });
    }
    expect(count(f.db, 'step_up_proofs')).toBe(0);
    expect((await signWith(f.services.stepUps, caller, presented)).ok).toBe(true);
  });

  it('refuses an expired challenge (2 minutes on the gateway clock), and the sweep removes it', async () => {
    const f = fixture;
    const caller = callerOf(f, 'demo.plain');
    const presented = withCode(f, caller);
    f.clock.advance(STEP_UP_TTL_MS - 1);
    const other = withCode(f, caller);
    f.clock.advance(1);
    expect(await signWith(f.services.stepUps, caller, presented)).toEqual({ ok: false, refusal: 'expired' });
    expect(f.services.stepUps.sendCode(caller, other.challenge, 'voice').kind).toBe('sent');
    f.clock.advance(STEP_UP_TTL_MS);
    expect(f.services.stepUps.sweep()).toBe(1);
    expect(count(f.db, 'step_up_proofs')).toBe(0);
  });

  it('is only the opening user’s and session’s', async () => {
    const f = fixture;
    const caller = callerOf(f, 'demo.plain');
    const presented = withCode(f, caller);
    const otherSession = callerOf(f, 'demo.plain');
    const otherUser = callerOf(f, 'demo.push');
    expect(await signWith(f.services.stepUps, otherSession, presented)).toEqual({ ok: false, refusal: 'notFound' });
    expect(await signWith(f.services.stepUps, otherUser, presented)).toEqual({ ok: false, refusal: 'notFound' });
    expect(f.services.stepUps.sendCode(otherUser, presented.challenge, 'sms')).toEqual({ kind: 'notFound' });
    expect((await signWith(f.services.stepUps, caller, presented)).ok).toBe(true);
  });

  it('refuses a proof with no code sent, a missing proof, and counts wrong codes (the 3rd ends the challenge)', async () => {
    const f = fixture;
    const caller = callerOf(f, 'demo.plain');
    expect(await signWith(f.services.stepUps, caller, undefined)).toEqual({ ok: false, refusal: 'missing' });
    const { challenge } = opened(f.services.stepUps, caller);
    expect(await signWith(f.services.stepUps, caller, { challenge, proof: { kind: 'otp', code: '123456' } })).toEqual({ ok: false, refusal: 'notOffered' });
    const presented = withCode(f, caller);
    const wrong = { ...presented, proof: { kind: 'otp' as const, code: presented.proof.kind === 'otp' && presented.proof.code === '000000' ? '111111' : '000000' } };
    expect(await signWith(f.services.stepUps, caller, wrong)).toEqual({ ok: false, refusal: 'wrongCode' });
    expect(await signWith(f.services.stepUps, caller, wrong)).toEqual({ ok: false, refusal: 'wrongCode' });
    expect(await signWith(f.services.stepUps, caller, wrong)).toEqual({ ok: false, refusal: 'codeLocked' });
    expect(await signWith(f.services.stepUps, caller, presented)).toEqual({ ok: false, refusal: 'notFound' });
    expect(count(f.db, 'step_up_proofs')).toBe(0);
  });
});

describe('a passkey (through the injected verifier)', () => {
  const fakeVerifier = (userId: () => number, answer: { ok: boolean }): PasskeyVerifier & { seen: unknown[] } => {
    const seen: unknown[] = [];
    return {
      seen,
      hasPasskey: (id) => id === userId(),
      verify: (input) => {
        seen.push(input);
        return answer.ok ? { ok: true, credentialId: 'cred-1', credentialName: 'YubiKey 5C' } : { ok: false, reason: 'bad signature' };
      },
    };
  };

  function withPasskeys(f: DomainFixture, answer: { ok: boolean }) {
    const plain = demoUser(f.services, 'demo.plain');
    const verifier = fakeVerifier(() => plain.id, answer);
    const services = createServices({ db: f.db, clock: f.clock, configDir: CONFIG_DIR, passwordCost: TEST_SCENARIO.passwordCost, passkeys: verifier });
    return { stepUps: services.stepUps, verifier, caller: callerOf({ ...f, services }, 'demo.plain') };
  }

  it('offers only the passkey to a user who has one, verifies the assertion over the challenge, and keeps its name', async () => {
    const f = fixture;
    const { stepUps, verifier, caller } = withPasskeys(f, { ok: true });
    const outcome = opened(stepUps, caller);
    expect(outcome.methods).toEqual(['passkey']);
    expect(outcome.maskedPhone).toBeNull();
    expect(stepUps.sendCode(caller, outcome.challenge, 'sms')).toEqual({ kind: 'notOffered' });
    const response = { id: 'cred-1', response: { clientDataJSON: 'x' } };
    const signed = await signWith(stepUps, caller, { challenge: outcome.challenge, proof: { kind: 'passkey', response } });
    expect(signed).toEqual({ ok: true, proof: expect.objectContaining({ method: 'passkey', credentialName: 'YubiKey 5C', codePhone: null }) });
    expect(verifier.seen).toEqual([{ userId: caller.userId, response, expectedChallenge: outcome.challenge, servedAt: SERVED_AT }]);
    expect(f.db.prepare('SELECT credential_id, credential_name FROM step_up_proofs').get()).toEqual({ credential_id: 'cred-1', credential_name: 'YubiKey 5C' });
  });

  it('refuses an assertion the verifier refuses, and a passkey from a user who has none', async () => {
    const f = fixture;
    const { stepUps, caller } = withPasskeys(f, { ok: false });
    const { challenge } = opened(stepUps, caller);
    expect(await signWith(stepUps, caller, { challenge, proof: { kind: 'passkey', response: {} } })).toEqual({ ok: false, refusal: 'passkeyRefused' });
    const noPasskey = callerOf(f, 'demo.push');
    const other = opened(f.services.stepUps, noPasskey);
    expect(await signWith(f.services.stepUps, noPasskey, { challenge: other.challenge, proof: { kind: 'passkey', response: {} } })).toEqual({ ok: false, refusal: 'notOffered' });
    expect(count(f.db, 'step_up_proofs')).toBe(0);
  });

  it('still lets a passkey holder sign when the firm requires passkeys', () => {
    const f = fixture;
    const { stepUps, caller } = withPasskeys(f, { ok: true });
    f.db.prepare('UPDATE firms SET passkeys_for_money = 1 WHERE id = ?').run(caller.firmId);
    expect(opened(stepUps, caller).methods).toEqual(['passkey']);
  });
});
