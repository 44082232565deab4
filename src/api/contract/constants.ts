// The contract's enumerations and bounds, shared by the SPA (its forms, its guards) and the
// gateway's schemas (schemas/*.ts). Plain constants: importing them brings no schema code into the
// browser, and the schemas import them without a cycle through the contract files that derive
// their types from the schemas.

/** Up to this many days of balance history (POST …/api/v1/accounts/balance/history). */
export const BALANCE_HISTORY_MAX_DAYS = 365;

/** A decimal string of an amount: digits, an optional point and digits, an optional minus; no exponent, no grouping. */
export const DECIMAL_STRING_PATTERN = '^-?\\d+(\\.\\d+)?$';
/** A calendar day, 'YYYY-MM-DD'. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** SecurityDto.type: fiat (USD: offered only with wire-create) or commodity (digital assets). */
export const SECURITY_TYPES = ['fiat', 'commodity'] as const;
/** SecurityDto.status. */
export const SECURITY_STATUSES = ['ACTIVE', 'DISABLED'] as const;
