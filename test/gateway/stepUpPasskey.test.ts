// Signed money movement with a real passkey (issue 26): the step-up's challenge answered by a
// WebAuthn assertion of a software authenticator, verified inside the transaction that books the
// transfer or the decision (verifyPasskeyAssertion), for the relying party the call was served at.
// Each refusal the issue names — a body other than the one signed (the tamper test), a replay, an
// expired challenge, the wrong origin, the wrong RP id, a counter that went back, a user not
// verified, another user's credential — books nothing and leaves the credential's counter alone.
import { randomUUID } from 'node:crypto';
import { ACTION_ITEM_PATHS } from '../../src/api/contract/actionItems';
import { PASSKEYS_PATH, PASSKEY_REGISTRATION_OPTIONS_PATH } from '../../src/api/contract/passkeys';
import { STEP_UP_PATHS, STEP_UP_TEXTS as S, decisionOperation, type StepUpDto, type StepUpOperation } from '../../src/api/contract/stepUp';
import { TRANSFER_PATHS as PATHS, type TransferDto } from '../../src/api/contract/transfers';
import { STEP_UP_TTL_MS } from '../../mock-server/src/domain/identity/stepUp';
import { ACCOUNTS, answer, dataOf, expectRefusal } from './support/accounts';
import { REQUESTS, decidedItem } from './support/actionItems';
import { SoftCredential, type Ceremony } from './support/softAuthenticator';
import { transferOperationOf } from './support/stepUp';
import { XHR, count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = () => gateway.app;
const HOST = 'localhost:8262';
const ORIGIN = `http://${HOST}`;
const RP_ID = 'localhost';

/** A call as the browser at ORIGIN makes it (the relying party follows from its host). */
const post = (url: string, payload: object, cookie: string) => app().inject({ method: 'POST', url, headers: { ...XHR, host: HOST, cookie }, payload });

const BTC_COLD = '6a2b1c63-1d8f-4e2b-8b64-000000000001'; // demo.plain's ACTIVE Bitcoin address
const send = (more: object = {}) => ({ requestId: randomUUID(), accountNumber: ACCOUNTS.plainCustody, asset: 'BTC', amount: '0.001', addressId: BTC_COLD, ...more });
const MONEY_TABLES = ['transfers', 'ledger_entries', 'approval_requests', 'step_up_proofs'] as const;
const stored = () => MONEY_TABLES.map((t) => count(gateway.db, t));
const counterOf = (credential: SoftCredential) => gateway.db.prepare('SELECT counter FROM passkeys WHERE id = ?').pluck().get(credential.credentialId);

/** `username` signed in with a passkey named 'YubiKey 5C' added in that session. */
async function withPasskey(username: string) {
  const cookie = await signIn(app(), username);
  const credential = new SoftCredential();
  const { options } = dataOf<{ options: { challenge: string } }>(await post(PASSKEY_REGISTRATION_OPTIONS_PATH, {}, cookie));
  dataOf(await post(PASSKEYS_PATH, { name: 'YubiKey 5C', response: credential.register({ challenge: options.challenge, origin: ORIGIN, rpId: RP_ID }) }, cookie));
  return { cookie, credential };
}

/** Opens a step-up for the operation and answers its challenge with the credential, the ceremony bent by `bend`. */
async function signed(cookie: string, credential: SoftCredential, operation: StepUpOperation, bend: Partial<Ceremony> = {}) {
  const opened = dataOf<StepUpDto>(await post(STEP_UP_PATHS.open, { operation }, cookie));
  expect(opened.methods).toEqual(['passkey']);
  return { challenge: opened.challenge, proof: { kind: 'passkey' as const, response: credential.assert({ challenge: opened.challenge, origin: ORIGIN, rpId: RP_ID, ...bend }) } };
}

async function refusedStoringNothing(body: object, cookie: string, text: string, credential: SoftCredential) {
  const before = [...stored(), counterOf(credential)];
  expectRefusal(await post(PATHS.digitalAssetOutV2, body, cookie), 403, text);
  expect([...stored(), counterOf(credential)]).toEqual(before);
}

describe('a transfer signed with a passkey', () => {
  it('books with the passkey named in its proof; the counter moves on; a retry of the requestId answers the same transfer', async () => {
    const { cookie, credential } = await withPasskey('demo.plain');
    const body = send();
    const stepUp = await signed(cookie, credential, transferOperationOf(PATHS.digitalAssetOutV2, body));
    const first = dataOf<TransferDto>(await post(PATHS.digitalAssetOutV2, { ...body, stepUp }, cookie));
    expect(first.status).toBe('SUBMITTED');
    const kept = gateway.db
      .prepare('SELECT p.method, p.credential_id AS credentialId, p.credential_name AS name, p.code_phone AS phone FROM transfers t JOIN step_up_proofs p ON p.id = t.step_up_proof_id WHERE t.reference_id = ?')
      .get(first.referenceId);
    expect(kept).toEqual({ method: 'passkey', credentialId: credential.credentialId, name: 'YubiKey 5C', phone: null });
    expect(counterOf(credential)).toBe(credential.count);
    expect(dataOf<TransferDto>(await post(PATHS.digitalAssetOutV2, body, cookie))).toEqual(first);
  });

  it('the tamper test: an assertion over the reviewed body, sent with another amount, destination or requestId, is refused and books nothing', async () => {
    const { cookie, credential } = await withPasskey('demo.plain');
    const reviewed = send();
    const stepUp = await signed(cookie, credential, transferOperationOf(PATHS.digitalAssetOutV2, reviewed));
    for (const tampered of [{ amount: '0.002' }, { amount: '1' }, { requestId: randomUUID() }]) {
      await refusedStoringNothing({ ...reviewed, ...tampered, stepUp }, cookie, S.otherOperation, credential);
    }
    expect(dataOf<TransferDto>(await post(PATHS.digitalAssetOutV2, { ...reviewed, stepUp }, cookie)).amount).toBe('0.001');
  });

  it('refuses a replayed assertion, and one over an expired challenge', async () => {
    const { cookie, credential } = await withPasskey('demo.plain');
    const body = send();
    const stepUp = await signed(cookie, credential, transferOperationOf(PATHS.digitalAssetOutV2, body));
    dataOf(await post(PATHS.digitalAssetOutV2, { ...body, stepUp }, cookie));
    await refusedStoringNothing({ ...body, requestId: randomUUID(), stepUp }, cookie, S.notFound, credential);
    const late = send();
    const lateStepUp = await signed(cookie, credential, transferOperationOf(PATHS.digitalAssetOutV2, late));
    gateway.clock.advance(STEP_UP_TTL_MS);
    await refusedStoringNothing({ ...late, stepUp: lateStepUp }, cookie, S.expired, credential);
  });

  it('refuses the wrong origin, the wrong RP id, a user not verified, a counter that went back, another challenge, and another user’s credential', async () => {
    const { cookie, credential } = await withPasskey('demo.plain');
    const other = await withPasskey('demo.mixed');
    const bends: Array<[string, (op: StepUpOperation) => Promise<object>]> = [
      ['wrong origin', (op) => signed(cookie, credential, op, { origin: 'https://portal.example.evil' })],
      ['wrong RP id', (op) => signed(cookie, credential, op, { rpId: 'evil.example' })],
      ['user not verified', (op) => signed(cookie, credential, op, { userVerified: false })],
      ['counter went back', (op) => signed(cookie, credential, op, { counter: 0 })],
      ['another challenge', async (op) => ({ ...(await signed(cookie, credential, op)), challenge: (await signed(cookie, credential, op)).challenge })],
      ['another user’s credential', (op) => signed(cookie, other.credential, op)],
    ];
    // One accepted use first, so the stored counter is above 0 and a counter of 0 is a regression.
    const first = send();
    dataOf(await post(PATHS.digitalAssetOutV2, { ...first, stepUp: await signed(cookie, credential, transferOperationOf(PATHS.digitalAssetOutV2, first)) }, cookie));
    for (const [why, sign] of bends) {
      const body = send();
      const stepUp = await sign(transferOperationOf(PATHS.digitalAssetOutV2, body));
      const before = [...stored(), counterOf(credential), counterOf(other.credential)];
      const res = await post(PATHS.digitalAssetOutV2, { ...body, stepUp }, cookie);
      expect({ why, status: res.statusCode, text: answer(res).status.text }).toEqual({ why, status: 403, text: S.passkeyRefused });
      expect([...stored(), counterOf(credential), counterOf(other.credential)]).toEqual(before);
    }
  });
});

describe('a decision signed with a passkey', () => {
  it('approves with the passkey named in the decision’s proof; an assertion for the approval cannot reject', async () => {
    const { cookie, credential } = await withPasskey('demo.checker');
    const approve = { referenceId: REQUESTS.custodianSweep, response: 'APPROVE' as const };
    const stepUp = await signed(cookie, credential, decisionOperation(approve));
    expectRefusal(await post(ACTION_ITEM_PATHS.update, { ...approve, response: 'REJECT', comments: 'No', stepUp }, cookie), 403, S.otherOperation);
    expect(decidedItem(await post(ACTION_ITEM_PATHS.update, { ...approve, stepUp }, cookie)).status).toBe('APPROVED');
    const kept = gateway.db
      .prepare('SELECT p.method, p.credential_name AS name FROM action_item_decisions d JOIN step_up_proofs p ON p.id = d.step_up_proof_id WHERE d.reference_id = ?')
      .get(REQUESTS.custodianSweep);
    expect(kept).toEqual({ method: 'passkey', name: 'YubiKey 5C' });
  });
});
