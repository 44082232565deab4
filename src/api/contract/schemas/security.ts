// The SECURITY page's requests and answers as schemas: security events, sessions and passkeys
// (contract/security.ts and passkeys.ts derive their types from them; the gateway validates
// requests and serializes answers with them; docs/openapi.json shows them). Issues 25 and 26.
import { Type } from '@sinclair/typebox';
import { SECURITY_EVENT_DETAILS, SECURITY_EVENT_KINDS, SECURITY_EVENT_OUTCOMES, SESSION_PUBLIC_ID_PATTERN } from '../constants';
import { nullable, oneOfStrings } from './common';
import { identityAnswerOf } from './envelopes';

// ── Security events and sessions ───────────────────────────────────────────────────────────────

const ADDRESS = nullable(Type.String({ description: "The client's address as the gateway saw it; null when unknown." }));
const USER_AGENT = nullable(Type.String({ description: "The browser's User-Agent, at most 256 characters; null when none was sent." }));

export const SecurityEventSchema = Type.Object(
  {
    at: Type.String({ description: "ISO 8601, the gateway's clock." }),
    kind: oneOfStrings(SECURITY_EVENT_KINDS),
    outcome: oneOfStrings(SECURITY_EVENT_OUTCOMES),
    detail: nullable(oneOfStrings(SECURITY_EVENT_DETAILS, { description: 'The channel, the factor, the refusal, the lockout\'s cause or how a session ended.' })),
    address: ADDRESS,
    userAgent: USER_AGENT,
  },
  { description: 'Never a password, a code or a session id.' },
);

/** GET …/security/events: the signed-in user's events of the last 30 days, newest first (at most 500). */
export const SecurityEventListSchema = Type.Object({ events: Type.Array(SecurityEventSchema) });

export const SessionSchema = Type.Object({
  id: Type.String({ description: 'The public id (32 hex digits, unrelated to the session id): what "Sign out" sends.' }),
  current: Type.Boolean({ description: 'The session this call came with.' }),
  startedAt: Type.String({ description: 'ISO 8601: when its sign-in began.' }),
  lastActiveAt: Type.String({ description: 'ISO 8601: its latest call.' }),
  address: ADDRESS,
  userAgent: USER_AGENT,
});

/** GET …/security/sessions: the signed-in user's live sessions, this one marked. */
export const SessionListSchema = Type.Object({ sessions: Type.Array(SessionSchema) });

/** POST …/security/sessions/end and …/end-others. */
export const EndedSessionsSchema = Type.Object({ ended: Type.Integer({ minimum: 0, description: 'How many sessions were ended.' }) });

/** POST …/security/sessions/end: one of the user's other sessions, by its public id (404 for any id that is not one). */
export const EndSessionRequestSchema = Type.Object({ sessionId: Type.String({ pattern: SESSION_PUBLIC_ID_PATTERN }) }, { additionalProperties: false });

// ── Passkeys ───────────────────────────────────────────────────────────────────────────────────

/** A passkey's id of the gateway's (not the credential id). */
const PASSKEY_ID = Type.String({ pattern: '^[0-9a-f]{32}$' });
/** A WebAuthn response as @simplewebauthn/browser gives it: read by the gateway, which refuses what it cannot use. */
const WEBAUTHN_RESPONSE = Type.Record(Type.String(), Type.Unknown(), { maxProperties: 8, description: 'The WebAuthn response as @simplewebauthn/browser gives it.' });
/** The length cap bounds the work; the gateway's own check (1–64 once trimmed) gives the text. */
const PASSKEY_NAME = Type.String({ minLength: 1, maxLength: 200, description: 'What the user calls it: 1 to 64 characters once trimmed.' });
/** WebAuthn's options as JSON, handed to the browser as they are (the browser checks them). */
const WEBAUTHN_OPTIONS = Type.Object({}, { additionalProperties: true, description: "WebAuthn's options as JSON (with the challenge), for navigator.credentials." });

export const PasskeySchema = Type.Object({
  id: Type.String({ description: "An id of the gateway's for rename and remove (not the credential id)." }),
  name: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601.' }),
  lastUsedAt: nullable(Type.String({ description: 'ISO 8601; null before its first use.' })),
});

/** GET …/security/passkeys, and the answer of every change to them. */
export const PasskeyListSchema = Type.Object({
  passkeys: Type.Array(PasskeySchema),
  removalPhone: Type.Optional(nullable(Type.String({ description: 'The phone on file (masked) a code to remove the last passkey goes to; null when there is none.' }))),
});

/** POST …/security/passkeys: the list, with the passkey added. */
export const PasskeyAddedSchema = Type.Object({ passkey: PasskeySchema, ...PasskeyListSchema.properties });

/** POST …/registration-options and …/removal-options. */
export const PasskeyOptionsSchema = Type.Object({ options: WEBAUTHN_OPTIONS });

/** POST …/removal-code: where the code went. */
export const PasskeyRemovalCodeSentSchema = Type.Object({ maskedPhone: Type.String() });

/** The sign-in options answers: WebAuthn's options, and whether SMS or push may be used instead. */
export const PasskeyFactorOptionsAnswerSchema = identityAnswerOf({
  options: Type.Optional(WEBAUTHN_OPTIONS),
  fallback: Type.Optional(
    nullable(oneOfStrings(['push', 'sms'] as const, { description: "The user's other second factor, when the firm allows it as a fallback; null when only the passkey will do." })),
  ),
});

export const PasskeyAddRequestSchema = Type.Object({ name: PASSKEY_NAME, response: WEBAUTHN_RESPONSE }, { additionalProperties: false });

export const PasskeyRenameRequestSchema = Type.Object({ id: PASSKEY_ID, name: PASSKEY_NAME }, { additionalProperties: false });

/** The last passkey: a fresh assertion of it (`response`), or a code sent to the phone on file (`code`) — not both. */
export const PasskeyRemoveRequestSchema = Type.Object(
  { id: PASSKEY_ID, response: Type.Optional(WEBAUTHN_RESPONSE), code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })) },
  { additionalProperties: false, not: { required: ['response', 'code'] } },
);

export const PasskeyIdRequestSchema = Type.Object({ id: PASSKEY_ID }, { additionalProperties: false });

/** A passkey's assertion (sign-in): the WebAuthn response. */
export const PasskeyAssertionRequestSchema = Type.Object({ response: WEBAUTHN_RESPONSE }, { additionalProperties: false });
