// Browser storage behind named keys (spec part 2 §9: keys exist for last account, activity
// timestamp, logout, test mode; part 1 §9: cookie consent and remembered usernames).
// Never store secrets here: no passwords, codes or session ids.
export const LOCAL_KEYS = {
  cookieConsent: 'icp.cookieConsent',
  rememberedUsernames: 'icp.rememberedUsernames',
  lastAccount: 'icp.lastAccount',
  activityTimestamp: 'icp.activityTimestamp',
  logout: 'icp.logout',
  testMode: 'icp.testMode',
  loginVariant: 'icp.loginVariant',
} as const;

export const SESSION_KEYS = {
  loginStatusError: 'icp.loginStatusError',
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage disabled (private mode, quota): behave as empty
  }
}

export function readLocal(key: LocalKey): string | null {
  return safe(() => window.localStorage.getItem(key), null);
}

export function writeLocal(key: LocalKey, value: string): void {
  safe(() => window.localStorage.setItem(key, value), undefined);
}

export function removeLocal(key: LocalKey): void {
  safe(() => window.localStorage.removeItem(key), undefined);
}

/** Logout clears local storage (spec part 1 §4) but keeps what the user chose to keep. */
export function clearLocalExcept(keep: readonly LocalKey[]): void {
  safe(() => {
    const kept = keep.map((k) => [k, window.localStorage.getItem(k)] as const);
    window.localStorage.clear();
    kept.forEach(([k, v]) => v !== null && window.localStorage.setItem(k, v));
  }, undefined);
}

export function writeSession(key: SessionKey, value: string): void {
  safe(() => window.sessionStorage.setItem(key, value), undefined);
}
