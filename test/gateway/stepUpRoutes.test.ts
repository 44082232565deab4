// Signed money movement over HTTP (issue 26): opening a step-up and sending its code, and the
// transfer submits' refusals — only a session cookie, a challenge used for another body (the
// tamper test), a replay, an expired challenge, a wrong code — each storing nothing; a signed
// submit books with its proof kept, and a retry of its requestId answers the same transfer.
import { randomUUID } from 'node:crypto';
import { ACTION_ITEM_PATHS } from '../../src/api/contract/actionItems';
import { PASSKEY_REGISTRATION_OPTIONS_PATH, PASSKEYS_PATH } from '../../src/api/contract/passkeys';
import { STEP_UP_PATHS, STEP_UP_TEXTS as S, decisionOperation, type StepUpDto } from '../../src/api/contract/stepUp';
import { TRANSFER_PATHS as PATHS, type TransferDto } from '../../src/api/contract/transfers';
import { STEP_UP_TTL_MS, operationFingerprint } from '../../mock-server/src/domain/identity/stepUp';
import { ACCOUNTS, dataOf, expectRefusal, post } from './support/accounts';
import { REQUESTS, decidedItem, listOf } from './support/actionItems';
import { otherCode, outboxCode } from './support/signInFlows';
import { pageEvents } from './support/security';
import { control } from './support/control';
import { SoftCredential } from './support/softAuthenticator';
import { openStepUp, proofFor, signedSubmit, transferOperationOf } from './support/stepUp';
import { count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = () => gateway.app;

const ORIGIN = 'http://localhost:80'; // inject's host
const BTC_COLD = '6a2b1c63-1d8f-4e2b-8b64-000000000001'; // demo.plain's ACTIVE Bitcoin address
const send = (more: object = {}) => ({ requestId: randomUUID(), accountNumber: ACCOUNTS.plainCustody, asset: 'BTC', amount: '0.001', addressId: BTC_COLD, ...more });
const MONEY_TABLES = ['transfers', 'ledger_entries', 'approval_requests', 'step_up_proofs'] as const;
const stored = () => MONEY_TABLES.map((t) => count(gateway.db, t));

/** Posts and expects the refusal, with nothing stored. */
async function refusedStoringNothing(body: object, cookie: string, status: number, text: string) {
  const before = stored();
  expectRefusal(await post(app(), PATHS.digitalAssetOutV2, body, cookie), status, text);
  expect(stored()).toEqual(before);
}

describe('opening a step-up', () => {
  it('answers the challenge, its expiry on the gateway clock, the methods and the masked phone; no code is sent until asked', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const opened = dataOf<StepUpDto>(await openStepUp(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, send())));
    expect(opened).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{86}$/),
      expiresAt: new Date(gateway.clock.now() + STEP_UP_TTL_MS).toISOString(),
      methods: ['sms', 'voice'],
      maskedPhone: 'XXXXXXX0111',
      passkey: null,
    });
    expect((await app().inject({ method: 'GET', url: '/__mock/otp?username=demo.plain' })).statusCode).toBe(404);
    const sent = await post(app(), STEP_UP_PATHS.code, { challenge: opened.challenge, channel: 'voice' }, cookie);
    expect(dataOf(sent)).toEqual({ maskedPhone: 'XXXXXXX0111' });
    expect(await outboxCode(app(), { username: 'demo.plain' })).toMatch(/^\d{6}$/);
  });

  it('needs a full session, and refuses an operation that is not one', async () => {
    const operation = transferOperationOf(PATHS.digitalAssetOutV2, send());
    expect((await openStepUp(app(), '', operation)).statusCode).toBe(401);
    const cookie = await signIn(app(), 'demo.plain');
    expectRefusal(await openStepUp(app(), cookie, { ...operation, amount: '1e3' }), 400, S.invalidOperation);
    expect((await openStepUp(app(), cookie, { ...operation, extra: 'x' } as never)).statusCode).toBe(400);
    expect(count(gateway.db, 'step_up_challenges')).toBe(0);
  });

  it('sends a user with neither a passkey nor a phone on file to the SECURITY page', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    gateway.db.prepare("DELETE FROM identity_phones WHERE identity_id = (SELECT id FROM identities WHERE user_id = (SELECT id FROM users WHERE username = 'demo.plain'))").run();
    expectRefusal(await openStepUp(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, send())), 409, S.noFactor);
  });

  it('refuses codes when the firm requires passkeys', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    gateway.db.prepare("UPDATE firms SET passkeys_for_money = 1 WHERE id = 'F-1001'").run();
    expectRefusal(await openStepUp(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, send())), 409, S.passkeyRequired);
  });
});

describe('a firm’s setting “passkeys for money movement” (the control API and its panel)', () => {
  const firms = async () => JSON.parse((await app().inject({ method: 'GET', url: '/__mock/firms/passkeys-for-money' })).body) as { firms: Array<{ firmId: string; passkeysForMoney: boolean }> };

  it('is set per firm: on, a user of the firm without a passkey is refused codes (409, the SECURITY page text); off again, codes are offered', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const open = () => openStepUp(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, send()));
    expect((await firms()).firms.find((f) => f.firmId === 'F-1001')?.passkeysForMoney).toBe(false);
    const on = await control(app(), 'POST', '/__mock/firms/F-1001/passkeys-for-money', { required: true });
    expect(JSON.parse(on.body)).toEqual({ firmId: 'F-1001', passkeysForMoney: true });
    expect((await firms()).firms.filter((f) => f.passkeysForMoney).map((f) => f.firmId)).toEqual(['F-1001']);
    expectRefusal(await open(), 409, S.passkeyRequired);
    // Another firm's users are not concerned.
    const maker = await signIn(app(), 'demo.maker');
    expect(dataOf<StepUpDto>(await openStepUp(app(), maker, transferOperationOf(PATHS.digitalAssetOutV2, send()))).methods).toEqual(['sms', 'voice']);
    await control(app(), 'POST', '/__mock/firms/F-1001/passkeys-for-money', { required: false });
    expect(dataOf<StepUpDto>(await open()).methods).toEqual(['sms', 'voice']);
  });

  it('refuses an unknown firm (404) and a body that is not { required: boolean } (400), changing nothing', async () => {
    expect((await control(app(), 'POST', '/__mock/firms/F-9999/passkeys-for-money', { required: true })).statusCode).toBe(404);
    for (const body of [{}, { required: 'yes' }, { required: true, extra: 1 }]) {
      expect((await control(app(), 'POST', '/__mock/firms/F-1001/passkeys-for-money', body)).statusCode).toBe(400);
    }
    expect((await firms()).firms.every((f) => !f.passkeysForMoney)).toBe(true);
  });

  it('has its switches on the control panel (one per firm, loaded by the panel’s script)', async () => {
    const page = await app().inject({ method: 'GET', url: '/__mock/' });
    expect(page.body).toContain('<h2 id="passkeys-for-money-heading">Passkeys for money movement</h2>');
    const script = (await app().inject({ method: 'GET', url: '/__mock/panel.js' })).body;
    expect(script).toContain("'/__mock/firms/passkeys-for-money'");
    expect(script).toContain("'/passkeys-for-money'");
  });

  it('the step-up code is read on the control panel like any other code (GET /__mock/otp)', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const { challenge } = dataOf<StepUpDto>(await openStepUp(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, send())));
    dataOf(await post(app(), STEP_UP_PATHS.code, { challenge, channel: 'sms' }, cookie));
    const shown = JSON.parse((await app().inject({ method: 'GET', url: '/__mock/otp?username=demo.plain' })).body) as { code: string };
    expect(shown.code).toMatch(/^\d{6}$/);
  });
});

describe('a passkey user', () => {
  /** demo.plain with a passkey added through the SECURITY page's calls (the origin and RP id of inject's host). */
  async function withPasskey() {
    const cookie = await signIn(app(), 'demo.plain');
    const credential = new SoftCredential();
    const { options } = dataOf<{ options: { challenge: string } }>(await post(app(), PASSKEY_REGISTRATION_OPTIONS_PATH, {}, cookie));
    dataOf(await post(app(), PASSKEYS_PATH, { name: 'YubiKey 5C', response: credential.register({ challenge: options.challenge, origin: ORIGIN, rpId: 'localhost' }) }, cookie));
    return { cookie, credential };
  }

  it('is answered what the browser needs to ask for the passkey (the RP id, the passkeys allowed), and no code is offered', async () => {
    const { cookie, credential } = await withPasskey();
    const opened = dataOf<StepUpDto>(await openStepUp(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, send())));
    expect(opened).toMatchObject({ methods: ['passkey'], maskedPhone: null, passkey: { rpId: 'localhost', allowCredentials: [{ id: credential.credentialId, transports: ['internal'] }] } });
    expectRefusal(await post(app(), STEP_UP_PATHS.code, { challenge: opened.challenge, channel: 'sms' }, cookie), 403, S.notOffered);
  });

  it('submits with an assertion over the challenge; the proof names the passkey', async () => {
    const { cookie, credential } = await withPasskey();
    const body = send();
    const { challenge } = dataOf<StepUpDto>(await openStepUp(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, body)));
    const response = credential.assert({ challenge, origin: ORIGIN, rpId: 'localhost' });
    const booked = dataOf<TransferDto>(await post(app(), PATHS.digitalAssetOutV2, { ...body, stepUp: { challenge, proof: { kind: 'passkey', response } } }, cookie));
    expect(booked.status).toBe('SUBMITTED');
    const kept = gateway.db.prepare('SELECT p.method, p.credential_name AS name FROM transfers t JOIN step_up_proofs p ON p.id = t.step_up_proof_id WHERE t.reference_id = ?').get(booked.referenceId);
    expect(kept).toEqual({ method: 'passkey', name: 'YubiKey 5C' });
  });
});

describe('a transfer submit', () => {
  it('with only the session cookie is refused (403, a clear text) and stores nothing', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    await refusedStoringNothing(send(), cookie, 403, S.missing);
  });

  it('signed: books, keeps the proof with the transfer; a retry of its requestId answers the same transfer with no second proof', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = send();
    const stepUp = await proofFor(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, body));
    const first = dataOf<TransferDto>(await post(app(), PATHS.digitalAssetOutV2, { ...body, stepUp }, cookie));
    expect(first.status).toBe('SUBMITTED');
    const kept = gateway.db
      .prepare('SELECT p.method, p.code_phone AS phone, p.challenge FROM transfers t JOIN step_up_proofs p ON p.id = t.step_up_proof_id WHERE t.reference_id = ?')
      .get(first.referenceId);
    expect(kept).toEqual({ method: 'sms', phone: '0111', challenge: stepUp.challenge });
    expect(dataOf<TransferDto>(await post(app(), PATHS.digitalAssetOutV2, body, cookie))).toEqual(first);
    expect(dataOf<TransferDto>(await post(app(), PATHS.digitalAssetOutV2, { ...body, stepUp }, cookie))).toEqual(first);
    expect(count(gateway.db, 'step_up_proofs')).toBe(1);
  });

  it('with a challenge used for another body is refused: the amount changed between the review and the signing (the tamper test)', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const reviewed = send();
    const stepUp = await proofFor(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, reviewed));
    for (const tampered of [{ amount: '0.002' }, { addressId: '6a2b1c63-1d8f-4e2b-8b64-000000000099' }, { requestId: randomUUID() }]) {
      const status = 'addressId' in tampered ? 404 : 403; // an unknown address is refused by its own rule first
      await refusedStoringNothing({ ...reviewed, ...tampered, stepUp }, cookie, status, status === 404 ? 'Instruction not found' : S.otherOperation);
    }
    // The same amount written otherwise is the same operation.
    expect(dataOf<TransferDto>(await post(app(), PATHS.digitalAssetOutV2, { ...reviewed, amount: '0.00100', stepUp }, cookie)).amount).toBe('0.001');
  });

  it('replaying a used challenge and code is refused, and stores nothing', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = send();
    const stepUp = await proofFor(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, body));
    dataOf(await post(app(), PATHS.digitalAssetOutV2, { ...body, stepUp }, cookie));
    // The same proof on a new request: the challenge was used up with the booking.
    await refusedStoringNothing({ ...body, requestId: randomUUID(), stepUp }, cookie, 403, S.notFound);
    // And with the very body it signed, once that transfer is gone (were the idempotency key lost, no second booking).
    gateway.db.prepare('UPDATE transfers SET request_id = ? WHERE request_id = ?').run(randomUUID(), body.requestId.toLowerCase());
    await refusedStoringNothing({ ...body, stepUp }, cookie, 403, S.notFound);
  });

  it('with an expired challenge (2 minutes) is refused, and stores nothing', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = send();
    const stepUp = await proofFor(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, body));
    gateway.clock.advance(STEP_UP_TTL_MS);
    await refusedStoringNothing({ ...body, stepUp }, cookie, 403, S.expired);
  });

  it('with a wrong code is refused, and the right one then books', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = send();
    const stepUp = await proofFor(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, body));
    const code = stepUp.proof.kind === 'otp' ? stepUp.proof.code : '';
    await refusedStoringNothing({ ...body, stepUp: { ...stepUp, proof: { kind: 'otp', code: otherCode(code) } } }, cookie, 403, S.wrongCode);
    expect(dataOf<TransferDto>(await post(app(), PATHS.digitalAssetOutV2, { ...body, stepUp }, cookie)).status).toBe('SUBMITTED');
  });

  it('from another session of the same user is refused', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = send();
    const stepUp = await proofFor(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, body));
    const other = await signIn(app(), 'demo.plain');
    await refusedStoringNothing({ ...body, stepUp }, other, 403, S.notFound);
  });
});

describe('the code call', () => {
  it('refuses another session’s challenge', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const { challenge } = dataOf<StepUpDto>(await openStepUp(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, send())));
    expectRefusal(await post(app(), STEP_UP_PATHS.code, { challenge, channel: 'sms' }, await signIn(app(), 'demo.mixed')), 403, S.notFound);
  });
});

describe('an action item decision', () => {
  const decisionState = () => [count(gateway.db, 'action_item_decisions'), count(gateway.db, 'step_up_proofs'), gateway.db.prepare('SELECT status FROM approval_requests WHERE id = ?').pluck().get(REQUESTS.custodianSweep)];

  it('with only the session cookie is refused (403, a clear text) and changes nothing', async () => {
    const checker = await signIn(app(), 'demo.checker');
    const before = decisionState();
    expectRefusal(await post(app(), ACTION_ITEM_PATHS.update, { referenceId: REQUESTS.custodianSweep, response: 'APPROVE' }, checker), 403, S.missing);
    expect(decisionState()).toEqual(before);
  });

  it('signed for an approval cannot reject (another operation), nor another item; signed, it is decided with the proof kept', async () => {
    const checker = await signIn(app(), 'demo.checker');
    const approve = { referenceId: REQUESTS.custodianSweep, response: 'APPROVE' as const };
    const stepUp = await proofFor(app(), checker, decisionOperation(approve));
    const before = decisionState();
    expectRefusal(await post(app(), ACTION_ITEM_PATHS.update, { ...approve, response: 'REJECT', comments: 'No', stepUp }, checker), 403, S.otherOperation);
    expect(decisionState()).toEqual(before);
    expect(decidedItem(await post(app(), ACTION_ITEM_PATHS.update, { ...approve, stepUp }, checker)).status).toBe('APPROVED');
    const kept = gateway.db
      .prepare('SELECT p.method, p.fingerprint FROM action_item_decisions d JOIN step_up_proofs p ON p.id = d.step_up_proof_id WHERE d.reference_id = ?')
      .get(REQUESTS.custodianSweep);
    expect(kept).toEqual({ method: 'sms', fingerprint: operationFingerprint(decisionOperation(approve)) });
  });
});

describe('the proof shown on the action item', () => {
  const phoneLast4 = (username: string) =>
    (gateway.db
      .prepare('SELECT p.number FROM identity_phones p JOIN identities i ON i.id = p.identity_id JOIN users u ON u.id = i.user_id WHERE u.username = ? ORDER BY p.id LIMIT 1')
      .pluck()
      .get(username) as string).slice(-4);

  it('a transfer’s item shows how the maker confirmed the submit, and once decided how the checker confirmed the decision; other items show none', async () => {
    const maker = await signIn(app(), 'demo.maker');
    const body = { requestId: randomUUID(), accountNumber: ACCOUNTS.pensionCustody, asset: 'BTC', amount: '0.01', addressId: '6a2b1c63-1d8f-4e2b-8b64-000000000004' };
    const submittedAt = Math.floor(gateway.clock.now() / 1000);
    expect(dataOf<TransferDto>(await signedSubmit(app(), PATHS.digitalAssetOutV2, body, maker)).status).toBe('PENDING_APPROVAL');
    const checker = await signIn(app(), 'demo.checker');
    const item = (await listOf(app(), checker, 'PENDING')).find((i) => i.requestType === 'CRYPTO_OUTBOUND' && i.description.includes('Northgate BTC vault') && i.submitProof);
    expect(item?.submitProof).toEqual({ method: 'sms', passkeyName: null, phoneLast4: phoneLast4('demo.maker'), signedTime: submittedAt });
    expect(item?.decisionProof).toBeNull();
    const approve = { referenceId: item?.referenceId ?? '', response: 'APPROVE' as const };
    const decided = decidedItem(await post(app(), ACTION_ITEM_PATHS.update, { ...approve, stepUp: await proofFor(app(), checker, decisionOperation(approve)) }, checker));
    expect(decided.submitProof?.phoneLast4).toBe(phoneLast4('demo.maker'));
    expect(decided.decisionProof).toEqual({ method: 'sms', passkeyName: null, phoneLast4: phoneLast4('demo.checker'), signedTime: Math.floor(gateway.clock.now() / 1000) });
    expect(phoneLast4('demo.checker')).not.toBe(phoneLast4('demo.maker'));
    // A wire instruction's request moves no money by its submit: no submit proof; its decision is signed.
    const sweep = { referenceId: REQUESTS.custodianSweep, response: 'APPROVE' as const };
    const instruction = decidedItem(await post(app(), ACTION_ITEM_PATHS.update, { ...sweep, stepUp: await proofFor(app(), checker, decisionOperation(sweep)) }, checker));
    expect(instruction.submitProof).toBeNull();
    expect(instruction.decisionProof?.method).toBe('sms');
  });

  it('a seeded item decided before signing shows no proof', async () => {
    const checker = await signIn(app(), 'demo.checker');
    const history = await listOf(app(), checker, 'HISTORY');
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((i) => i.submitProof === null && i.decisionProof === null)).toBe(true);
  });
});

describe('the security events', () => {
  it('record a money movement confirmed (with its method) and one refused; a retry of the requestId records nothing', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = send();
    expect((await post(app(), PATHS.digitalAssetOutV2, body, cookie)).statusCode).toBe(403);
    dataOf(await signedSubmit(app(), PATHS.digitalAssetOutV2, body, cookie));
    dataOf(await post(app(), PATHS.digitalAssetOutV2, body, cookie));
    const money = (await pageEvents(app(), cookie)).filter((e) => e.kind.startsWith('money')).map((e) => [e.kind, e.outcome, e.detail]);
    expect(money).toEqual([
      ['moneySigned', 'success', 'sms'],
      ['moneySignRefused', 'failure', null],
    ]);
  });
});
