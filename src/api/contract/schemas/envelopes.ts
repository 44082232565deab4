// The answer envelopes as TypeBox schemas (issue 28: the schemas are the types). The gateway puts
// them on its routes (Fastify validates nothing on the way out: it serializes with them, and the
// OpenAPI document shows them); the SPA derives its types from them with `import type` only, so no
// schema code reaches the browser (config/dependency-cruiser.cjs).
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { oneOfStrings } from './common';

/** { code, text } of a /gateway answer. */
export const GatewayStatusSchema = Type.Object({ code: Type.String(), text: Type.String() });

/** A /gateway success: { status: { code: '000000', text }, data }. */
export const gatewaySuccessOf = <T extends TSchema>(data: T) => Type.Object({ status: GatewayStatusSchema, data });

/** A /gateway error (any 4xx/5xx): { status: { code, text }, data: null }. */
export const GatewayErrorSchema = Type.Object({ status: GatewayStatusSchema, data: Type.Null() }, { description: 'An error: its code and a text the user can act on.' });

/** The answers of a /gateway call whose data is `data`: 200 the success, any 4xx the error. */
export const gatewayAnswers = <T extends TSchema>(data: T) => ({ 200: gatewaySuccessOf(data), '4xx': GatewayErrorSchema }) as const;

/** { code, message } of a /user answer (the identity and session service). */
export const IdentityStatusSchema = Type.Object({ code: Type.String(), message: Type.String() });

/** A /user answer: { responseBaseInfo: { status: { code, message } } } and the data fields it carries. */
export const identityAnswerOf = <T extends TProperties>(fields: T, options: { description?: string } = {}) =>
  Type.Object({ responseBaseInfo: Type.Object({ status: IdentityStatusSchema }), ...fields }, options);

/** A /user answer without data fields: every outcome of most calls. */
export const IdentityAnswerSchema = identityAnswerOf({});

/** An error of a /user call (any 4xx/5xx): the status alone, its code the HTTP status or the service's own. */
const IdentityErrorSchema = identityAnswerOf({}, { description: 'An error: its code and a message the user can act on.' });

/**
 * The answers of a /user call: 200 its outcome (code and message; the codes are in
 * contract/identity.ts), `answer` when it carries data fields, any 4xx the status alone.
 */
export const identityAnswers = <T extends TSchema = typeof IdentityAnswerSchema>(answer?: T) => ({ 200: answer ?? IdentityAnswerSchema, '4xx': IdentityErrorSchema }) as const;

/** One entry of the flag service's status array; severity E, W, I or S. */
export const StatusEntrySchema = Type.Object({
  code: Type.String(),
  message: Type.Optional(Type.String()),
  text: Type.Optional(Type.String()),
  severity: oneOfStrings(['E', 'W', 'I', 'S'] as const, { description: 'E error, W warning, I information, S success.' }),
  source: Type.Optional(Type.String()),
});

/** A flag-service answer: { data, status: StatusEntry[] }; data null when nothing is found. */
export const flagServiceAnswerOf = <T extends TSchema>(data: T) => Type.Object({ data: Type.Union([data, Type.Null()]), status: Type.Array(StatusEntrySchema) });

/** The answers of a flag-service call: 200 its answer (found or not), any 4xx a /gateway error (a query that breaks its schema). */
export const flagServiceAnswers = <T extends TSchema>(data: T) => ({ 200: flagServiceAnswerOf(data), '4xx': GatewayErrorSchema }) as const;
