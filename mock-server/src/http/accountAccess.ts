// Account ownership and entitlements, checked on every account call after requireSession: the
// account must be held by the user's firm, and the user must hold the action the call needs.
// Another firm's account and an account that does not exist get the same answer (403 'Forbidden',
// the contract's status), so nothing tells them apart; a missing action is a 403 naming it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntitlementActionDto } from '../../../src/api/contract/accountsGateway';
import type { Account } from '../domain/accounts/accounts';
import { holds, type ActionName } from '../domain/accounts/entitlements';
import type { User } from '../domain/identity/users';
import type { GatewayServices } from '../services';
import { sendAreaError } from './answers';
import { requireSession } from './sessionCookie';

export const ACCOUNT_NOT_HELD = { status: 403, text: 'Forbidden' } as const;
export const NO_ACCESS_TEXT = 'You are not entitled to this account';
export const notEntitledText = (action: ActionName) => `You are not entitled to ${action} on this account`;

export interface AccountAccess {
  user: User;
  account: Account;
  actions: readonly EntitlementActionDto[];
}

/** What the call needs beyond ownership: nothing, any action on the account, or one action. */
export type AccessNeed = 'ownership' | 'anyAction' | ActionName;

/** What the access checks read: users, accounts and entitlements, through the access memo. */
export type AccessServices = Pick<GatewayServices, 'users' | 'accounts' | 'entitlements' | 'access'>;

/** The signed-in user of a call that passed requireSession; null when the user is gone. */
export function sessionUser(services: Pick<GatewayServices, 'access'>, request: FastifyRequest): User | null {
  return request.session ? services.access.user(request.session.userId) : null;
}

/** The access, or null after answering 401 / 403. */
export function accountAccess(
  services: AccessServices,
  request: FastifyRequest,
  reply: FastifyReply,
  accountNumber: string,
  need: AccessNeed,
): AccountAccess | null {
  const { user, account, actions } = request.session ? services.access.access(request.session.userId, accountNumber) : { user: null, account: null, actions: [] };
  if (!user) {
    sendAreaError(request, reply, 401, 'Unauthorized');
    return null;
  }
  if (!account) {
    sendAreaError(request, reply, ACCOUNT_NOT_HELD.status, ACCOUNT_NOT_HELD.text);
    return null;
  }
  if (need === 'anyAction' && actions.length === 0) {
    sendAreaError(request, reply, 403, NO_ACCESS_TEXT);
    return null;
  }
  if (need !== 'ownership' && need !== 'anyAction' && !holds(actions, need)) {
    sendAreaError(request, reply, 403, notEntitledText(need));
    return null;
  }
  return { user, account, actions };
}

/**
 * accountAccess for a Mint & Burn call: the account held by the user's firm, the action held on
 * it, and a market-maker account. The FDAS_MM_* actions belong to market-maker accounts, so any
 * other account gets the 403 of the missing action (contract/mintBurn.ts), even if the action was
 * granted on it.
 */
export function marketMakerAccess(
  services: AccessServices,
  request: FastifyRequest,
  reply: FastifyReply,
  accountNumber: string,
  need: ActionName,
): AccountAccess | null {
  const access = accountAccess(services, request, reply, accountNumber, need);
  if (access && access.account.accountType !== 'MARKET_MAKER') {
    sendAreaError(request, reply, 403, notEntitledText(need));
    return null;
  }
  return access;
}

/** One account call (POST): the account its body names, what it needs, and its answer once allowed. */
export type AccountCall<B> = {
  path: string;
  /** The body's schema. */
  body: object;
  accountOf: (body: B) => string;
  answer: (access: AccountAccess, request: FastifyRequest<{ Body: B }>, reply: FastifyReply) => unknown;
} & ({ need: AccessNeed; marketMaker?: false } | { need: ActionName; marketMaker: true });

/**
 * Registers an account call with the checks every one of them makes, in order: a full session
 * (401, before the body is parsed), the body's schema (400), ownership and the entitlement (403,
 * accountAccess; a market-maker account too for Mint & Burn), then the call's own answer.
 */
export function postAccountCall<B>(app: FastifyInstance, services: AccessServices & Pick<GatewayServices, 'sessions'>, call: AccountCall<B>): void {
  // A plain function, not an async one: the answer may be a promise (Fastify waits for it) or the
  // reply already sent, which then costs no promise.
  app.post<{ Body: B }>(call.path, { onRequest: requireSession(services.sessions, 'full'), schema: { body: call.body } }, (request, reply) => {
    const accountNumber = call.accountOf(request.body as B);
    const access = call.marketMaker
      ? marketMakerAccess(services, request, reply, accountNumber, call.need)
      : accountAccess(services, request, reply, accountNumber, call.need);
    if (!access) return reply;
    return call.answer(access, request, reply);
  });
}
