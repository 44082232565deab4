// Phones on file and one-time codes (spec part 2 §4 and §7): GET /user/identity/attributes?
// attributes=phone; POST (send) and PUT (verify) /user/factor/otp/{sms,voice}/authentication;
// PUT /user/factor/otp/rep/authentication. A verified code completes an SMS user's sign-in (or a
// push user's with the flag try-another-way on) or verifies the identity of an identity flow. The flow's rules and outcomes are the domain's
// (domain/identity/oneTimeCodeFlow.ts): each route parses, calls it and answers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AUTH_CODES,
  OTP_PATHS,
  type OtpMethod,
  type PhoneAttributesResponse,
} from '../../../src/api/contract/identity';
import type { IdentityResponse } from '../../../src/api/contract/responses';
import { identityAnswers } from '../../../src/api/contract/schemas/envelopes';
import { PhoneAttributesAnswerSchema, PhoneAttributesQuerySchema, SendCodeRequestSchema, VerifyCodeRequestSchema } from '../../../src/api/contract/schemas/identity';
import { validateSecurityCode } from '../../../src/shared/validation';
import { maskPhoneNumber, phoneCountry } from '../domain/identity/identities';
import { MESSAGES } from '../domain/identity/messages';
import {
  checkCode,
  codeAccess,
  phonesOf,
  sendCode,
  type CheckOutcome,
  type CodeCaller,
  type SendOutcome,
} from '../domain/identity/oneTimeCodeFlow';
import type { OtpChannel } from '../domain/identity/oneTimeCodes';
import { identityAnswer, sendAreaError } from '../http/answers';
import { attemptContext } from '../http/attemptContext';
import { setSessionCookie } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

/** A code is sent and checked for a sign-in in progress or an identity flow (docs/openapi.json's x-session). */
const CODE_SESSIONS = ['password', 'identity'] as const;

/** What the one-time-code routes work with: only these services. */
export type OneTimeCodeServices = Pick<
  GatewayServices,
  | 'db'
  | 'passkeys'
  | 'identities'
  | 'codes'
  | 'codeLimits'
  | 'attempts'
  | 'sessions'
  | 'sessionLimits'
  | 'securityEvents'
  | 'users'
  | 'clock'
  | 'flags'
  | 'push'
  | 'pushEvents'
>;

const CHANNEL_OF: Record<OtpMethod, OtpChannel> = { text: 'sms', call: 'voice', rep: 'rep' };

const phonesSchema = { querystring: PhoneAttributesQuerySchema, response: identityAnswers(PhoneAttributesAnswerSchema) };

const sendSchema = { body: SendCodeRequestSchema, response: identityAnswers() };

const verifySchema = { body: VerifyCodeRequestSchema, response: identityAnswers() };

/** The caller who may use codes, or the answer that refuses the call. */
type Guarded = { ok: true; caller: CodeCaller } | { ok: false; answer: FastifyReply | IdentityResponse };

const LOCKED_OUT = identityAnswer(AUTH_CODES.blocked, MESSAGES.lockedOut);
const CODES_LOCKED = identityAnswer(AUTH_CODES.blocked, MESSAGES.codesLocked);
const CODES_NOT_USED = identityAnswer(AUTH_CODES.invalidData, MESSAGES.codesNotUsed);

/** A session whose attempt uses codes: 401 without a session, 1403 when codes are not part of it. */
function guard(services: OneTimeCodeServices, request: FastifyRequest, reply: FastifyReply): Guarded {
  const context = attemptContext(services, request);
  if (!context) return { ok: false, answer: sendAreaError(request, reply, 401, 'Unauthorized') };
  const access = codeAccess(context, services.flags);
  if (access.kind === 'codesNotUsed') return { ok: false, answer: CODES_NOT_USED };
  return { ok: true, caller: access.caller };
}

/** A send's answer; a refused one because of the send limit says when to try again. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, outcome: SendOutcome): FastifyReply | IdentityResponse {
  switch (outcome.kind) {
    case 'sent':
      return identityAnswer(AUTH_CODES.ok, MESSAGES.codeSent);
    case 'codesNotUsed':
      return CODES_NOT_USED;
    case 'lockedOut':
      return LOCKED_OUT;
    case 'codesLocked':
      return CODES_LOCKED;
    case 'unknownPhone':
      return identityAnswer(AUTH_CODES.invalidData, MESSAGES.unknownPhone);
    case 'sendLimit':
      reply.header('retry-after', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
      return sendAreaError(request, reply, 429, MESSAGES.codeSendLimit(outcome.retryAfterMs));
  }
}

/** A check's answer; a completed sign-in sets the new full session's cookie. */
function checkAnswer(request: FastifyRequest, reply: FastifyReply, outcome: CheckOutcome): FastifyReply | IdentityResponse {
  switch (outcome.kind) {
    case 'codesNotUsed':
      return CODES_NOT_USED;
    case 'identityVerified':
      return identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
    case 'signedIn':
      setSessionCookie(request, reply, outcome.session);
      return identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
    case 'notLoggedIn':
      return identityAnswer(AUTH_CODES.unavailable, MESSAGES.notLoggedIn);
    case 'sessionLimit':
      return identityAnswer(AUTH_CODES.invalidData, outcome.message);
    case 'incorrect':
      return identityAnswer(AUTH_CODES.codeIncorrect, MESSAGES.codeIncorrect);
    case 'codesLocked':
      return CODES_LOCKED;
    case 'lockedOut':
      return LOCKED_OUT;
    case 'expired':
      return identityAnswer(AUTH_CODES.preconditionRequired, MESSAGES.codeExpired);
    case 'noCodePending':
      return identityAnswer(AUTH_CODES.preconditionRequired, MESSAGES.noCodePending);
    case 'passkeyRequired':
      return identityAnswer(AUTH_CODES.authNotCompleted, MESSAGES.passkeyRequired);
  }
}

export function registerOneTimeCodeRoutes(app: FastifyInstance, services: OneTimeCodeServices): void {
  registerPhonesRoute(app, services);
  registerSendRoutes(app, services);
  registerVerifyRoutes(app, services);
}

function registerPhonesRoute(app: FastifyInstance, services: OneTimeCodeServices): void {
  app.get('/user/identity/attributes', { schema: { ...phonesSchema, 'x-session': CODE_SESSIONS } }, async (request, reply) => {
    const guarded = guard(services, request, reply);
    if (!guarded.ok) return guarded.answer;
    const { attempt } = guarded.caller;
    const phones = phonesOf(services.identities, guarded.caller).map((p) => ({
      id: services.codes.phoneToken(attempt.id, p.id),
      maskedNumber: maskPhoneNumber(p.number),
      country: phoneCountry(p.countryCode),
    }));
    const status = phones.length > 0 ? identityAnswer(AUTH_CODES.ok, MESSAGES.ok) : identityAnswer(AUTH_CODES.dataUnavailable, MESSAGES.noContactData);
    const answer: PhoneAttributesResponse = { ...status, phones };
    return answer;
  });
}

function registerSendRoutes(app: FastifyInstance, services: OneTimeCodeServices): void {
  for (const method of ['text', 'call'] as const) {
    app.withTypeProvider<TypeBoxTypeProvider>().post(OTP_PATHS[method], { schema: { ...sendSchema, 'x-session': CODE_SESSIONS } }, async (request, reply) => {
      const guarded = guard(services, request, reply);
      if (!guarded.ok) return guarded.answer;
      return sendAnswer(request, reply, sendCode(services, guarded.caller, CHANNEL_OF[method], request.body.phone));
    });
  }
}

function registerVerifyRoutes(app: FastifyInstance, services: OneTimeCodeServices): void {
  for (const method of ['text', 'call', 'rep'] as const) {
    app.withTypeProvider<TypeBoxTypeProvider>().put(OTP_PATHS[method], { schema: { ...verifySchema, 'x-session': CODE_SESSIONS } }, async (request, reply) => {
      const invalid = validateSecurityCode(request.body.securityCode);
      if (invalid) return sendAreaError(request, reply, 400, `body.securityCode: ${invalid}`);
      const guarded = guard(services, request, reply);
      if (!guarded.ok) return guarded.answer;
      return checkAnswer(request, reply, checkCode(services, guarded.caller, CHANNEL_OF[method], request.body.securityCode.trim()));
    });
  }
}
