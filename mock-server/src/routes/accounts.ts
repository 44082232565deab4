// Accounts (spec part 2 §3, §7; contract/accountsGateway.ts): the user's firm with its accounts
// (v2 and v3 alike), an account's details and the user's entitlements on it. Full session only;
// ownership and entitlements through accountAccess.
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { ACCOUNTS_GATEWAY_PATHS as PATHS } from '../../../src/api/contract/accountsGateway';
import {
  AccountDetailsSchema,
  AccountNumberRequestSchema,
  CustodyAccountSchema,
  EntitlementsRequestSchema,
  EntitlementsSchema,
  FirmListSchema,
} from '../../../src/api/contract/schemas/accounts';
import { EmptyBodySchema } from '../../../src/api/contract/schemas/common';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import { TRANSFER_ACCOUNT_TYPES } from '../../../src/api/contract/transfers';
import { postAccountCall, sessionUser, type AccessServices } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

/** What the account routes use. */
export type AccountRouteDeps = AccessServices & Pick<GatewayServices, 'sessions' | 'flags'>;

export function registerAccountRoutes(app: FastifyInstance, services: AccountRouteDeps): void {
  // The session is checked before the body is even parsed.
  const fullSession = requireSession(services.sessions, 'full');

  for (const path of [PATHS.firmAccountsV2, PATHS.firmAccountsV3]) {
    app.post(path, { onRequest: fullSession, schema: { body: EmptyBodySchema, response: gatewayAnswers(FirmListSchema) } }, async (request, reply) => {
      const user = sessionUser(services, request);
      if (!user) return sendAreaError(request, reply, 401, 'Unauthorized');
      return ok(services.accounts.firmsOf(user));
    });
  }

  postAccountCall<Static<typeof AccountNumberRequestSchema>>(app, services, {
    path: PATHS.accountDetails,
    body: AccountNumberRequestSchema,
    answerSchema: AccountDetailsSchema,
    accountOf: (body) => body.accountNumber,
    need: 'anyAction',
    answer: (access) => {
      const withBusinessUnit = services.flags.get('eu-trvl-rule') === true;
      return ok(services.accounts.details(access.account, access.actions, { withBusinessUnit }));
    },
  });

  // No screen calls it (docs/spec-choices.md); it answers custody-family accounts only.
  postAccountCall<Static<typeof AccountNumberRequestSchema>>(app, services, {
    path: PATHS.custodyAccount,
    body: AccountNumberRequestSchema,
    answerSchema: CustodyAccountSchema,
    accountOf: (body) => body.accountNumber,
    need: 'anyAction',
    accountTypes: TRANSFER_ACCOUNT_TYPES,
    answer: (access) => ok(services.accounts.custodyRecord(access.account)),
  });

  postAccountCall<Static<typeof EntitlementsRequestSchema>>(app, services, {
    path: PATHS.entitlements,
    body: EntitlementsRequestSchema,
    answerSchema: EntitlementsSchema,
    accountOf: (body) => body.fdasAccountId,
    need: 'ownership',
    answer: (access) => ok({ actions: access.actions }),
  });
}
