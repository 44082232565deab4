// JSON schemas shared by several routes. Every body schema refuses unknown fields.

/** The identity service's request envelope; its content is opaque to this gateway. */
export const requestBaseInfoSchema = { type: 'object', maxProperties: 32 } as const;

/** A body that must be empty (absent, or {}). */
export const emptyBodySchema = { type: 'object', additionalProperties: false, properties: {} } as const;
