// Signed money movement (issue 26; contract src/api/contract/stepUp.ts; docs/gateway.md "Signed
// money movement"): opening a step-up for an operation, sending the one-time code bound to it, and
// what the money-moving calls share — the `stepUp` field of their bodies and the answers to its
// refusals. Thin: the rules are domain/identity/stepUp.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  STEP_UP_PATHS as PATHS,
  STEP_UP_TEXTS as T,
  canonicalAmountText,
  type StepUpDto,
  type StepUpMethodDto,
  type StepUpOperation,
  type StepUpPasskeyDto,
} from '../../../src/api/contract/stepUp';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import { StepUpCodeRequestSchema, StepUpCodeSentSchema, StepUpOpenRequestSchema, StepUpSchema } from '../../../src/api/contract/schemas/stepUp';
import { MESSAGES } from '../domain/identity/messages';
import { relyingPartyOf, type RelyingPartyConfig } from '../domain/identity/passkeys';
import type { StepUpCaller, StepUpRefusal } from '../domain/identity/stepUp';
import type { User } from '../domain/identity/users';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { clientOf } from '../http/clientInfo';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

/** The HTTP answer of a refused proof: 403, or 429 for a person locked out of codes. */
const REFUSAL_STATUS: Record<StepUpRefusal, 403 | 429> = {
  missing: 403,
  notFound: 403,
  expired: 403,
  otherOperation: 403,
  wrongCode: 403,
  codeLocked: 403,
  lockedOut: 429,
  passkeyRefused: 403,
  notOffered: 403,
};
const stepUpRefusal = (refusal: StepUpRefusal): { status: 403 | 429; text: string } => ({ status: REFUSAL_STATUS[refusal], text: T[refusal] });

/** The step-up's caller: a signed-in user and the session the call came with. */
export function stepUpCallerOf(request: FastifyRequest, user: Pick<User, 'id' | 'username' | 'firmId'>): StepUpCaller {
  if (!request.session) throw new Error('a step-up ran without requireSession');
  return { userId: user.id, username: user.username, firmId: user.firmId, sessionId: request.session.id, servedAt: { protocol: request.protocol, host: request.host } };
}

/**
 * The `sign` step a booking calls inside its transaction (the proof used up for the operation the
 * body makes), and `record`, called once the booking answered: a security event of the step-up —
 * `moneySigned` (its method) when the proof booked, `moneySignRefused` when the proof was refused.
 */
export function stepUpSigner(
  services: Pick<GatewayServices, 'stepUps' | 'securityEvents'>,
  request: FastifyRequest,
  caller: StepUpCaller,
  verified: ReturnType<GatewayServices['stepUps']['verify']>,
  operation: StepUpOperation | null,
) {
  let used: { ok: true; method: StepUpMethodDto } | { ok: false } | null = null;
  const sign = (): { ok: true; proofId: number } | { ok: false; refusal: { status: 403 | 429; text: string } } => {
    if (!verified.ok || !operation) {
      used = { ok: false };
      return { ok: false, refusal: stepUpRefusal(verified.ok ? 'otherOperation' : verified.refusal) };
    }
    const consumed = services.stepUps.consume(caller, verified.checked, operation);
    used = consumed.ok ? { ok: true, method: consumed.proof.method } : { ok: false };
    return consumed.ok ? { ok: true, proofId: consumed.proof.proofId } : { ok: false, refusal: stepUpRefusal(consumed.refusal) };
  };
  const record = (booked: boolean) => {
    const outcome = used as typeof used;
    if (!outcome || (outcome.ok && !booked)) return;
    services.securityEvents.record(
      outcome.ok
        ? { kind: 'moneySigned', outcome: 'success', detail: outcome.method, userId: caller.userId, client: clientOf(request) }
        : { kind: 'moneySignRefused', outcome: 'failure', userId: caller.userId, client: clientOf(request) },
    );
  };
  return { sign, record };
}

/** The operation as the gateway signs it: its amount canonical (null when it is not one). */
function normalised(operation: StepUpOperation): StepUpOperation | null {
  if (!('kind' in operation)) return { referenceId: operation.referenceId, decision: operation.decision };
  const amount = canonicalAmountText(operation.amount);
  if (amount === null) return null;
  const { kind, account, asset, destination, requestId } = operation;
  return { kind, account, asset, amount, destination, requestId: requestId.toLowerCase() };
}

/** What the browser's navigator.credentials.get needs besides the challenge: the relying party the call was served at, the user's passkeys. */
function passkeyRequest(services: Pick<GatewayServices, 'passkeys'>, config: RelyingPartyConfig, request: FastifyRequest, userId: number): StepUpPasskeyDto {
  const rp = relyingPartyOf(config, request.protocol, request.host);
  return { rpId: rp.rpId, allowCredentials: services.passkeys.listOf(userId).map((p) => ({ id: p.credentialId, transports: p.transports })) };
}

export function registerStepUpRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'sessions' | 'users' | 'stepUps' | 'passkeys'>, config: RelyingPartyConfig): void {
  const signedIn = requireSession(services.sessions, 'full');
  const callerOf = (request: FastifyRequest, reply: FastifyReply): StepUpCaller | null => {
    const user = request.session ? services.users.findById(request.session.userId) : null;
    if (!user) {
      sendAreaError(request, reply, 401, 'Unauthorized');
      return null;
    }
    return stepUpCallerOf(request, user);
  };

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(PATHS.open, { onRequest: signedIn, schema: { body: StepUpOpenRequestSchema, response: gatewayAnswers(StepUpSchema) } }, async (request, reply) => {
    const caller = callerOf(request, reply);
    if (!caller) return reply;
    const operation = normalised(request.body.operation);
    if (!operation) return sendAreaError(request, reply, 400, T.invalidOperation);
    const outcome = services.stepUps.open(caller, operation);
    if (outcome.kind !== 'opened') return sendAreaError(request, reply, 409, T[outcome.kind]);
    const data: StepUpDto = {
      challenge: outcome.challenge,
      expiresAt: new Date(outcome.expiresAt).toISOString(),
      methods: outcome.methods,
      maskedPhone: outcome.maskedPhone,
      passkey: outcome.methods.includes('passkey') ? passkeyRequest(services, config, request, caller.userId) : null,
    };
    return ok(data);
  });

  typed.post(PATHS.code, { onRequest: signedIn, schema: { body: StepUpCodeRequestSchema, response: gatewayAnswers(StepUpCodeSentSchema) } }, async (request, reply) => {
    const caller = callerOf(request, reply);
    if (!caller) return reply;
    const outcome = services.stepUps.sendCode(caller, request.body.challenge, request.body.channel);
    switch (outcome.kind) {
      case 'sent':
        return ok({ maskedPhone: outcome.maskedPhone });
      case 'limited':
        reply.header('retry-after', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
        return sendAreaError(request, reply, 429, MESSAGES.codeSendLimit(outcome.retryAfterMs));
      case 'lockedOut':
        return sendAreaError(request, reply, 429, T.lockedOut);
      default:
        return sendAreaError(request, reply, 403, T[outcome.kind]);
    }
  });
}
