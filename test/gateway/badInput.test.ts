// Bad input never gives a 5xx; unknown routes are 404s in their area's shape.
import fc from 'fast-check';
import { isActionItemDto, isActionItemList } from '../../src/api/contract/actionItemGuards';
import { ACTION_ITEM_PATHS as AI } from '../../src/api/contract/actionItems';
import { DOCUMENT_PATHS as DOCS } from '../../src/api/contract/documents';
import { ACTIVITY_HISTORY_PATHS as AH, isLegacyTransactionRecordList, isTransactionRecordList } from '../../src/api/contract/activityHistory';
import { SAVED_INSTRUCTION_PATHS as SI } from '../../src/api/contract/savedInstructions';
import { isInboundDepositAddressDto, isTransferDto } from '../../src/api/contract/transferGuards';
import { TRANSFER_PATHS as TR } from '../../src/api/contract/transfers';
import { JORDAN_AVERY, identitySearch } from './support/signInFlows';
import { LOGIN_PATH, PASSWORD_PATH, STATUS_PATH, XHR, count, passwordAuthentication, sessionCookie, signIn, startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

/** `n` values of `arbitrary`, the same on every run (a fixed seed): each route gets its own fixed set. */
function bodies<T>(arbitrary: fc.Arbitrary<T>, n: number): T[] {
  return fc.sample(arbitrary, { numRuns: n, seed: 20_261_125 });
}

describe('unknown routes', () => {
  it.each([
    ['GET', '/gateway/institutional/nothing', { status: { code: '404', text: 'Not Found' }, data: null }],
    ['POST', '/gateway/institutional/moneymovement/api/v9/nothing', { status: { code: '404', text: 'Not Found' }, data: null }],
    ['GET', '/user/nothing', { responseBaseInfo: { status: { code: '404', message: 'Not Found' } } }],
    ['PUT', '/user/session/login', { responseBaseInfo: { status: { code: '404', message: 'Not Found' } } }],
  ] as const)('%s %s answers 404 in the area shape', async (method, url, body) => {
    const { app } = await startGateway();
    const res = await app.inject({ method, url, headers: XHR, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual(body);
  });

  it('answers other unknown paths with a plain 404', async () => {
    const { app } = await startGateway();
    const res = await app.inject({ method: 'GET', url: '/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not Found');
  });
});

describe('random bodies', () => {
  const targets: Array<['POST' | 'PUT', string]> = [
    ...[PASSWORD_PATH, LOGIN_PATH, STATUS_PATH, '/__mock/flags', '/__mock/faults', '/__mock/config', '/__mock/clock'].map((url) => ['POST', url] as ['POST', string]),
    ['POST', '/user/identity/attributes/.search'],
    ['POST', '/user/factor/otp/sms/authentication'],
    ['PUT', '/user/factor/otp/voice/authentication'],
    ['PUT', '/user/factor/otp/rep/authentication'],
    ['POST', '/user/factor/password/enrollment'],
    ['PUT', '/user/factor/password/enrollment'],
  ];

  it('never produce a 5xx, and a refused sign-in stores nothing', async () => {
    const { app, db } = await startGateway();
    const fieldNames = fc.constantFrom(
      'username', 'password', 'requestBaseInfo', 'on', 'now', 'path', 'status', 'times', 'MarketMaker', 'pushPollLimit', 'x',
      'filter', 'phone', 'securityCode', 'newPassword',
    );
    const arbitraryPayload = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
      fc.dictionary(fieldNames, fc.jsonValue()).map((v) => JSON.stringify(v)),
      fc.string(), // mostly not JSON at all
    );
    // Every route gets the same fixed, seeded set of bodies: the run's cost does not depend on luck.
    for (const [method, url] of targets) {
      for (const payload of bodies(arbitraryPayload, 10)) {
        const res = await app.inject({ method, url, headers: { ...XHR, 'content-type': 'application/json' }, payload });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.body.length).toBeGreaterThan(0);
        // Maintenance or faults set by a lucky random body would mask the rest of the run.
        await app.inject({ method: 'POST', url: '/__mock/reset', headers: XHR });
      }
    }
    expect(count(db, 'users')).toBe(18);
  }, 30_000); // 130 calls and resets, always the same ones: ~2 s alone, more on a loaded machine

  it('never produce a 5xx in a session that is mid-flow (password level, identity level)', async () => {
    const { app } = await startGateway();
    const smsCookie = sessionCookie(await passwordAuthentication(app, 'demo.sms')) as string;
    const identityCookie = sessionCookie(await identitySearch(app, 'Register', JORDAN_AVERY)) as string;
    const filter = fc.record({ firstName: fc.string(), lastName: fc.string(), dob: fc.string(), ssnLast4: fc.string(), zip: fc.string() }, { requiredKeys: [] });
    const payload = fc.oneof(
      fc.record({ phone: fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-f]{32}$/)) }),
      fc.record({ securityCode: fc.oneof(fc.string(), fc.stringMatching(/^\d{6}$/)) }),
      fc.record({ newPassword: fc.string() }),
      fc.record({ username: fc.string(), password: fc.string() }),
      fc.record({ requestBaseInfo: fc.record({ flowType: fc.constantFrom('Register', 'UsernameLookup', 'PasswordReset', 'x') }), filter }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets.slice(7)), fc.constantFrom(smsCookie, identityCookie), payload, async ([method, url], cookie, body) => {
        const res = await app.inject({ method, url, headers: { ...XHR, cookie }, payload: body });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60, seed: 20_261_125 },
    );
  });
});

describe('random bodies on the saved-instruction calls (signed in)', () => {
  const posts: Array<['POST' | 'PUT', string]> = [
    ['POST', SI.wireInstructions], ['POST', SI.wireDisable], ['POST', SI.nonUsWireValidate], ['POST', SI.addressList],
    ['POST', SI.addressCreate], ['POST', SI.addressDelete], ['POST', SI.addressNicknameValidate], ['POST', SI.activationPeriods],
    ['POST', SI.ibanValidate], ['POST', SI.sdaiConfig], ['PUT', SI.sdaiConfig], ['POST', SI.sdaiDisable], ['POST', SI.institutionList],
  ];
  const gets = [SI.wireInstructions, SI.wireNicknameValidate, SI.bankByRouting, SI.bankByBic, SI.walletAddressValidate, SI.institutions];

  it('never produce a 5xx, and a refused random body stores no instruction', async () => {
    const { app, db } = await startGateway();
    const cookie = await signIn(app, 'demo.plain');
    const before = [count(db, 'wire_instructions'), count(db, 'address_instructions')];
    const fieldNames = fc.constantFrom(
      'fdasAccountNumber', 'accountNumber', 'nickname', 'bankLocation', 'routingNumber', 'bankBic', 'bankIBAN', 'accountType',
      'beneficiaryType', 'country', 'address', 'city', 'furtherCredit', 'sdaiUUID', 'network', 'recipientAddress', 'destination',
      'addressId', 'accountInstructionId', 'iban', 'activationPeriod', 'disclosureAcknowledged', 'disableSDAI', '__proto__',
    );
    const value = fc.oneof(fc.jsonValue(), fc.constantFrom('C40017238', 'US', 'NON_US', 'IBAN', 'ENT', 'yes', 'Ethereum', '3 Days', true));
    const payload = fc.oneof(fc.dictionary(fieldNames, value).map((v) => JSON.stringify(v)), fc.jsonValue().map((v) => JSON.stringify(v) ?? ''), fc.string());
    for (const [method, url] of posts) {
      for (const body of bodies(payload, 15)) {
        const res = await app.inject({ method, url, headers: { ...XHR, cookie, 'content-type': 'application/json' }, payload: body });
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    const query = fc.dictionary(fc.constantFrom('fdasAccountNumber', 'nickname', 'routingNumber', 'transitNumber', 'transitIdentifierType', 'token', 'blockchain', 'address', 'page', 'count', 'active'), fc.string());
    for (const path of gets) {
      for (const q of bodies(query, 15)) {
        const res = await app.inject({ method: 'GET', url: path, query: q, headers: { cookie } });
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    expect([count(db, 'wire_instructions'), count(db, 'address_instructions')]).toEqual(before);
  });
});

describe('random bodies on the transfer calls and the inbound deposit address (signed in)', () => {
  const paths = [TR.wireOutV1, TR.wireOutV2, TR.digitalAssetOutV2, TR.digitalAssetOutV3, TR.inboundAddress];

  it('never produce a 5xx; a refused body stores no transfer, ledger entry or address; an accepted one is a valid answer', async () => {
    const { app, db } = await startGateway();
    const cookie = await signIn(app, 'demo.plain');
    const fieldNames = fc.constantFrom('requestId', 'accountNumber', 'accountInstructionId', 'addressId', 'address', 'asset', 'amount', 'costBasisValue', 'fee', '__proto__');
    const value = fc.oneof(
      fc.jsonValue(),
      fc.uuid().map((u) => u as string),
      fc.constantFrom('C40017238', 'C74002019', 'M52008113', 'USD', 'BTC', 'ETH', 'LTC', 'XLM', 'FIDD', '5e1f0a52-0c7e-4d1a-9a53-000000000001', '6a2b1c63-1d8f-4e2b-8b64-000000000001'),
      fc.constantFrom('0', '0.01', '1.00', '1.5', '-1', '1e3', '.5', '5.', '0.000000001', '99999999999999', ' 1 ', 'NaN', '64250.12'),
    );
    const payload = fc.oneof(fc.dictionary(fieldNames, value).map((v) => JSON.stringify(v)), fc.jsonValue().map((v) => JSON.stringify(v) ?? ''), fc.string());
    const stored = () => [count(db, 'transfers'), count(db, 'ledger_entries'), count(db, 'deposit_addresses'), count(db, 'burn_addresses')];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), payload, async (url, body) => {
        const before = stored();
        const res = await app.inject({ method: 'POST', url, headers: { ...XHR, cookie, 'content-type': 'application/json' }, payload: body });
        expect(res.statusCode).toBeLessThan(500);
        const valid = url === TR.inboundAddress ? isInboundDepositAddressDto : isTransferDto;
        if (res.statusCode === 200) expect(valid(JSON.parse(res.body).data)).toBe(true);
        else expect(stored()).toEqual(before);
      }),
      { numRuns: 250, seed: 20_261_212 },
    );
    const negative = db.prepare("SELECT count(*) FROM ledger_balances WHERE total LIKE '-%'").pluck().get();
    expect(negative).toBe(0);
  });
});

describe('random bodies on the action-item calls (signed in)', () => {
  it('never produce a 5xx; a refused body decides nothing; an accepted one is a valid item', async () => {
    const { app, db } = await startGateway();
    const cookie = await signIn(app, 'demo.checker');
    const decided = () => [count(db, 'action_item_decisions'), count(db, 'ledger_entries')];
    const fieldNames = fc.constantFrom(
      'tab', 'referenceId', 'response', 'comments', 'travelRuleData', 'disposition', 'partyType', 'firstName', 'countryCode', 'city', '__proto__',
    );
    const value = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom('PENDING', 'HISTORY', 'APPROVE', 'REJECT', 'UNRECOGNIZED', 'a0000000-0c7e-4d1a-9a53-000000000005', 'IN-7C2A91F0', 'IN-5D10B3A4'),
      fc.constantFrom([{ disposition: 'UNRECOGNIZED' }], [{ partyType: 'ENTITY', entityName: 'X', countryCode: 'US' }], [{}], [null], 'Fine, thanks'),
    );
    const payload = fc.oneof(fc.dictionary(fieldNames, value).map((v) => JSON.stringify(v)), fc.jsonValue().map((v) => JSON.stringify(v) ?? ''), fc.string());
    for (const url of [AI.list, AI.update, AI.inboundReview]) {
      for (const body of bodies(payload, 40)) {
        const before = decided();
        const res = await app.inject({ method: 'POST', url, headers: { ...XHR, cookie, 'content-type': 'application/json' }, payload: body });
        expect(res.statusCode).toBeLessThan(500);
        const data: unknown = res.statusCode === 200 ? JSON.parse(res.body).data : null;
        if (res.statusCode !== 200) expect(decided()).toEqual(before);
        else expect(url === AI.list ? isActionItemList(data) : isActionItemDto(data)).toBe(true);
      }
    }
  }, 30_000); // 120 calls, always the same ones: ~2 s alone, more on a loaded machine
});

describe('random bodies on the documents calls (signed in)', () => {
  const paths = [DOCS.list, DOCS.versions, DOCS.accountList, DOCS.download];

  it('never produce a 5xx; a refused download keeps no file; an accepted one is a file with its name', async () => {
    const { app, db } = await startGateway();
    const cookie = await signIn(app, 'demo.plain');
    const id = fc.constantFrom('STM-C40017238-2026-02', 'INV-C40017238-2026-02', 'CMP-C40017238-2025-Q3', 'STM-C74002019-2026-02', 'stm-x', '');
    const document = fc.record(
      { id: fc.oneof(id, fc.string()), version: fc.oneof(fc.constantFrom(1, 2, 0, -1, 1.5), fc.jsonValue()), formats: fc.oneof(fc.array(fc.constantFrom('pdf', 'csv', 'xls')), fc.jsonValue()), x: fc.jsonValue() },
      { requiredKeys: [] },
    );
    const fields = fc.record(
      {
        accountNumber: fc.constantFrom('C40017238', 'C74002019', 'c40017238', ''),
        documentId: fc.oneof(id, fc.jsonValue()),
        documents: fc.oneof(fc.array(document, { maxLength: 4 }), fc.jsonValue()),
        __proto__: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    const payload = fc.oneof(fields.map((v) => JSON.stringify(v)), fc.jsonValue().map((v) => JSON.stringify(v) ?? ''), fc.string());
    for (const url of paths) {
      for (const body of bodies(payload, 25)) {
        const kept = count(db, 'document_files');
        const res = await app.inject({ method: 'POST', url, headers: { ...XHR, cookie, 'content-type': 'application/json' }, payload: body });
        expect(res.statusCode).toBeLessThan(500);
        if (url === DOCS.download && res.statusCode === 200) expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="[\w.-]+"$/);
        if (res.statusCode >= 400) {
          expect(JSON.parse(res.body).status.text.length).toBeGreaterThan(0);
          expect(count(db, 'document_files')).toBe(kept);
        }
      }
    }
  });
});
describe('random bodies on the Activity History calls (signed in)', () => {
  it('never produce a 5xx; a 200 is a list of records in the path\'s shape; nothing is stored', async () => {
    const { app, db } = await startGateway();
    const cookie = await signIn(app, 'demo.plain');
    const fieldNames = fc.constantFrom('accountNumber', 'days', 'asset', 'transferType', '__proto__', 'constructor', 'x');
    const value = fc.oneof(
      fc.jsonValue(),
      // demo.plain's custody account, another firm's (demo.busy's), a market maker's, and none
      fc.constantFrom('C40017238', 'C88004012', 'M52008113', '', 'c40017238'),
      fc.constantFrom(30, 60, 90, 0, -30, 31, 1e9, '30', 30.5, null),
      fc.constantFrom('BTC', 'USD', 'btc', '', 'ABCDEFGHIJK', '../x', 'deposit', 'withdrawal', 'buy', 'sell', 'other', 'Deposits', ' buy'),
    );
    // Near-valid bodies too, so the set reaches answered histories as well as refusals.
    const nearValid = fc.record(
      { accountNumber: fc.constantFrom('C40017238', 'C40017262', 'C88004012'), days: fc.constantFrom(30, 60, 90, 45), asset: value, transferType: value },
      { requiredKeys: ['accountNumber', 'days'] },
    );
    const payload = fc.oneof(
      fc.dictionary(fieldNames, value).map((v) => JSON.stringify(v)),
      nearValid.map((v) => JSON.stringify(v)),
      fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
      fc.string(),
    );
    const stored = () => [count(db, 'ledger_entries'), count(db, 'transfers')];
    const before = stored();
    const statuses = new Set<number>();
    // Every route gets the same fixed, seeded set of bodies: the run's cost does not depend on luck.
    for (const [url, isList] of [[AH.v3, isTransactionRecordList], [AH.legacy, isLegacyTransactionRecordList]] as const) {
      for (const body of bodies(payload, 60)) {
        const res = await app.inject({ method: 'POST', url, headers: { ...XHR, cookie, 'content-type': 'application/json' }, payload: body });
        expect(res.statusCode).toBeLessThan(500);
        statuses.add(res.statusCode);
        if (res.statusCode === 200) expect(isList(JSON.parse(res.body).data)).toBe(true);
        else expect(JSON.parse(res.body).status.text.length).toBeGreaterThan(0);
      }
    }
    expect(stored()).toEqual(before);
    // The seeded set reaches both sides: answered histories and refusals.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400]));
  }, 30_000); // 120 calls, always the same ones
});

