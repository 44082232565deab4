// The answer envelopes as TypeBox schemas (issue 28: the schemas are the types). The gateway puts
// them on its routes (Fastify validates nothing on the way out: it serializes with them, and the
// OpenAPI document shows them); the SPA derives its types from them with `import type` only, so no
// schema code reaches the browser (config/dependency-cruiser.cjs).
import { Type, type TSchema } from '@sinclair/typebox';

/** { code, text } of a /gateway answer. */
export const GatewayStatusSchema = Type.Object({ code: Type.String(), text: Type.String() });

/** A /gateway success: { status: { code: '000000', text }, data }. */
export const gatewaySuccessOf = <T extends TSchema>(data: T) => Type.Object({ status: GatewayStatusSchema, data });

/** A /gateway error (any 4xx/5xx): { status: { code, text }, data: null }. */
export const GatewayErrorSchema = Type.Object({ status: GatewayStatusSchema, data: Type.Null() }, { description: 'An error: its code and a text the user can act on.' });

/** The answers of a /gateway call whose data is `data`: 200 the success, any 4xx the error. */
export const gatewayAnswers = <T extends TSchema>(data: T) => ({ 200: gatewaySuccessOf(data), '4xx': GatewayErrorSchema }) as const;
