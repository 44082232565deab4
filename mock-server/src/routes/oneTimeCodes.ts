// Phones on file and one-time codes (spec part 2 §4 and §7): GET /user/identity/attributes?
// attributes=phone; POST (send) and PUT (verify) /user/factor/otp/{sms,voice}/authentication;
// PUT /user/factor/otp/rep/authentication. A verified code completes an SMS user's sign-in or
// verifies the identity of an identity flow.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_CODES,
  OTP_PATHS,
  type OtpMethod,
  type PhoneAttributesResponse,
} from '../../../src/api/contract/identity';
import { validateSecurityCode } from '../../../src/shared/validation';
import { maskPhoneNumber, phoneCountry } from '../domain/identity/identities';
import { MESSAGES } from '../domain/identity/messages';
import type { CodeSubject } from '../domain/identity/codeLimits';
import { codesApply, type OtpChannel } from '../domain/identity/oneTimeCodes';
import { identityAnswer, sendAreaError } from '../http/answers';
import { attemptContext, type AttemptContext } from '../http/attemptContext';
import type { GatewayServices } from '../services';

/** What the one-time-code routes work with: only these services. */
export type OneTimeCodeServices = Pick<GatewayServices, 'identities' | 'codes' | 'codeLimits' | 'attempts' | 'sessions' | 'users' | 'clock'>;
import { completeSignIn } from './identity';
import { requestBaseInfoSchema } from './schemas';

const CHANNEL_OF: Record<OtpMethod, OtpChannel> = { text: 'sms', call: 'voice', rep: 'rep' };

const phonesSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['attributes'],
    properties: { attributes: { enum: ['phone'] } },
  },
};

const sendSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['phone'],
    properties: { requestBaseInfo: requestBaseInfoSchema, phone: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
  },
};

const verifySchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['securityCode'],
    // The length cap only bounds the work; validateSecurityCode gives the SPA's message.
    properties: { requestBaseInfo: requestBaseInfoSchema, securityCode: { type: 'string', maxLength: 32 } },
  },
};

/** The caller's attempt, or the answer that refuses the call. */
type Guarded = { ok: true; context: AttemptContext; subject: CodeSubject } | { ok: false; answer: unknown };

/** Whose codes they are: the attempt's user, else its identity (registration); null when neither is left. */
function subjectOf(context: AttemptContext): CodeSubject | null {
  if (context.user) return { userId: context.user.id };
  return context.identity ? { identityId: context.identity.id } : null;
}

const LOCKED_OUT = identityAnswer(AUTH_CODES.blocked, MESSAGES.lockedOut);

export function registerOneTimeCodeRoutes(app: FastifyInstance, services: OneTimeCodeServices): void {
  const { identities, codes, codeLimits, attempts, sessions, users, clock } = services;

  /** Too many wrong codes: no more codes for a while, and a user is locked out of signing in too. */
  const lockOut = (context: AttemptContext) => {
    if (context.user) {
      users.lockOut(context.user.id, clock.now());
      sessions.destroyForUser(context.user.id);
    } else {
      sessions.destroyForAttempt(context.attempt.id);
    }
    return LOCKED_OUT;
  };

  /** A session whose attempt uses codes: 401 without a session, 1403 when codes are not part of it. */
  const guard = (request: FastifyRequest, reply: FastifyReply): Guarded => {
    const context = attemptContext(services, request);
    if (!context) return { ok: false, answer: sendAreaError(request, reply, 401, 'Unauthorized') };
    const subject = subjectOf(context);
    if (!subject || !codesApply(context.attempt, context.session.level, context.user)) {
      return { ok: false, answer: identityAnswer(AUTH_CODES.invalidData, MESSAGES.codesNotUsed) };
    }
    return { ok: true, context, subject };
  };

  const phonesOf = (context: AttemptContext) => (context.identity ? identities.phonesOf(context.identity.id) : []);

  app.get('/user/identity/attributes', { schema: phonesSchema }, async (request, reply) => {
    const guarded = guard(request, reply);
    if (!guarded.ok) return guarded.answer;
    const { attempt } = guarded.context;
    const phones = phonesOf(guarded.context).map((p) => ({
      id: codes.phoneToken(attempt.id, p.id),
      maskedNumber: maskPhoneNumber(p.number),
      country: phoneCountry(p.countryCode),
    }));
    const status = phones.length > 0 ? identityAnswer(AUTH_CODES.ok, MESSAGES.ok) : identityAnswer(AUTH_CODES.dataUnavailable, MESSAGES.noContactData);
    const answer: PhoneAttributesResponse = { ...status, phones };
    return answer;
  });

  for (const method of ['text', 'call'] as const) {
    app.post<{ Body: { phone: string } }>(OTP_PATHS[method], { schema: sendSchema }, async (request, reply) => {
      const guarded = guard(request, reply);
      if (!guarded.ok) return guarded.answer;
      const { attempt, user } = guarded.context;
      const { subject } = guarded;
      if (codeLimits.locked(subject)) return LOCKED_OUT;
      if (attempt.otpLocked) return identityAnswer(AUTH_CODES.blocked, MESSAGES.codesLocked);
      const phone = phonesOf(guarded.context).find((p) => codes.phoneToken(attempt.id, p.id) === request.body.phone);
      if (!phone) return identityAnswer(AUTH_CODES.invalidData, MESSAGES.unknownPhone);
      const send = codeLimits.trySend(subject, CHANNEL_OF[method]);
      if (!send.allowed) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(send.retryAfterMs / 1000))));
        return sendAreaError(request, reply, 429, MESSAGES.codeSendLimit(send.retryAfterMs));
      }
      codes.issue(attempt, CHANNEL_OF[method], { username: user?.username ?? null, phone });
      return identityAnswer(AUTH_CODES.ok, MESSAGES.codeSent);
    });
  }

  for (const method of ['text', 'call', 'rep'] as const) {
    app.put<{ Body: { securityCode: string } }>(OTP_PATHS[method], { schema: verifySchema }, async (request, reply) => {
      const invalid = validateSecurityCode(request.body.securityCode);
      if (invalid) return sendAreaError(request, reply, 400, `body.securityCode: ${invalid}`);
      const guarded = guard(request, reply);
      if (!guarded.ok) return guarded.answer;
      const { attempt, session, user } = guarded.context;
      const { subject } = guarded;
      if (codeLimits.locked(subject)) return LOCKED_OUT;

      switch (codes.verify(attempt, CHANNEL_OF[method], request.body.securityCode.trim())) {
        case 'verified':
          codeLimits.recordRight(subject);
          break;
        case 'incorrect':
          // Wrong codes count per person across sign-ins and resends (domain/identity/codeLimits.ts).
          if (codeLimits.recordWrong(subject)) return lockOut(guarded.context);
          return identityAnswer(AUTH_CODES.codeIncorrect, MESSAGES.codeIncorrect);
        case 'burned':
          if (codeLimits.recordWrong(subject)) return lockOut(guarded.context);
          return identityAnswer(AUTH_CODES.blocked, MESSAGES.codesLocked);
        case 'locked':
          return identityAnswer(AUTH_CODES.blocked, MESSAGES.codesLocked);
        case 'expired':
          return identityAnswer(AUTH_CODES.preconditionRequired, MESSAGES.codeExpired);
        case 'none':
          return identityAnswer(AUTH_CODES.preconditionRequired, MESSAGES.noCodePending);
      }
      if (session.level === 'identity') {
        attempts.markIdentityVerified(attempt.id);
        return identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
      }
      if (!user || user.blocked) {
        sessions.destroy(session.id);
        return identityAnswer(AUTH_CODES.unavailable, MESSAGES.notLoggedIn);
      }
      completeSignIn(sessions, request, reply, session);
      return identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
    });
  }
}
