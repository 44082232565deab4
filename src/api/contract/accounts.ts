// Account types (spec part 1 §3, part 2 §1). The wire values the gateway sends.
import { ACCOUNT_TYPES } from './constants';

export { ACCOUNT_TYPES } from './constants';
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}
