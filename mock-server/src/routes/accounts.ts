// Accounts (spec part 2 §3, §7; contract/accountsGateway.ts): the user's firm with its accounts
// (v2 and v3 alike), an account's details and the user's entitlements on it. Full session only;
// ownership and entitlements through accountAccess.
import type { FastifyInstance } from 'fastify';
import { ACCOUNTS_GATEWAY_PATHS as PATHS } from '../../../src/api/contract/accountsGateway';
import { accountAccess, sessionUser, type AccessServices } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';
import { accountNumberBody, emptyBodySchema } from './schemas';

const DETAILS_BODY = accountNumberBody('accountNumber');
const ENTITLEMENTS_BODY = accountNumberBody('fdasAccountId');

/** What the account routes use. */
export type AccountRouteDeps = AccessServices & Pick<GatewayServices, 'sessions' | 'flags'>;

export function registerAccountRoutes(app: FastifyInstance, services: AccountRouteDeps): void {
  // The session is checked before the body is even parsed.
  const fullSession = requireSession(services.sessions, 'full');

  for (const path of [PATHS.firmAccountsV2, PATHS.firmAccountsV3]) {
    app.post(path, { onRequest: fullSession, schema: { body: emptyBodySchema } }, async (request, reply) => {
      const user = sessionUser(services, request);
      if (!user) return sendAreaError(request, reply, 401, 'Unauthorized');
      return ok(services.accounts.firmsOf(user));
    });
  }

  app.post<{ Body: { accountNumber: string } }>(
    PATHS.accountDetails,
    { onRequest: fullSession, schema: { body: DETAILS_BODY } },
    async (request, reply) => {
      const access = accountAccess(services, request, reply, request.body.accountNumber, 'anyAction');
      if (!access) return reply;
      const withBusinessUnit = services.flags.get('eu-trvl-rule') === true;
      return ok(services.accounts.details(access.account, access.actions, { withBusinessUnit }));
    },
  );

  app.post<{ Body: { fdasAccountId: string } }>(
    PATHS.entitlements,
    { onRequest: fullSession, schema: { body: ENTITLEMENTS_BODY } },
    async (request, reply) => {
      const access = accountAccess(services, request, reply, request.body.fdasAccountId, 'ownership');
      if (!access) return reply;
      return ok({ actions: access.actions });
    },
  );
}
