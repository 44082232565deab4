// Account types (spec part 1 §3, part 2 §1). The wire values the gateway sends.
export const ACCOUNT_TYPES = ['CUSTODY', 'SUB_CUSTODY', 'COLLATERAL', 'MARKET_MAKER'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}
