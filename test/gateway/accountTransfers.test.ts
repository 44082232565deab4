// Transfers between two accounts of the same firm (issue 27, flag a2a), the domain without HTTP:
// every refusal of the destination (read in the booking's transaction, nothing stored), the booking
// (the source debited and the destination credited in one transaction, no fee), the checker's
// approval and rejection, and the property that no sequence of them changes the firm's total.
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_TRANSFER_TEXTS as A, destinationCannotReceiveText } from '../../src/api/contract/transfers';
import { assetNotSendableText } from '../../src/api/contract/transfers';
import type { TransferRequest } from '../../mock-server/src/domain/transfers/transfers';
import { ACCOUNTS, NO_SUCH_ACCOUNT, userId } from './support/accounts';
import { acceptedProof, servicesForThisFile } from './support/domainServices';
import { count } from './support/testGateway';

const fixture = servicesForThisFile();
const PLAIN_FIRM = ['C40017238', 'S40017246', 'L40017254', 'C40017262'] as const;
const TABLES = ['transfers', 'ledger_entries', 'approval_requests', 'instruction_audit', 'step_up_proofs'] as const;

const flag = (on: boolean) => fixture.services.flags.set({ a2a: on });
const balance = (account: string, symbol = 'BTC') => fixture.services.ledger.balance(account, symbol);
const firmTotal = (symbol = 'BTC') => PLAIN_FIRM.reduce((sum, a) => sum + balance(a, symbol).total, 0n);
const stored = () => ({ rows: TABLES.map((t) => count(fixture.db, t)), balances: PLAIN_FIRM.map((a) => [balance(a), balance(a, 'USD'), balance(a, 'ETH')]) });

function request(more: Partial<TransferRequest> & { to?: string } = {}): TransferRequest {
  const { to = ACCOUNTS.plainSubCustody, ...rest } = more;
  const plain = userId(fixture.db, 'demo.plain');
  return {
    kind: 'DIGITAL_ASSET',
    userId: plain,
    firmId: 'F-1001',
    canAuthorize: true,
    requestId: randomUUID(),
    accountNumber: ACCOUNTS.plainCustody,
    asset: 'BTC',
    amount: '0.1',
    destination: { accountNumber: to },
    sign: acceptedProof(fixture.db, plain),
    ...rest,
  };
}

describe('a transfer to another account of the firm: the refusals (nothing stored)', () => {
  beforeEach(() => flag(true));

  it.each<[string, () => TransferRequest, number, string]>([
    ['the flag off', () => (flag(false), request()), 403, A.notEnabled],
    ["another firm's account", () => request({ to: ACCOUNTS.pensionCustody }), 403, A.notYours],
    ['an account nobody holds', () => request({ to: NO_SUCH_ACCOUNT }), 403, A.notYours],
    ['the account it leaves', () => request({ to: ACCOUNTS.plainCustody }), 400, A.sameAccount],
    ['an account that does not receive the asset (ETH to the collateral account)', () => request({ asset: 'ETH', amount: '1', to: ACCOUNTS.plainCollateral }), 400, destinationCannotReceiveText('ETH')],
    ['an asset the source does not send', () => request({ accountNumber: ACCOUNTS.plainSubCustody, asset: 'LTC', to: ACCOUNTS.plainCustody }), 400, `body.asset: ${assetNotSendableText('LTC')}`],
    ['more than is available', () => request({ amount: '100000' }), 400, 'body.amount: Insufficient funds.'],
    ['more places than the asset has', () => request({ amount: '0.000000001' }), 400, 'body.amount: Maximum amount exceeded.'],
    ['a zero amount', () => request({ amount: '0' }), 400, 'body.amount: Required.'],
  ])('refuses %s', (_name, make, status, text) => {
    const r = make();
    const before = stored();
    expect(fixture.services.transfers.submit(r)).toEqual({ kind: 'refused', refusal: { status, text } });
    expect(stored()).toEqual(before);
  });

  it('refuses an account of the firm the caller does not view (read in the transaction: a revoke counts at once)', () => {
    const plain = userId(fixture.db, 'demo.plain');
    fixture.services.entitlements.revoke(plain, ACCOUNTS.plainSubCustody, 'FDAS_AS_INST_DASHBOARD');
    const before = stored();
    expect(fixture.services.transfers.submit(request())).toEqual({ kind: 'refused', refusal: { status: 403, text: A.notYours } });
    expect(stored()).toEqual(before);
  });

  it('refuses an account of the firm that is not a transfer type (a market-maker account)', () => {
    const mixed = userId(fixture.db, 'demo.mixed');
    const r = request({ userId: mixed, firmId: 'F-3001', accountNumber: ACCOUNTS.mixedCustody, to: ACCOUNTS.mixedMarketMaker, sign: acceptedProof(fixture.db, mixed) });
    expect(fixture.services.transfers.submit(r)).toEqual({ kind: 'refused', refusal: { status: 400, text: A.notTransferType } });
  });

  it('refuses a refused proof after every other rule, storing nothing', () => {
    const before = stored();
    const refusal = { status: 403 as const, text: 'no' };
    expect(fixture.services.transfers.submit(request({ sign: () => ({ ok: false, refusal }) }))).toEqual({ kind: 'refused', refusal });
    expect(stored()).toEqual(before);
  });
});

describe('a transfer to another account of the firm: the booking', () => {
  beforeEach(() => flag(true));

  it('books at once: the source debited, the destination credited (both settled), no fee, SETTLED; the firm total unchanged', () => {
    const [from, to, usd, total] = [balance(ACCOUNTS.plainCustody), balance(ACCOUNTS.plainSubCustody), balance(ACCOUNTS.plainCustody, 'USD'), firmTotal()];
    const outcome = fixture.services.transfers.submit(request({ amount: '0.25' }));
    expect(outcome).toMatchObject({
      kind: 'done',
      replayed: false,
      transfer: { kind: 'DIGITAL_ASSET', status: 'SETTLED', amount: '0.25', fee: { currency: 'USD', amount: '0.00' }, destination: { nickname: 'HCP Sub-Custody', masked: 'S40017246' } },
    });
    expect(from.available - balance(ACCOUNTS.plainCustody).available).toBe(25_000_000n);
    expect(from.total - balance(ACCOUNTS.plainCustody).total).toBe(25_000_000n);
    expect(balance(ACCOUNTS.plainSubCustody).available - to.available).toBe(25_000_000n);
    expect(balance(ACCOUNTS.plainSubCustody).total - to.total).toBe(25_000_000n);
    expect(balance(ACCOUNTS.plainCustody, 'USD')).toEqual(usd);
    expect(firmTotal()).toBe(total);
    const ref = outcome.kind === 'done' ? outcome.transfer.referenceId : '';
    expect(fixture.db.prepare('SELECT account_number AS account, kind, amount, settled, description FROM ledger_entries WHERE description LIKE ? ORDER BY id').all(`%${ref}%`)).toEqual([
      { account: 'C40017238', kind: 'withdrawal', amount: '-25000000', settled: 1, description: `Transfer ${ref} to HCP Sub-Custody` },
      { account: 'S40017246', kind: 'deposit', amount: '25000000', settled: 1, description: `Transfer ${ref} from HCP Custody` },
    ]);
  });

  it('answers a retry of the same requestId with the same transfer and books nothing more; another body with it is refused', () => {
    const r = request();
    const first = fixture.services.transfers.submit(r);
    const before = stored();
    expect(fixture.services.transfers.submit({ ...r })).toEqual({ ...first, replayed: true });
    expect(stored()).toEqual(before);
    // The same key to another account: another body.
    expect(fixture.services.transfers.submit({ ...r, destination: { accountNumber: ACCOUNTS.researchBasket } })).toMatchObject({ kind: 'refused', refusal: { status: 422 } });
    // An address whose text is the account number is not the account.
    expect(fixture.services.transfers.submit({ ...r, destination: { address: 'account:S40017246' } })).toMatchObject({ kind: 'refused', refusal: { status: 422 } });
  });

  it('from a maker: PENDING_APPROVAL with the source held and nothing credited; the approval books the credit, the rejection releases the hold', () => {
    const checker = userId(fixture.db, 'demo.push');
    const make = () => fixture.services.transfers.submit(request({ canAuthorize: false }));
    const [from, to] = [balance(ACCOUNTS.plainCustody), balance(ACCOUNTS.plainSubCustody)];
    const a = make();
    const b = make();
    if (a.kind !== 'done' || b.kind !== 'done') throw new Error('not booked');
    expect(a.transfer.status).toBe('PENDING_APPROVAL');
    expect(from.available - balance(ACCOUNTS.plainCustody).available).toBe(20_000_000n);
    expect(balance(ACCOUNTS.plainCustody).total).toBe(from.total);
    expect(balance(ACCOUNTS.plainSubCustody)).toEqual(to);
    expect(fixture.db.prepare('SELECT kind FROM approval_requests WHERE subject_id = ?').pluck().get(a.transfer.referenceId)).toBe('CHECKER_APPROVAL_SDAI_CRYPTO_OUT');

    expect(fixture.services.transfers.approvePending(a.transfer.referenceId, checker, fixture.clock.now())).toMatchObject({ kind: 'decided', transfer: { status: 'SETTLED' } });
    expect(fixture.services.transfers.rejectPending(b.transfer.referenceId, checker, fixture.clock.now())).toMatchObject({ kind: 'decided', transfer: { status: 'REJECTED' } });
    expect(from.total - balance(ACCOUNTS.plainCustody).total).toBe(10_000_000n);
    expect(from.available - balance(ACCOUNTS.plainCustody).available).toBe(10_000_000n);
    expect(balance(ACCOUNTS.plainSubCustody).total - to.total).toBe(10_000_000n);
    expect(balance(ACCOUNTS.plainSubCustody).available - to.available).toBe(10_000_000n);
    expect(fixture.services.transfers.find(a.transfer.referenceId)?.status).toBe('SETTLED');
    // A sweep has nothing of it to settle, and a retired saved destination cancels nothing of it.
    expect(fixture.services.transfers.settleDue(fixture.clock.now(), true)).toBe(0);
  });

  it('a pending one is not cancelled with the account’s pending address transfers', () => {
    const a = fixture.services.transfers.submit(request({ canAuthorize: false }));
    expect(fixture.services.transfers.cancelPending({ accountNumber: ACCOUNTS.plainCustody, kind: 'DIGITAL_ASSET' }, userId(fixture.db, 'demo.plain'), fixture.clock.now())).toEqual([]);
    expect(a.kind === 'done' && fixture.services.transfers.find(a.transfer.referenceId)?.status).toBe('PENDING_APPROVAL');
  });

  it('keeps the firm’s total of every asset whatever sequence of transfers between its accounts is booked, refused, approved or rejected', () => {
    const plain = userId(fixture.db, 'demo.plain');
    const checker = userId(fixture.db, 'demo.push');
    const sign = acceptedProof(fixture.db, plain);
    const step = fc.record({
      from: fc.constantFrom(...PLAIN_FIRM),
      to: fc.constantFrom(...PLAIN_FIRM),
      asset: fc.constantFrom('BTC', 'ETH', 'LTC'),
      maker: fc.boolean(),
      fate: fc.constantFrom('approve' as const, 'reject' as const, 'stay' as const),
      amount: fc.bigInt({ min: 1n, max: 300_000_000_000n }).map((u) => `${u / 100_000_000n}.${String(u % 100_000_000n).padStart(8, '0')}`),
    });
    const totals = () => ['BTC', 'ETH', 'LTC', 'USD'].map((s) => firmTotal(s));
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        fixture.db.exec('BEGIN');
        try {
          const before = totals();
          for (const s of steps) {
            const outcome = fixture.services.transfers.submit(
              request({ accountNumber: s.from, destination: { accountNumber: s.to }, asset: s.asset, amount: s.amount, canAuthorize: !s.maker, sign }),
            );
            if (outcome.kind === 'done' && outcome.transfer.status === 'PENDING_APPROVAL' && s.fate !== 'stay') {
              const decide = s.fate === 'approve' ? 'approvePending' : 'rejectPending';
              expect(fixture.services.transfers[decide](outcome.transfer.referenceId, checker, fixture.clock.now())).toMatchObject({ kind: 'decided' });
            }
            expect(totals()).toEqual(before);
          }
        } finally {
          fixture.db.exec('ROLLBACK');
        }
      }),
      { numRuns: 40 },
    );
  });
});
