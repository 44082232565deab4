// Account ownership and entitlements, checked on every account call after requireSession: the
// account must be held by the user's firm, and the user must hold the action the call needs.
// Another firm's account and an account that does not exist get the same answer (403 'Forbidden',
// the contract's status), so nothing tells them apart; a missing action is a 403 naming it.
import type { TSchema } from '@sinclair/typebox';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountType } from '../../../src/api/contract/accounts';
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
/** The spec's text of an area the user may not use (part 1 §6): Mint & Burn with the MarketMaker flag off, a transfer from an account of another type. */
export const NOT_ENTITLED_TO_VIEW_TEXT = 'You are not entitled to view this page.';

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

/** The Mint & Burn area is open: the MarketMaker flag is on (spec part 1 §4, §6); off, every Mint & Burn call is refused. */
export const mintBurnOpen = (services: Pick<GatewayServices, 'flags'>): boolean => services.flags.get('MarketMaker') === true;

/**
 * accountAccess for a Mint & Burn call: the MarketMaker flag on (else 403 'You are not entitled to
 * view this page.'), the account held by the user's firm, the action held on it, and a
 * market-maker account. The FDAS_MM_* actions belong to market-maker accounts, so any other
 * account gets the 403 of the missing action (contract/mintBurn.ts), even if the action was
 * granted on it.
 */
export function marketMakerAccess(
  services: AccessServices & Pick<GatewayServices, 'flags'>,
  request: FastifyRequest,
  reply: FastifyReply,
  accountNumber: string,
  need: ActionName,
): AccountAccess | null {
  const access = accountAccess(services, request, reply, accountNumber, need);
  if (access && !mintBurnOpen(services)) {
    sendAreaError(request, reply, 403, NOT_ENTITLED_TO_VIEW_TEXT);
    return null;
  }
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
  /** The schema of the answer's data (the route then has a response schema: the OpenAPI document shows it; an object answer is serialized with it). */
  answerSchema?: TSchema;
  /** The answers by status when the success is not JSON data (a file): instead of answerSchema. */
  answers?: Record<string, unknown>;
  accountOf: (body: B) => string;
  answer: (access: AccountAccess, request: FastifyRequest<{ Body: B }>, reply: FastifyReply) => unknown;
  need: AccessNeed;
  /** An area for some account types only (the transfers: custody, sub-custody, collateral): any other gets 403 'You are not entitled to view this page.', whatever the entitlements say. */
  accountTypes?: readonly AccountType[];
};

/**
 * Registers an account call with the checks every one of them makes, in order: a full session
 * (401, before the body is parsed), the body's schema (400), ownership and the entitlement (403,
 * accountAccess), the account's type when the call names types (403), then the call's own answer.
 */
export function postAccountCall<B>(app: FastifyInstance, services: AccessServices & Pick<GatewayServices, 'sessions'>, call: AccountCall<B>): void {
  register(app, services, call, (request, reply, accountNumber) => {
    const access = accountAccess(services, request, reply, accountNumber, call.need);
    if (access && call.accountTypes && !call.accountTypes.includes(access.account.accountType)) {
      sendAreaError(request, reply, 403, NOT_ENTITLED_TO_VIEW_TEXT);
      return null;
    }
    return access;
  });
}

/** A Mint & Burn call: as postAccountCall, with marketMakerAccess (the MarketMaker flag, a market-maker account). */
export function postMarketMakerCall<B>(app: FastifyInstance, services: AccessServices & Pick<GatewayServices, 'sessions' | 'flags'>, call: AccountCall<B> & { need: ActionName }): void {
  register(app, services, call, (request, reply, accountNumber) => marketMakerAccess(services, request, reply, accountNumber, call.need));
}

function register<B>(
  app: FastifyInstance,
  services: Pick<GatewayServices, 'sessions'>,
  call: AccountCall<B>,
  check: (request: FastifyRequest, reply: FastifyReply, accountNumber: string) => AccountAccess | null,
): void {
  // A plain function, not an async one: the answer may be a promise (Fastify waits for it) or the
  // reply already sent, which then costs no promise.
  const response = call.answers ?? (call.answerSchema ? gatewayAnswers(call.answerSchema) : undefined);
  const schema = { body: call.body, 'x-entitlement': call.need, ...(response ? { response } : {}) };
  app.post<{ Body: B }>(call.path, { onRequest: requireSession(services.sessions, 'full'), schema }, (request, reply) => {
    const access = check(request, reply, call.accountOf(request.body as B));
    if (!access) return reply;
    return call.answer(access, request, reply);
  });
}
