// Account ownership and entitlements, checked on every account call after requireSession: the
// account must be held by the user's firm, and the user must hold the action the call needs.
// Another firm's account and an account that does not exist get the same answer (403 'Forbidden',
// the contract's status), so nothing tells them apart; a missing action is a 403 naming it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntitlementActionDto } from '../../../src/api/contract/accountsGateway';
import type { Account } from '../domain/accounts';
import { holds, type ActionName } from '../domain/entitlements';
import type { User } from '../domain/users';
import type { GatewayServices } from '../services';
import { sendAreaError } from './answers';

export const ACCOUNT_NOT_HELD = { status: 403, text: 'Forbidden' } as const;
export const NO_ACCESS_TEXT = 'You are not entitled to this account';
export const notEntitledText = (action: ActionName) => `You are not entitled to ${action} on this account`;

export interface AccountAccess {
  user: User;
  account: Account;
  actions: EntitlementActionDto[];
}

/** What the call needs beyond ownership: nothing, any action on the account, or one action. */
export type AccessNeed = 'ownership' | 'anyAction' | ActionName;

/** What the access checks read (a narrow part of the services). */
export type AccessDeps = Pick<GatewayServices, 'users' | 'accounts' | 'entitlements'>;

/** The signed-in user of a call that passed requireSession; null when the user is gone. */
export function sessionUser(services: Pick<GatewayServices, 'users'>, request: FastifyRequest): User | null {
  return request.session ? services.users.findById(request.session.userId) : null;
}

/** The access, or null after answering 401 / 403. */
export function accountAccess(
  services: AccessDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  accountNumber: string,
  need: AccessNeed,
): AccountAccess | null {
  const user = sessionUser(services, request);
  if (!user) {
    sendAreaError(request, reply, 401, 'Unauthorized');
    return null;
  }
  const account = services.accounts.heldBy(user.firmId, accountNumber);
  if (!account) {
    sendAreaError(request, reply, ACCOUNT_NOT_HELD.status, ACCOUNT_NOT_HELD.text);
    return null;
  }
  const actions = services.entitlements.actionsOf(user.id, account.accountNumber);
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
  services: GatewayServices,
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
