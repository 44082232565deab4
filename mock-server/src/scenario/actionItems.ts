// Demo inbound deposits awaiting their travel-rule review (docs/gateway.md "Action items"), one
// confirmed (its ledger entry is a deposit the seeded history already holds) and one declined; the
// transfers that went through maker-checker (transfersForApproval.ts); and the decision audit of
// every seeded decided item (the requests seeded with the saved instructions and the transfers, the
// reviewed deposits). Runs after the ledger and the saved instructions.
import type { Db } from '../db/database';
import { parseDecimal } from '../domain/platform/money';
import { insertTransfersForApproval } from './transfersForApproval';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DepositSeed {
  id: string;
  account: string;
  symbol: 'BTC' | 'ETH' | 'LTC';
  network: 'Bitcoin' | 'Ethereum' | 'Litecoin';
  from: string;
  tx: string;
  /** When it arrived, before the seeding instant. */
  ago: number;
}
type PendingSeed = DepositSeed & { amount: string };
type ReviewedSeed = DepositSeed & { reviewer: string } & ({ status: 'DECLINED'; amount: string } | { status: 'CONFIRMED'; travelRule: object });

const PENDING: readonly PendingSeed[] = [
  { id: 'IN-7C2A91F0', account: 'C74002019', symbol: 'BTC', network: 'Bitcoin', amount: '0.42', from: 'bc1qapuxysfk3nymqgf2u8wdytgzhe6cp6q8tgtsng', tx: '709b55bd3da0f5a838125bd0ee20c5bfdd7caba173912d4281cae816b79a201b', ago: 3 * HOUR },
  { id: 'IN-7C2A91F1', account: 'C74002019', symbol: 'ETH', network: 'Ethereum', amount: '15.5', from: '0x9668b0c284995Cb39c234E5056E38edBeb62D648', tx: '0x27ca64c092a959c7edc525ed45e845b1de6a7590d173fd2fad9133c8a779a1e3', ago: 26 * HOUR },
  { id: 'IN-7C2A91F2', account: 'C74002027', symbol: 'BTC', network: 'Bitcoin', amount: '1.75', from: 'bc1qal60nyt2qrl8gwtwedmy83873kcycg697zt0wq', tx: '1f3cb18e896256d7d6bb8c11a6ec71f005c75de05e39beae5d93bbd1e2c8b7a9', ago: 5 * HOUR },
  { id: 'IN-5D10B3A4', account: 'C40017238', symbol: 'LTC', network: 'Litecoin', amount: '250', from: 'ltc1qe8fdldlzf3yzk32mc33e73sgtcvt2f669q6gz2', tx: '41b637cfd9eb3e2f60f734f9ca44e5c1559c6f481d49d6ed6891f3e9a086ac78', ago: 2 * HOUR },
];

const REVIEWED: readonly ReviewedSeed[] = [
  {
    id: 'IN-7C2A91E8', account: 'C74002019', symbol: 'BTC', network: 'Bitcoin', amount: '0.15', status: 'DECLINED', reviewer: 'demo.checker',
    from: 'bc1qptf7vfh5lqcl9krcm2kcf75svcueplp6uvy2z3', tx: 'd20a624740ce1b7e2c74659bb291f665c021d202be02d13ce27feb067eeec837', ago: 9 * DAY,
  },
  {
    id: 'IN-7C2A91E9', account: 'C74002019', symbol: 'ETH', network: 'Ethereum', status: 'CONFIRMED', reviewer: 'demo.maker',
    from: '0x8C84f9F5B374a586A91C5ff7069ccAcE53f299f5', tx: '0xa8c0cce8bb067e91cf2766c26be4e5d7cfba3d3323dc19d08a834391a1ce5acf', ago: 0,
    travelRule: {
      partyType: 'ENTITY', entityName: 'Blue Harbor Capital LLC', countryCode: 'US', country: 'United States of America', addressLine1: '75 State Street',
      city: 'Boston', stateCode: 'MA', state: 'MA', zipCode: '02109', selfManaged: false, vaspName: 'Anchorwell Digital Trust',
    },
  },
];

export function insertActionItems(db: Db, asOf: number): void {
  const userId = db.prepare<[string], number>('SELECT id FROM users WHERE username = ?').pluck();
  const decimals = db.prepare<[string], number>('SELECT decimals FROM securities WHERE symbol = ?').pluck();
  const units = (symbol: string, amount: string) => (parseDecimal(amount, decimals.get(symbol) as number) as bigint).toString();
  const insert = db.prepare(
    `INSERT INTO inbound_deposits (id, account_number, symbol, amount, network, from_address, transaction_hash, received_at, status, disposition,
       travel_rule, ledger_entry_id, decided_by, decided_at)
     VALUES (@id, @account, @symbol, @amount, @network, @from, @tx, @receivedAt, @status, @disposition, @travelRule, @entryId, @decidedBy, @decidedAt)`,
  );
  const none = { disposition: null, travelRule: null, entryId: null, decidedBy: null, decidedAt: null };
  for (const d of PENDING) insert.run({ ...d, ...none, amount: units(d.symbol, d.amount), receivedAt: asOf - d.ago, status: 'PENDING' });

  // The confirmed deposit is the latest settled deposit of its asset the history booked (it credited the account then).
  const latestDeposit = db.prepare<[string, string], { id: number; amount: string; bookedAt: number }>(
    `SELECT id, amount, booked_at AS bookedAt FROM ledger_entries WHERE account_number = ? AND symbol = ? AND kind = 'deposit' AND settled = 1
     ORDER BY booked_at DESC LIMIT 1`,
  );
  for (const d of REVIEWED) {
    const decidedBy = userId.get(d.reviewer) as number;
    if (d.status === 'DECLINED') {
      const receivedAt = asOf - d.ago;
      insert.run({ ...d, ...none, amount: units(d.symbol, d.amount), receivedAt, status: d.status, disposition: 'UNRECOGNIZED', travelRule: '{"disposition":"UNRECOGNIZED"}', decidedBy, decidedAt: receivedAt + 2 * HOUR });
      continue;
    }
    const entry = latestDeposit.get(d.account, d.symbol);
    if (!entry) throw new Error(`The seeded history has no ${d.symbol} deposit in ${d.account}`);
    insert.run({ ...d, ...none, amount: entry.amount, receivedAt: entry.bookedAt - 2 * HOUR, status: d.status, travelRule: JSON.stringify(d.travelRule), entryId: entry.id, decidedBy, decidedAt: entry.bookedAt });
  }

  insertTransfersForApproval(db, asOf);

  // The audit of every seeded decision.
  db.prepare(
    `INSERT INTO action_item_decisions (reference_id, request_type, account_number, user_id, decision, comments, at)
     SELECT r.id, CASE r.kind WHEN 'CHECKER_APPROVAL_WIRE_INSTRUCTION' THEN 'CREATE_WIRE_INSTRUCTION' WHEN 'CHECKER_APPROVAL_SDAI_ADDRESS' THEN 'ALLOWED_ADDRESS'
              WHEN 'CHECKER_APPROVAL_WIRE_OUT' THEN 'WIRE_OUTBOUND' ELSE 'CRYPTO_OUTBOUND' END,
            r.account_number, r.decided_by, r.status, r.comments, r.decided_at
       FROM approval_requests r WHERE r.status <> 'PENDING'
     UNION ALL
     SELECT d.id, 'CRYPTO_INBOUND', d.account_number, d.decided_by, d.status, NULL, d.decided_at FROM inbound_deposits d WHERE d.status <> 'PENDING'`,
  ).run();
}
