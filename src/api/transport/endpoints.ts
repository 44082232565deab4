// Paths the API layer itself needs to recognise (spec part 1 §7, part 2 §7). Feature API modules
// keep their own paths; the ones here drive interceptor rules and the system calls.
import { MONEY_MOVEMENT_BASE } from '../contract/moneyMovement';

export { LOGIN_STATUS_PATH, PUBLIC_STATUS_PATH } from '../contract/status';
export const SESSION_LOGIN_PATH = '/user/session/login';
export const PASSWORD_AUTHENTICATION_PATH = '/user/factor/password/authentication';
export const HISTORICAL_BURN_ADDRESSES_PATH = `${MONEY_MOVEMENT_BASE}/api/v2/digitalasset/address/historical`;
export const FEATURE_FLAG_PATH = `${MONEY_MOVEMENT_BASE}/api/v1/feature`;
export const PUBLIC_FEATURE_FETCH_PATH = `${MONEY_MOVEMENT_BASE}/api/v2/public/feature/fetch`;

/**
 * The path of a request URL without origin, query or fragment: '/gateway/x?a=1' → '/gateway/x'.
 * Never throws: an unparsable URL is returned without its query.
 */
export function requestPath(url: string | undefined): string {
  if (!url) return '';
  let path = url;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      path = url;
    }
  }
  return path.split(/[?#]/, 1)[0] ?? '';
}

/** 'get' / undefined → 'GET'. */
export function requestMethod(method: string | undefined): string {
  return (method ?? 'get').toUpperCase();
}
