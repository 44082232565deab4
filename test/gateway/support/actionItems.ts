// Calls of the action-item endpoints and the seeded items the tests name (scenario/savedInstructions.ts,
// scenario/actionItems.ts).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { isActionItemDto, isActionItemList } from '../../../src/api/contract/actionItemGuards';
import { ACTION_ITEM_PATHS as PATHS, type ActionItemDto, type ActionItemTab } from '../../../src/api/contract/actionItems';
import type { TravelRuleFormValues } from '../../../src/shared/validation/actionItems';
import type { Db } from '../../../mock-server/src/db/database';
import { decisionOperation } from '../../../src/api/contract/stepUp';
import { dataOf, post } from './accounts';
import { proofFor } from './stepUp';

export { PATHS };

/** demo.maker's PENDING requests (firm F-4001) and demo.plain's own (F-1001). */
export const REQUESTS = {
  custodianSweep: 'a0000000-0c7e-4d1a-9a53-000000000005',
  northgateEthHot: 'a0000000-1d8f-4e2b-8b64-000000000005',
  fundIIPayroll: 'a0000000-0c7e-4d1a-9a53-000000000003',
  /** Decided ones. */
  northgateOperations: 'a0000000-0c7e-4d1a-9a53-000000000004',
  oldPayroll: 'a0000000-0c7e-4d1a-9a53-000000000007',
  /** Transfers (scenario/transfersForApproval.ts): a wire and a BTC send waiting; a wire approved, a BTC send rejected. */
  wireOut: 'b0000000-0c7e-4d1a-9a53-000000000001',
  btcOut: 'b0000000-0c7e-4d1a-9a53-000000000002',
  wireOutApproved: 'b0000000-0c7e-4d1a-9a53-000000000003',
  btcOutRejected: 'b0000000-0c7e-4d1a-9a53-000000000004',
} as const;
export const SUBJECTS = {
  custodianSweep: '5e1f0a52-0c7e-4d1a-9a53-000000000005',
  northgateEthHot: '6a2b1c63-1d8f-4e2b-8b64-000000000005',
  wireOut: 'TR-5A1C0E21',
  btcOut: 'TR-5A1C0E22',
} as const;

/** Inbound deposits: pending ones, and the seeded confirmed and declined. */
export const DEPOSITS = {
  btc042: 'IN-7C2A91F0',
  eth155: 'IN-7C2A91F1',
  reserveBtc: 'IN-7C2A91F2',
  plainLtc: 'IN-5D10B3A4',
  declined: 'IN-7C2A91E8',
  confirmed: 'IN-7C2A91E9',
} as const;

export const listOf = async (app: FastifyInstance, cookie: string, tab: ActionItemTab): Promise<ActionItemDto[]> => {
  const items = dataOf<ActionItemDto[]>(await post(app, PATHS.list, { tab }, cookie));
  expect(isActionItemList(items)).toBe(true);
  return items;
};

/** A checker's decision, signed with its step-up as the SPA signs it (support/stepUp.ts). */
export const decide = async (app: FastifyInstance, cookie: string, referenceId: string, response: 'APPROVE' | 'REJECT', comments?: string) =>
  post(app, PATHS.update, { referenceId, response, ...(comments === undefined ? {} : { comments }), stepUp: await proofFor(app, cookie, decisionOperation({ referenceId, response })) }, cookie);

export const review = (app: FastifyInstance, cookie: string, referenceId: string, data: object) => post(app, PATHS.inboundReview, { referenceId, travelRuleData: [data] }, cookie);

/** The decided item of a 200 answer, checked with the contract's guard. */
export function decidedItem(res: LightMyRequestResponse): ActionItemDto {
  const item = dataOf<ActionItemDto>(res);
  expect(isActionItemDto(item)).toBe(true);
  return item;
}

/** A complete originator form of an individual in New York with a custody provider. */
export const individual = (more: Partial<TravelRuleFormValues> = {}): TravelRuleFormValues => ({
  partyType: 'INDIVIDUAL', firstName: 'Ada', lastName: 'Lovelace', countryCode: 'US', addressLine1: '12 Hudson Street', city: 'New York',
  stateCode: 'NY', zipCode: '10013', selfManaged: false, vaspName: 'Coastal Digital Exchange', ...more,
});

/** What a decision may change, counted: the tests compare before and after a refusal. */
export const decisionState = (db: Db) => ({
  requests: db.prepare('SELECT id, status, decided_by, comments FROM approval_requests ORDER BY id').all(),
  deposits: db.prepare('SELECT id, status, ledger_entry_id, travel_rule FROM inbound_deposits ORDER BY id').all(),
  wires: db.prepare('SELECT id, status FROM wire_instructions ORDER BY id').all(),
  transfers: db.prepare('SELECT reference_id, status FROM transfers ORDER BY reference_id').all(),
  addresses: db.prepare('SELECT id, status FROM address_instructions ORDER BY id').all(),
  audits: db.prepare('SELECT count(*) FROM action_item_decisions').pluck().get(),
  entries: db.prepare('SELECT count(*) FROM ledger_entries').pluck().get(),
});
