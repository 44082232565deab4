// Activity History (spec part 2 §2, §4, §7; contract/activityHistory.ts): the account's transaction
// history of the last 30, 60 or 90 days, as v3 records or, on the legacy path, in the legacy shape.
// Full session; the account held by the user's firm and FDAS_AS_INST_DASHBOARD on it (403 else);
// market-maker accounts get no Activity History (403 MARKET_MAKER_TEXT). Bodies are exactly the
// contract's fields (400 else). Nothing is stored.
import type { FastifyInstance } from 'fastify';
import {
  ACTIVITY_HISTORY_PATHS as PATHS,
  MARKET_MAKER_TEXT,
  toLegacyRecord,
  type TransactionHistoryRequestDto,
  type TransactionRecordDto,
} from '../../../src/api/contract/activityHistory';
import { ACTIONS } from '../domain/accounts/entitlements';
import { postAccountCall, type AccessServices, type AccountAccess } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import type { GatewayServices } from '../services';
import type { TSchema } from '@sinclair/typebox';
import {
  LegacyTransactionRecordListSchema,
  TransactionHistoryRequestSchema,
  TransactionRecordListSchema,
} from '../../../src/api/contract/schemas/activityHistory';

/** What the activity routes use. */
export type ActivityRouteDeps = AccessServices & Pick<GatewayServices, 'sessions' | 'clock' | 'transactionHistory' | 'flags'>;

export function registerActivityHistoryRoutes(app: FastifyInstance, services: ActivityRouteDeps): void {
  const historyCall = (path: string, answerSchema: TSchema, shape: (records: TransactionRecordDto[]) => unknown) =>
    postAccountCall<TransactionHistoryRequestDto>(app, services, {
      path,
      body: TransactionHistoryRequestSchema,
      answerSchema,
      accountOf: (body) => body.accountNumber,
      need: ACTIONS.dashboard,
      answer: ({ account }: AccountAccess, request, reply) => {
        // A market-maker account's history only while am.mm.enabled is on (docs/spec-choices.md).
        if (account.accountType === 'MARKET_MAKER' && services.flags.get('am.mm.enabled') !== true) return sendAreaError(request, reply, 403, MARKET_MAKER_TEXT);
        const { days, asset, transferType } = request.body;
        const records = services.transactionHistory.records({ accountNumber: account.accountNumber, days, asset, transferType, now: services.clock.now() });
        return ok(shape(records));
      },
    });
  historyCall(PATHS.v3, TransactionRecordListSchema, (records) => records);
  historyCall(PATHS.legacy, LegacyTransactionRecordListSchema, (records) => records.map(toLegacyRecord));
}
