// JSON schemas shared by several routes. Every body schema refuses unknown fields.
import { ACCOUNT_NUMBER_PATTERN } from '../../../src/api/contract/schemas/common';

/** An object of exactly these properties (no other field); `required` defaults to all of them. */
export const closedObject = <P extends Record<string, object>>(properties: P, required: readonly (keyof P & string)[] = Object.keys(properties)) =>
  ({ type: 'object', additionalProperties: false, required: [...required], properties }) as const;

export { ACCOUNT_NUMBER_PATTERN };

/** A body of exactly one account number, under the field name the call uses. */
/** A body of exactly the account number in `field` and the (required) fields of `more`. */
export const accountNumberBody = (field: string, more: Record<string, object> = {}) =>
  closedObject({ [field]: { type: 'string', pattern: ACCOUNT_NUMBER_PATTERN }, ...more });

/** A GET without a query (any query field is refused). */
export { EmptyQuerySchema as emptyQuerySchema } from '../../../src/api/contract/schemas/common';
