// Passkeys (issue 26; docs/gateway.md "Passkeys"): enrolment on the SECURITY page (list, add, rename,
// remove — the last one only with a fresh assertion of it), and sign-in with a passkey — as the
// second factor after the password, or without a username (a discoverable credential). The rules
// are the domain's (domain/identity/passkeys.ts); this module parses, calls them and answers.
// Challenges are bound to a hash of the session id, or of the icp_passkey cookie of a usernameless
// sign-in; they travel only in answer bodies, never in a URL.
import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_CODES } from '../../../src/api/contract/identity';
import {
  PASSKEY_FACTOR_OPTIONS_PATH,
  PASSKEY_FACTOR_PATH,
  PASSKEY_REGISTRATION_OPTIONS_PATH,
  PASSKEY_REMOVAL_CODE_PATH,
  PASSKEY_REMOVAL_OPTIONS_PATH,
  PASSKEY_REMOVE_PATH,
  PASSKEY_RENAME_PATH,
  PASSKEY_SIGN_IN_OPTIONS_PATH,
  PASSKEY_SIGN_IN_PATH,
  PASSKEY_TEXTS,
  PASSKEYS_PATH,
  passkeyName,
  type PasskeyFactorOptionsResponse,
  type PasskeyListDto,
} from '../../../src/api/contract/passkeys';
import { EmptyBodySchema, EmptyQuerySchema } from '../../../src/api/contract/schemas/common';
import { gatewayAnswers, identityAnswers } from '../../../src/api/contract/schemas/envelopes';
import {
  PasskeyAddedSchema,
  PasskeyAddRequestSchema,
  PasskeyAssertionRequestSchema,
  PasskeyFactorOptionsAnswerSchema,
  PasskeyIdRequestSchema,
  PasskeyListSchema,
  PasskeyOptionsSchema,
  PasskeyRemovalCodeSentSchema,
  PasskeyRemoveRequestSchema,
  PasskeyRenameRequestSchema,
} from '../../../src/api/contract/schemas/security';
import { recordFactorChange, recordPasskeySignInRefused } from '../domain/audit/securityEvents';
import { MESSAGES } from '../domain/identity/messages';
import {
  PASSKEY_CHALLENGE_TTL_MS,
  beginAuthentication,
  beginRegistration,
  finishRegistration,
  passkeyDto,
  passkeyPolicyOf,
  relyingPartyOf,
  verifyPasskeyAssertion,
  type PasskeyRefusal,
  type RelyingParty,
  type RelyingPartyConfig,
} from '../domain/identity/passkeys';
import { removalPhoneMasked, sendRemovalCode, spendRemovalCode, type RemovalCodeRefusal } from '../domain/identity/passkeyRemoval';
import { completeSignIn } from '../domain/identity/signIn';
import type { Session } from '../domain/identity/sessions';
import { gatewaySuccess, identityAnswer, sendAreaError } from '../http/answers';
import { clientOf } from '../http/clientInfo';
import { passkeyCeremonyOf, requireSession, sessionIdOf, setPasskeyCeremonyCookie, setSessionCookie } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

type PasskeyServices = Pick<
  GatewayServices,
  'db' | 'passkeys' | 'users' | 'sessions' | 'sessionLimits' | 'attempts' | 'securityEvents' | 'codes' | 'codeLimits' | 'identities'
>;

// Bodies are typed from their schemas (the TypeBox provider), but those carrying a WebAuthn
// response: typed as @simplewebauthn gives it (the schema checks an object of a few fields; the
// domain refuses what it cannot use).
const listAnswers = gatewayAnswers(PasskeyListSchema);
const addSchema = { body: PasskeyAddRequestSchema, response: gatewayAnswers(PasskeyAddedSchema) };
const renameSchema = { body: PasskeyRenameRequestSchema, response: listAnswers };
const removeSchema = { body: PasskeyRemoveRequestSchema, response: listAnswers };
const removalCodeSchema = { body: PasskeyIdRequestSchema, response: gatewayAnswers(PasskeyRemovalCodeSentSchema) };
const optionsSchema = { body: EmptyBodySchema, response: gatewayAnswers(PasskeyOptionsSchema) };

const CODE_REFUSALS: Record<RemovalCodeRefusal, { status: 400 | 429; text: string }> = {
  noCode: { status: 400, text: PASSKEY_TEXTS.noCode },
  expired: { status: 400, text: PASSKEY_TEXTS.codeExpired },
  wrongCode: { status: 400, text: PASSKEY_TEXTS.wrongCode },
  lockedOut: { status: 429, text: PASSKEY_TEXTS.lockedOut },
};
const assertionSchema = { body: PasskeyAssertionRequestSchema, response: identityAnswers() };
const factorOptionsSchema = { body: EmptyBodySchema, response: identityAnswers(PasskeyFactorOptionsAnswerSchema) };

/** The challenge a response names (its client data's), or '' when it names none. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string {
  const encoded = response.response?.clientDataJSON;
  if (typeof encoded !== 'string') return '';
  try {
    const challenge = (JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' ? challenge : '';
  } catch {
    return '';
  }
}

function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('a passkey route ran without requireSession');
  return request.session;
}

const refusalText = (reason: PasskeyRefusal | 'noChallenge' | 'expired') => (reason === 'expired' ? PASSKEY_TEXTS.expired : PASSKEY_TEXTS.notVerified);

export function registerPasskeyRoutes(app: FastifyInstance, services: PasskeyServices, config: RelyingPartyConfig): void {
  const rpOf = (request: FastifyRequest): RelyingParty => relyingPartyOf(config, request.protocol, request.host);
  registerEnrolmentRoutes(app, services, rpOf);
  registerSignInRoutes(app, services, rpOf);
}

function registerEnrolmentRoutes(app: FastifyInstance, services: PasskeyServices, rpOf: (request: FastifyRequest) => RelyingParty): void {
  const { passkeys, users, sessions } = services;
  const signedIn = requireSession(sessions, 'full');
  const list = (userId: number): PasskeyListDto => ({
    passkeys: passkeys.listOf(userId).map(passkeyDto),
    removalPhone: removalPhoneMasked(services.identities, userId),
  });
  const removerOf = (session: Session) => ({ userId: session.userId, username: users.findById(session.userId)?.username ?? '', sessionId: session.id });

  app.get(PASSKEYS_PATH, { onRequest: signedIn, schema: { querystring: EmptyQuerySchema, response: listAnswers } }, async (request) => gatewaySuccess(list(sessionOf(request).userId)));

  app.post(PASSKEY_REGISTRATION_OPTIONS_PATH, { onRequest: signedIn, schema: optionsSchema }, async (request, reply) => {
    const session = sessionOf(request);
    const user = users.findById(session.userId);
    if (!user) return sendAreaError(request, reply, 401, 'Unauthorized');
    const options = await beginRegistration(services, { id: user.id, username: user.username, displayName: `${user.firstName} ${user.lastName}` }, session.id, rpOf(request));
    return gatewaySuccess({ options });
  });

  app.post<{ Body: { name: string; response: RegistrationResponseJSON } }>(PASSKEYS_PATH, { onRequest: signedIn, schema: addSchema }, async (request, reply) => {
    const session = sessionOf(request);
    const name = passkeyName(request.body.name);
    if (name === null) return sendAreaError(request, reply, 400, PASSKEY_TEXTS.invalidName);
    const outcome = await finishRegistration(services, { userId: session.userId, binding: session.id, rp: rpOf(request), response: request.body.response, name, client: clientOf(request) });
    if (!outcome.ok) {
      const text = outcome.reason === 'alreadyEnrolled' ? PASSKEY_TEXTS.alreadyAdded : outcome.reason === 'expired' ? PASSKEY_TEXTS.expired : PASSKEY_TEXTS.notAdded;
      return sendAreaError(request, reply, 400, text);
    }
    return gatewaySuccess({ passkey: passkeyDto(outcome.passkey), ...list(session.userId) });
  });

  app.withTypeProvider<TypeBoxTypeProvider>().post(PASSKEY_RENAME_PATH, { onRequest: signedIn, schema: renameSchema }, async (request, reply) => {
    const session = sessionOf(request);
    const name = passkeyName(request.body.name);
    if (name === null) return sendAreaError(request, reply, 400, PASSKEY_TEXTS.invalidName);
    if (!passkeys.rename(session.userId, request.body.id, name)) return sendAreaError(request, reply, 404, 'Not Found');
    return gatewaySuccess(list(session.userId));
  });

  app.post(PASSKEY_REMOVAL_OPTIONS_PATH, { onRequest: signedIn, schema: optionsSchema }, async (request, reply) => {
    const session = sessionOf(request);
    if (!passkeys.hasAny(session.userId)) return sendAreaError(request, reply, 404, 'Not Found');
    return gatewaySuccess({ options: await beginAuthentication(passkeys, 'removeLast', session.id, session.userId, rpOf(request)) });
  });

  app.withTypeProvider<TypeBoxTypeProvider>().post(PASSKEY_REMOVAL_CODE_PATH, { onRequest: signedIn, schema: removalCodeSchema }, async (request, reply) => {
    const sent = sendRemovalCode(services, removerOf(sessionOf(request)), request.body.id);
    switch (sent.kind) {
      case 'sent':
        return gatewaySuccess({ maskedPhone: sent.maskedPhone });
      case 'notFound':
        return sendAreaError(request, reply, 404, 'Not Found');
      case 'notLast':
        return sendAreaError(request, reply, 409, PASSKEY_TEXTS.notLast);
      case 'noPhone':
        return sendAreaError(request, reply, 409, PASSKEY_TEXTS.noPhone);
      case 'lockedOut':
        return sendAreaError(request, reply, 429, PASSKEY_TEXTS.lockedOut);
      case 'limited':
        reply.header('retry-after', String(Math.max(1, Math.ceil(sent.retryAfterMs / 1000))));
        return sendAreaError(request, reply, 429, MESSAGES.codeSendLimit(sent.retryAfterMs));
    }
  });

  app.post<{ Body: { id: string; response?: AuthenticationResponseJSON; code?: string } }>(PASSKEY_REMOVE_PATH, { onRequest: signedIn, schema: removeSchema }, async (request, reply) => {
    const session = sessionOf(request);
    const rp = rpOf(request);
    const { id, response, code } = request.body;
    type Removal = { ok: true } | { ok: false; status: 400 | 403 | 404 | 429; text: string };
    const removal = services.db.transaction((): Removal => {
      if (!passkeys.ofUserById(session.userId, id)) return { ok: false, status: 404, text: 'Not Found' };
      if (passkeys.listOf(session.userId).length === 1 && code !== undefined) {
        // The last one with a code: the one sent to the phone on file for this removal, used up here.
        const used = spendRemovalCode(services, removerOf(session), id, code);
        if (!used.ok) return { ok: false, ...CODE_REFUSALS[used.reason] };
      } else if (passkeys.listOf(session.userId).length === 1) {
        // The last one: only with a fresh assertion of it, over this session's removal challenge.
        if (!response) return { ok: false, status: 403, text: PASSKEY_TEXTS.lastNeedsVerification };
        const challenge = challengeOf(response);
        const taken = passkeys.takeChallenge('removeLast', session.id, challenge, session.userId);
        if (!taken.ok) return { ok: false, status: 400, text: refusalText(taken.reason) };
        const verified = verifyPasskeyAssertion(passkeys, { userId: session.userId, response, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRpId: rp.rpId });
        if (!verified.ok) return { ok: false, status: 400, text: refusalText(verified.reason) };
      }
      passkeys.remove(session.userId, id);
      recordFactorChange(services.securityEvents, 'removed', 'passkey', session.userId, clientOf(request));
      return { ok: true };
    })();
    if (!removal.ok) return sendAreaError(request, reply, removal.status, removal.text);
    return gatewaySuccess(list(session.userId));
  });
}

function registerSignInRoutes(app: FastifyInstance, services: PasskeyServices, rpOf: (request: FastifyRequest) => RelyingParty): void {
  const { passkeys, users, sessions, attempts } = services;

  /** Raises `session` to full with the passkey: the new cookie, or the refusal. */
  const signIn = (request: FastifyRequest, reply: FastifyReply, session: Session) => {
    const completion = completeSignIn(services, session, users.findById(session.userId), 'passkey');
    if (completion.kind === 'completed') {
      setSessionCookie(request, reply, completion.session);
      return identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
    }
    if (completion.kind === 'sessionLimit') return identityAnswer(AUTH_CODES.invalidData, completion.message);
    return identityAnswer(AUTH_CODES.unavailable, MESSAGES.notLoggedIn);
  };

  // Second factor: a password-level session of a user with a passkey.
  app.post(PASSKEY_FACTOR_OPTIONS_PATH, { schema: { ...factorOptionsSchema, 'x-session': 'password' } }, async (request) => {
    const session = sessions.find(sessionIdOf(request));
    const user = session ? users.findById(session.userId) : null;
    if (!session || session.level !== 'password' || !user || user.blocked) return identityAnswer(AUTH_CODES.unavailable, MESSAGES.notLoggedIn);
    sessions.touch(session);
    const policy = passkeyPolicyOf(passkeys, user);
    if (policy === 'none') return identityAnswer(AUTH_CODES.preconditionRequired, PASSKEY_TEXTS.noPasskey);
    const answer: PasskeyFactorOptionsResponse = {
      ...identityAnswer(AUTH_CODES.authNotCompleted, MESSAGES.passkeyRequired),
      options: await beginAuthentication(passkeys, 'signIn', session.id, user.id, rpOf(request)),
      fallback: policy === 'offered' && user.secondFactor !== 'none' ? user.secondFactor : null,
    };
    return answer;
  });

  app.put<{ Body: { response: AuthenticationResponseJSON } }>(PASSKEY_FACTOR_PATH, { schema: { ...assertionSchema, 'x-session': 'password' } }, async (request, reply) => {
    const session = sessions.find(sessionIdOf(request));
    if (!session || session.level !== 'password') return identityAnswer(AUTH_CODES.unavailable, MESSAGES.notLoggedIn);
    sessions.touch(session);
    const rp = rpOf(request);
    const { response } = request.body;
    const challenge = challengeOf(response);
    const verified = services.db.transaction(() => {
      const taken = passkeys.takeChallenge('signIn', session.id, challenge, session.userId);
      if (!taken.ok) return taken;
      return verifyPasskeyAssertion(passkeys, { userId: session.userId, response, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRpId: rp.rpId });
    })();
    if (!verified.ok) {
      recordPasskeySignInRefused(services.securityEvents, session.userId, clientOf(request));
      return identityAnswer(AUTH_CODES.invalidData, refusalText(verified.reason));
    }
    return signIn(request, reply, session);
  });

  // Without a username: the challenge is bound to a cookie of this browser's.
  app.post(PASSKEY_SIGN_IN_OPTIONS_PATH, { schema: factorOptionsSchema }, async (request, reply) => {
    const ceremony = randomBytes(16).toString('hex');
    setPasskeyCeremonyCookie(request, reply, ceremony, PASSKEY_CHALLENGE_TTL_MS / 1000);
    const answer: PasskeyFactorOptionsResponse = {
      ...identityAnswer(AUTH_CODES.ok, MESSAGES.ok),
      options: await beginAuthentication(passkeys, 'usernameless', ceremony, null, rpOf(request)),
    };
    return answer;
  });

  app.post<{ Body: { response: AuthenticationResponseJSON } }>(PASSKEY_SIGN_IN_PATH, { schema: assertionSchema }, async (request, reply) => {
    const ceremony = passkeyCeremonyOf(request);
    const rp = rpOf(request);
    const { response } = request.body;
    const challenge = challengeOf(response);
    const credential = typeof response.id === 'string' ? passkeys.find(response.id) : null;
    const verified = services.db.transaction(() => {
      if (!ceremony) return { ok: false as const, reason: 'noChallenge' as const };
      const taken = passkeys.takeChallenge('usernameless', ceremony, challenge, null);
      if (!taken.ok) return taken;
      if (!credential) return { ok: false as const, reason: 'unknownCredential' as const };
      return verifyPasskeyAssertion(passkeys, { userId: credential.userId, response, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRpId: rp.rpId });
    })();
    const user = credential ? users.findById(credential.userId) : null;
    if (!verified.ok || !credential || !user) {
      recordPasskeySignInRefused(services.securityEvents, user?.id ?? null, clientOf(request));
      return identityAnswer(AUTH_CODES.invalidData, refusalText(verified.ok ? 'unknownCredential' : verified.reason));
    }
    // A new sign-in ends whatever session the browser had, as the password's does.
    const previous = sessionIdOf(request);
    if (previous) sessions.end(previous, 'newSignIn');
    const attempt = attempts.start('Login', { userId: user.id });
    return signIn(request, reply, sessions.create(user.id, 'password', attempt.id, clientOf(request)));
  });
}
