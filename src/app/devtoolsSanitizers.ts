// Redux DevTools sanitizers: passwords, one-time codes and national-id digits never reach the
// action log or an exported state, including redux-form field values and their change actions.
import type { Action } from 'redux';

export const REDACTED = '[redacted]';

const SENSITIVE_KEYS = new Set(
  [
    'password',
    'newPassword',
    'confirmPassword',
    'currentPassword',
    'securityCode',
    'otp',
    'oneTimeCode',
    'code2fa',
    'ssn',
    'ssnLast4',
    'last4Ssn',
    'nationalIdLast4',
  ].map((k) => k.toLowerCase()),
);

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(key.toLowerCase());
}

/** Deep copy of `value` with every sensitive key's value replaced by REDACTED. */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSensitiveKey(key) && v !== undefined && v !== '' ? REDACTED : redactDeep(v, depth + 1);
  }
  return out;
}

interface ReduxFormMeta {
  field?: string;
}

/** redux-form's CHANGE/BLUR carry the raw value as payload with the field name in meta. */
export function actionSanitizer<A extends Action>(action: A): A {
  const a = action as A & { payload?: unknown; meta?: ReduxFormMeta };
  const field = a.meta?.field;
  if (typeof a.type === 'string' && a.type.startsWith('@@redux-form/') && field && isSensitiveKey(lastSegment(field))) {
    return { ...a, payload: REDACTED };
  }
  if (a.payload === undefined) return action;
  return { ...a, payload: redactDeep(a.payload) } as A;
}

export function stateSanitizer<S>(state: S): S {
  return redactDeep(state) as S;
}

function lastSegment(field: string): string {
  const parts = field.split('.');
  return parts[parts.length - 1] ?? field;
}
