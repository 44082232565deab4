// The identity and session service's requests and answers as schemas (contract/identity.ts derives
// its types from them; the gateway validates requests and serializes answers with them;
// docs/openapi.json shows them). Spec part 2 §4, §5 and §7; part 1 §7.
import { Type } from '@sinclair/typebox';
import { DEVICE_SESSION_ID_PATTERN, IDENTITY_FLOWS, LOGIN_FLOWS, LOGIN_HEADERS, PUSH_CHALLENGE_ID_PATTERN, PUSH_STATUSES } from '../constants';
import { oneOfStrings } from './common';
import { identityAnswerOf } from './envelopes';

const LOGIN_FLOW_TYPES = Object.keys(LOGIN_FLOWS) as Array<keyof typeof LOGIN_FLOWS>;

/** The identity service's request envelope: flowType, if sent, names a flow; no other field. */
export const RequestBaseInfoSchema = Type.Object(
  { flowType: Type.Optional(oneOfStrings(LOGIN_FLOW_TYPES, { description: 'The flow the call belongs to; its X-Event-Type and X-Sub-Event-Type headers must name the same flow.' })) },
  { additionalProperties: false },
);

/**
 * The login flow's headers (names as Fastify reads them, lower case): the event and sub-event of a
 * known flow and the device-risk session id. Required on the sign-in calls; on the identity search
 * all three or none. Other headers pass.
 */
export function loginHeadersSchema(required: boolean) {
  const field = (schema: ReturnType<typeof Type.String>) => (required ? schema : Type.Optional(schema));
  return Type.Object(
    {
      [LOGIN_HEADERS.event.toLowerCase()]: field(Type.String({ maxLength: 64, description: "The flow's event, e.g. 'login' (spec part 2 §4)." })),
      [LOGIN_HEADERS.subEvent.toLowerCase()]: field(Type.String({ maxLength: 64, description: "The flow's sub-event, e.g. 'fdas_login'." })),
      [LOGIN_HEADERS.deviceRiskToken.toLowerCase()]: field(Type.String({ pattern: DEVICE_SESSION_ID_PATTERN, description: 'The device-risk session id (tmxToken): 32 hex digits.' })),
    },
    { additionalProperties: true },
  );
}

// ── Sign-in ─────────────────────────────────────────────────────────────────────────────────────

export const PasswordAuthenticationRequestSchema = Type.Object(
  {
    requestBaseInfo: Type.Optional(RequestBaseInfoSchema),
    username: Type.String({ minLength: 1, maxLength: 15 }),
    password: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);

export const LoginRequestSchema = Type.Object({ requestBaseInfo: Type.Optional(RequestBaseInfoSchema) }, { additionalProperties: false });

/** POST /user/session/login's answer: with the push sent to a push user's device while it is pending. */
export const SessionLoginAnswerSchema = identityAnswerOf({
  pushChallengeId: Type.Optional(Type.String({ description: 'The push challenge to poll (GET /user/factor/push/status/{challengeId}); sent with 1201 when a push went out.' })),
});

export const PushStatusParamsSchema = Type.Object({ challengeId: Type.String({ pattern: PUSH_CHALLENGE_ID_PATTERN }) }, { additionalProperties: false });

/** GET /user/factor/push/status/{challengeId}'s answer: the field Status is read (spec part 1 §7). */
export const PushStatusAnswerSchema = identityAnswerOf({
  Status: oneOfStrings(PUSH_STATUSES, { description: 'PENDING until the user answers on the device; APPROVED completes the sign-in (the poll that reads it sets the full session).' }),
});

// ── Phones and one-time codes ───────────────────────────────────────────────────────────────────

export const PhoneAttributesQuerySchema = Type.Object({ attributes: oneOfStrings(['phone'] as const) }, { additionalProperties: false });

export const MaskedPhoneSchema = Type.Object({
  id: Type.String({ description: 'A token for this phone, valid for this sign-in or identity flow only (what the send call takes).' }),
  maskedNumber: Type.String({ description: 'The number masked to its last 4 digits, padded with X.' }),
  country: Type.String({ description: "'US', 'UK' or another ISO 3166 alpha-2 code." }),
});

/** GET /user/identity/attributes?attributes=phone's answer: 1200, or 1204 with an empty list when none is on file. */
export const PhoneAttributesAnswerSchema = identityAnswerOf({
  phones: Type.Optional(Type.Array(MaskedPhoneSchema, { description: 'Absent when the call is refused (1403: codes are not part of this sign-in).' })),
});

export const SendCodeRequestSchema = Type.Object(
  { requestBaseInfo: Type.Optional(RequestBaseInfoSchema), phone: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'A phone id of the phones answer.' }) },
  { additionalProperties: false },
);

export const VerifyCodeRequestSchema = Type.Object(
  {
    requestBaseInfo: Type.Optional(RequestBaseInfoSchema),
    // The length cap only bounds the work; the gateway's own check gives the SPA's message.
    securityCode: Type.String({ maxLength: 32, description: 'The 6-digit code received (spaces around it are ignored).' }),
  },
  { additionalProperties: false },
);

// ── Identity flows (register, forgotten username, forgotten password) ──────────────────────────

const text = (maxLength: number) => Type.String({ maxLength });

export const IdentitySearchRequestSchema = Type.Object(
  {
    requestBaseInfo: Type.Object({ flowType: oneOfStrings(IDENTITY_FLOWS, { description: 'The identity flow the search starts.' }) }, { additionalProperties: false }),
    filter: Type.Object(
      {
        firstName: text(64),
        lastName: text(64),
        dob: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: "Date of birth, 'YYYY-MM-DD'." }),
        ssnLast4: text(16),
        zip: Type.Optional(text(16)),
      },
      { additionalProperties: false, description: 'The identity to find; the same rules as the form (a 400 names the field).' },
    ),
  },
  { additionalProperties: false },
);

/** GET /user/identity/username's answer, once a one-time code verified the identity. */
export const UsernameAnswerSchema = identityAnswerOf({ username: Type.Optional(Type.String({ description: 'Sent with 1200; absent with 1404.' })) });

export const PasswordEnrollmentRequestSchema = Type.Object({ username: text(64), password: text(64) }, { additionalProperties: false });

export const PasswordResetRequestSchema = Type.Object({ newPassword: text(64) }, { additionalProperties: false });
