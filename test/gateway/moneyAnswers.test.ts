// The money-movement calls' schemas (issue 28, src/api/contract/schemas/): each call has a request
// and an answer schema in the OpenAPI document, and Fastify, which now serializes the answers with
// them, drops or changes nothing the domain answers (a field missing from a schema would vanish).
import fs from 'node:fs';
import { ACTION_ITEM_PATHS, type ActionItemDto } from '../../src/api/contract/actionItems';
import { ACTIVITY_HISTORY_PATHS, toLegacyRecord, type TransactionRecordDto } from '../../src/api/contract/activityHistory';
import { MINT_BURN_PATHS } from '../../src/api/contract/mintBurn';
import { SAVED_INSTRUCTION_PATHS } from '../../src/api/contract/savedInstructions';
import { STEP_UP_PATHS } from '../../src/api/contract/stepUp';
import { TRANSFER_PATHS } from '../../src/api/contract/transfers';
import { ActionItemDetails } from '../../mock-server/src/domain/actionItems/actionItemDetails';
import { ActionItemReader } from '../../mock-server/src/domain/actionItems/actionItemReader';
import { SecurityCatalog } from '../../mock-server/src/domain/accounts/securities';
import { BankDirectory } from '../../mock-server/src/domain/instructions/bankDirectory';
import { TransactionHistory } from '../../mock-server/src/domain/transfers/transactionHistory';
import { EntitlementStore } from '../../mock-server/src/domain/accounts/entitlements';
import { OPENAPI_FILE } from '../lint/openapi';
import { ACCOUNTS, dataOf, post, userId } from './support/accounts';
import { gatewayForThisFile, signIn } from './support/testGateway';

type Operation = { requestBody?: unknown; parameters?: unknown[]; responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> };
const doc = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, Operation>> };

const MONEY_PATHS = [
  ...Object.values(TRANSFER_PATHS),
  ...Object.values(SAVED_INSTRUCTION_PATHS),
  ...Object.values(ACTION_ITEM_PATHS),
  ...Object.values(ACTIVITY_HISTORY_PATHS),
  ...Object.values(MINT_BURN_PATHS),
  ...Object.values(STEP_UP_PATHS),
];

describe('the money-movement calls in the OpenAPI document', () => {
  it('each has a request schema (body or query) and the schema of its success and of its 4xx', () => {
    const operations = [...new Set(MONEY_PATHS)].flatMap((path) => Object.entries(doc.paths[path] ?? {}).map(([method, op]) => ({ call: `${method} ${path}`, op })));
    expect(operations.length).toBeGreaterThanOrEqual(37);
    for (const { call, op } of operations) {
      const success = op.responses?.['200']?.content?.['application/json']?.schema;
      expect({ call, request: op.requestBody !== undefined || (op.parameters?.length ?? 0) > 0 || call.startsWith('get ') }).toEqual({ call, request: true });
      expect({ call, data: success?.properties?.data !== undefined, error: op.responses?.['4XX'] !== undefined }).toEqual({ call, data: true, error: true });
    }
  });
});

describe('answers serialized with their schemas', () => {
  const gateway = gatewayForThisFile();
  const app = () => gateway.app;
  const db = () => gateway.db;

  it("action items: demo.checker's pending and decided items are the domain's, field for field", async () => {
    const reader = new ActionItemReader(db(), new ActionItemDetails(db(), new BankDirectory(db()), new SecurityCatalog(db())), new EntitlementStore(db()));
    const cookie = await signIn(app(), 'demo.checker');
    for (const tab of ['PENDING', 'HISTORY'] as const) {
      const served = dataOf<ActionItemDto[]>(await post(app(), ACTION_ITEM_PATHS.list, { tab }, cookie));
      expect(served.length).toBeGreaterThan(0);
      expect(served).toStrictEqual(reader.list(userId(db(), 'demo.checker'), tab));
    }
  });

  it("activity history: v3 and legacy records are the domain's, field for field", async () => {
    const history = new TransactionHistory(db(), new SecurityCatalog(db()));
    const cookie = await signIn(app(), 'demo.plain');
    const body = { accountNumber: ACCOUNTS.plainCustody, days: 90 };
    const records = history.records({ accountNumber: ACCOUNTS.plainCustody, days: 90, now: gateway.clock.now() });
    expect(records.length).toBeGreaterThan(0);
    expect(dataOf<TransactionRecordDto[]>(await post(app(), ACTIVITY_HISTORY_PATHS.v3, body, cookie))).toStrictEqual(records);
    expect(dataOf<unknown[]>(await post(app(), ACTIVITY_HISTORY_PATHS.legacy, body, cookie))).toStrictEqual(records.map(toLegacyRecord));
  });
});
