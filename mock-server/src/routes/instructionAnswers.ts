// Shared pieces of the saved-instruction routes: the deps they receive, the 400 of a form rule,
// and the lookup of an instruction another firm cannot tell from none.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AccessNeed, type AccountAccess, accountAccess, sessionUser } from '../http/accountAccess';
import { sendAreaError } from '../http/answers';
import type { GatewayServices } from '../services';

export type InstructionDeps = Pick<
  GatewayServices,
  'sessions' | 'users' | 'accounts' | 'entitlements' | 'access' | 'clock' | 'banks' | 'wireInstructions' | 'addressInstructions'
>;

export const INSTRUCTION_NOT_FOUND = 'Instruction not found';

/** 400 naming the first field in error with the shared validator's message; false when there is none. */
export function refusedByRules(request: FastifyRequest, reply: FastifyReply, errors: Record<string, string | undefined>): boolean {
  const first = Object.entries(errors).find(([, message]) => message);
  if (!first) return false;
  sendAreaError(request, reply, 400, `body.${first[0]}: ${first[1]}`);
  return true;
}

/** The access to the account of a live instruction; 404 for none and for another firm's alike. */
export function instructionAccess(
  deps: InstructionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  accountNumber: string | null,
  need: AccessNeed,
): AccountAccess | null {
  const user = sessionUser(deps, request);
  if (accountNumber === null || !user || !deps.accounts.heldBy(user.firmId, accountNumber)) {
    sendAreaError(request, reply, 404, INSTRUCTION_NOT_FOUND);
    return null;
  }
  return accountAccess(deps, request, reply, accountNumber, need);
}
