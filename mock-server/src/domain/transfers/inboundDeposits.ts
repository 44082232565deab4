// Inbound deposit review (spec part 1 §4 "Is this your transaction?", §5 the originator form, part
// 2 §2 the crypto transfer inbound dialog), in ONE transaction with the shared checks
// (actionItemDecisions.ts): Yes stores the originator's travel-rule data (the shared rules passed
// before it gets here; the country's name added) and credits the ledger with a settled deposit of
// the amount; No stores the disposition UNRECOGNIZED and credits nothing, ever (a decided deposit
// never changes: migration 011). Every review is audited.
import type { Db } from '../../db/database';
import { UNRECOGNIZED, type InboundTravelRuleInput } from '../../../../src/api/contract/actionItems';
import { US_COUNTRY_CODE, type TravelRuleFormValues } from '../../../../src/shared/validation/actionItems';
import { refuse, type DecisionOutcome, type DecisionRecords } from '../actionItems/actionItemDecisions';
import { shortened } from '../actionItems/actionItemDetails';
import type { Clock } from '../platform/clock';
import { COUNTRIES } from '../platform/countries';
import { LedgerError, type Ledger } from '../accounts/ledger';

const COUNTRY_NAMES = new Map(COUNTRIES.map((c) => [c.codeTwo, c.name]));

interface DepositRow {
  symbol: string;
  amount: string;
  fromAddress: string;
}

export const isDecline = (input: InboundTravelRuleInput): input is { disposition: typeof UNRECOGNIZED } => 'disposition' in input;

export class InboundDepositDesk {
  private readonly deposit;
  private readonly confirm;
  private readonly decline;
  private readonly count;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly records: DecisionRecords,
  ) {
    this.deposit = db.prepare<[string], DepositRow>('SELECT symbol, amount, from_address AS fromAddress FROM inbound_deposits WHERE id = ?');
    this.confirm = db.prepare<[{ id: string; travelRule: string; entryId: number; userId: number; at: number }]>(
      `UPDATE inbound_deposits SET status = 'CONFIRMED', travel_rule = @travelRule, ledger_entry_id = @entryId, decided_by = @userId, decided_at = @at
       WHERE id = @id AND status = 'PENDING'`,
    );
    this.decline = db.prepare<[{ id: string; travelRule: string; userId: number; at: number }]>(
      `UPDATE inbound_deposits SET status = 'DECLINED', disposition = 'UNRECOGNIZED', travel_rule = @travelRule, decided_by = @userId, decided_at = @at
       WHERE id = @id AND status = 'PENDING'`,
    );
    this.count = db.prepare<[string, string], number>('SELECT count(*) FROM inbound_deposits WHERE account_number = ? AND status = ?').pluck();
  }

  /** Confirm (the originator's data) or decline (UNRECOGNIZED) a pending deposit as `userId`. */
  review(userId: number, referenceId: string, input: InboundTravelRuleInput): DecisionOutcome {
    return this.records.run(userId, referenceId, () => {
      const row = this.records.decidable(userId, referenceId, 'deposit', false);
      const deposit = this.deposit.get(referenceId) as DepositRow;
      const at = this.clock.now();
      if (isDecline(input)) {
        this.decline.run({ id: referenceId, travelRule: JSON.stringify({ disposition: UNRECOGNIZED }), userId, at });
        this.records.audited(row, userId, 'DECLINED', null, at);
        return;
      }
      const entryId = this.credit(row.accountNumber, deposit, referenceId, at);
      this.confirm.run({ id: referenceId, travelRule: JSON.stringify(stored(input)), entryId, userId, at });
      this.records.audited(row, userId, 'CONFIRMED', null, at);
    });
  }

  /** How many of an account's deposits are in a status (the tests' check). */
  countOf(accountNumber: string, status: 'PENDING' | 'CONFIRMED' | 'DECLINED'): number {
    return this.count.get(accountNumber, status) as number;
  }

  private credit(accountNumber: string, deposit: DepositRow, referenceId: string, at: number): number {
    try {
      return this.ledger.record({
        accountNumber, symbol: deposit.symbol, kind: 'deposit', amount: BigInt(deposit.amount), settled: true, bookedAt: at,
        description: `Deposit ${referenceId} from ${shortened(deposit.fromAddress)}`,
      });
    } catch (error) {
      // A disabled asset takes no deposits (ledger.ts): the deposit stays pending.
      if (error instanceof LedgerError) refuse(409, error.message);
      throw error;
    }
  }
}

/** What is kept of the form: its fields as validated, with the country's name and the US state as the state. */
function stored(values: TravelRuleFormValues): Record<string, unknown> {
  const country = COUNTRY_NAMES.get(values.countryCode) ?? null;
  return values.countryCode === US_COUNTRY_CODE ? { ...values, country, state: values.stateCode ?? null } : { ...values, country };
}
