// Every money field of every route that takes one, against whole value spaces (fast-check): the
// transfer amount (wires v1 and v2, digital assets v2 and v3, to a saved and to a direct address),
// the custody deposit address's cost basis and the burn address's fixed one. Any value gets a 2xx
// or a 4xx with a clear text (a string: the spec's amount text; another type: the schema's), never
// a 5xx; a refusal stores nothing and moves no balance; what is accepted is booked as exactly the
// units the one shared parser reads (src/shared/validation/transferAmount.ts parseAmount), so the
// check and the conversion cannot disagree. The limits the amount is checked against are data,
// not input: their one conversion (limitUnits) is tested in test/unit/validation/transferAmount.test.ts.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { BURN_COST_BASIS_VALUE } from '../../src/api/contract/mintBurn';
import { TRANSFER_PATHS as PATHS, type TransferDto } from '../../src/api/contract/transfers';
import { parseAmount } from '../../src/shared/validation/transferAmount';
import { ACCOUNTS, answer, domainOf, post } from './support/accounts';
import { proofFor, transferOperationOf } from './support/stepUp';
import { canonicalAmountText, type TransferSubmitFields } from '../../src/api/contract/stepUp';
import { count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = () => gateway.app;

const OPERATING = '5e1f0a52-0c7e-4d1a-9a53-000000000001'; // demo.plain's ACTIVE US wire instruction
const BTC_COLD = '6a2b1c63-1d8f-4e2b-8b64-000000000001'; // demo.plain's ACTIVE Bitcoin address
const ETH_TREASURY = '6a2b1c63-1d8f-4e2b-8b64-000000000002';
const DIRECT_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** Every table a money call writes. */
const TABLES = ['transfers', 'ledger_entries', 'approval_requests', 'instruction_audit', 'deposit_addresses', 'burn_addresses', 'burn_address_requests', 'step_up_proofs'] as const;
const stored = () => TABLES.map((t) => count(gateway.db, t));
const available = (account: string, symbol: string) => domainOf(gateway.db, gateway.clock).ledger.balance(account, symbol).available;

/** The values a money field is tried with. */
const WHITESPACE = fc.constantFrom('', ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\u3000', '\ufeff');
const DECIMAL = fc.stringMatching(/^\d{0,14}(\.\d{0,20})?$/);
const moneyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }), // any code point: other scripts' digits, surrogates, controls
  fc.tuple(WHITESPACE, DECIMAL, WHITESPACE).map(([a, d, b]) => `${a}${d}${b}`), // whitespace around near-valid amounts
  fc.tuple(fc.constantFrom('0.', '1', '0.0000', ' '), fc.integer({ min: 60, max: 20_000 }), fc.constantFrom('0', '9', ' ', 'x')).map(([head, n, unit]) => head + unit.repeat(n)), // huge strings
  fc.constantFrom('0.001', '0.25', '1250.50', '.5', '5.', '0', '-1', '+1', '1e3', '1,000', '١٢', '１２', 'NaN', 'Infinity', '0x10', '1_000'),
  fc.oneof(fc.double(), fc.integer(), fc.bigInt().map(String), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 })),
);

/** The spec's amount texts (part 2 §5), as a 400 names the field. */
const specText = (field: string) =>
  new RegExp(`^body\\.${field}: (Required\\.|Insufficient funds\\.|Exceeds user limit\\.|Below user limit\\.|Maximum amount exceeded\\.|Minimum amount is \\d+(\\.\\d+)? [A-Z]+\\.)$`);

interface MoneyRoute {
  name: string;
  username: string;
  path: string;
  field: 'amount' | 'costBasisValue';
  /** A valid body but for the money field. */
  body: (value: unknown) => object;
  /** Where an accepted value lands: [account, asset, places of the asset] of the hold, or the deposit address's cents. */
  booked: { account: string; asset: string; decimals: number; transferDecimals: number } | 'costBasis' | 'burn';
  /** A transfer: moves money only with a step-up over the body (issue 26). */
  signed?: true;
}

const transfer = (name: string, path: string, asset: string, decimals: number, transferDecimals: number, destination: object, account: string = ACCOUNTS.plainCustody): MoneyRoute => ({
  name,
  username: 'demo.plain',
  path,
  field: 'amount',
  body: (amount) => ({ requestId: randomUUID(), accountNumber: account, asset, amount, ...destination }),
  booked: { account, asset, decimals, transferDecimals },
  signed: true,
});

const ROUTES: MoneyRoute[] = [
  transfer('a wire (v1)', PATHS.wireOutV1, 'USD', 2, 2, { accountInstructionId: OPERATING }),
  transfer('a wire (v2)', PATHS.wireOutV2, 'USD', 2, 2, { accountInstructionId: OPERATING }),
  transfer('BTC to a saved address (v2)', PATHS.digitalAssetOutV2, 'BTC', 8, 8, { addressId: BTC_COLD }),
  transfer('ETH to a saved address (v3; 18 places, sent to 8)', PATHS.digitalAssetOutV3, 'ETH', 18, 8, { addressId: ETH_TREASURY }),
  transfer('BTC to a direct address (v3)', PATHS.digitalAssetOutV3, 'BTC', 8, 8, { address: DIRECT_BTC }, ACCOUNTS.plainSubCustody),
  {
    name: 'a custody deposit address (cost basis)',
    username: 'demo.plain',
    path: PATHS.inboundAddress,
    field: 'costBasisValue',
    body: (costBasisValue) => ({ requestId: randomUUID(), accountNumber: ACCOUNTS.plainCustody, asset: 'BTC', costBasisValue }),
    booked: 'costBasis',
  },
  {
    name: 'a burn address (the fixed cost basis)',
    username: 'demo.mm',
    path: PATHS.inboundAddress,
    field: 'costBasisValue',
    body: (costBasisValue) => ({ requestId: randomUUID(), accountNumber: ACCOUNTS.mmPrimary, asset: 'FIDD', costBasisValue }),
    booked: 'burn',
  },
];

describe.each(ROUTES)('every value of the money field of $name', (route) => {
  it('gets a 2xx or a 4xx with a clear text (never a 5xx); a refusal stores nothing; what is accepted is booked as the parser reads it', async () => {
    const cookie = await signIn(app(), route.username);
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(moneyValue, async (value) => {
        const before = stored();
        const balance = typeof route.booked === 'object' ? available(route.booked.account, route.booked.asset) : 0n;
        const body = route.body(value) as TransferSubmitFields;
        // A transfer is signed as the SPA signs it when its amount is one that can be (else the rules refuse it first).
        const signable = route.signed && typeof value === 'string' && canonicalAmountText(value) !== null;
        if (signable) await app().inject({ method: 'DELETE', url: '/__mock/otp/limits' });
        const res = await post(app(), route.path, signable ? { ...body, stepUp: await proofFor(app(), cookie, transferOperationOf(route.path, body)) } : body, cookie);
        seen.add(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
        const { status, data } = answer<TransferDto & { walletAddress: string }>(res);
        if (res.statusCode !== 200) {
          expect(res.statusCode).toBe(400);
          expect(stored()).toEqual(before);
          if (typeof route.booked === 'object') expect(available(route.booked.account, route.booked.asset)).toBe(balance);
          if (typeof value !== 'string') expect(status.text).toBe(`body.${route.field} must be of type string`);
          else if (route.booked === 'burn') expect(status.text).toBe(`body.costBasisValue must be one of ${BURN_COST_BASIS_VALUE}`);
          else expect(status.text).toMatch(specText(route.field));
          return;
        }
        expect(typeof value).toBe('string');
        if (route.booked === 'burn') {
          expect(value).toBe(BURN_COST_BASIS_VALUE);
        } else if (route.booked === 'costBasis') {
          const cents = gateway.db.prepare('SELECT cost_basis_cents FROM deposit_addresses WHERE wallet_address = ?').pluck().get(data?.walletAddress);
          expect(BigInt(cents as number)).toBe((parseAmount(value, 2) as { units: bigint }).units);
        } else {
          const { account, asset, decimals, transferDecimals } = route.booked;
          const parsed = parseAmount(value, transferDecimals);
          expect(parsed.ok).toBe(true);
          const units = (parsed as { units: bigint }).units * 10n ** BigInt(decimals - transferDecimals);
          expect(balance - available(account, asset)).toBe(units);
          const hold = gateway.db.prepare("SELECT amount FROM ledger_entries WHERE kind = 'withdrawal' AND description LIKE ?").pluck().get(`%${data?.referenceId}%`);
          expect(hold).toBe((-units).toString());
        }
      }),
      { numRuns: 120, seed: 20_261_125 },
    );
    // The fixed seed's values reach both sides: refusals, and (but for the burn address's one value) acceptances.
    expect(seen.has(400)).toBe(true);
    if (route.booked !== 'burn') expect(seen.has(200)).toBe(true);
  }, 30_000);
});
