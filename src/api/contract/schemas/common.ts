// Schema pieces several services share.
import { Type, type TSchema } from '@sinclair/typebox';

/** One of these strings, as a JSON schema `enum` (one clear 400: 'must be one of A, B'), typed as their union. */
export const oneOfStrings = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** The schema, or null. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An account number as the custodian issues them (C40017238): capitals and digits. */
export const ACCOUNT_NUMBER_PATTERN = '^[A-Z0-9]{6,20}$';

/** A GET without a query (any query field is refused). */
export const EmptyQuerySchema = Type.Object({}, { additionalProperties: false });

/** A body that must be empty (absent, or {}). */
export const EmptyBodySchema = Type.Object({}, { additionalProperties: false });
/** A request id (an idempotency key) as the SPA makes them: a UUID, in either letter case. */
export const REQUEST_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
