// Redux DevTools sanitizers, also used by the session log (actionLog/): passwords, one-time codes,
// national-id digits, dates of birth and step-up challenges and proofs never reach the action log or an exported state,
// including redux-form field values and their change actions.
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
    'dob',
    // A step-up's challenge and proof (issue 26): never in an action by design (stepUp/sagas/signedCall.ts); redacted should one ever be.
    'challenge',
    'proof',
    'assertion',
  ].map((k) => k.toLowerCase()),
);

/** Deeper than any state or payload of the app: what lies below is redacted whole (fail closed). */
const MAX_DEPTH = 32;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(key.toLowerCase());
}

type Redact = (value: unknown) => unknown;

/**
 * A redactor: `value` with every sensitive key's value replaced by REDACTED. Copy on write: an
 * object holding nothing sensitive is returned as it is, so a redacted state shares what did not
 * change. `memo` (one per export) redacts an object met again (the next state's unchanged slices)
 * without walking it twice.
 */
export function createRedactor(memo: WeakMap<object, unknown> = new WeakMap()): Redact {
  const redact = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const known = memo.get(value);
    if (known !== undefined) return known;
    if (depth > MAX_DEPTH) return REDACTED;
    let out: unknown = value;
    if (Array.isArray(value)) {
      const items = value.map((item) => redact(item, depth + 1));
      if (items.some((item, i) => item !== value[i])) out = items;
    } else {
      let copy: Record<string, unknown> | null = null;
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        const next = isSensitiveKey(key) && v !== undefined && v !== '' ? REDACTED : redact(v, depth + 1);
        if (next !== v) copy ??= { ...(value as Record<string, unknown>) };
        if (copy) copy[key] = next;
      }
      if (copy) out = copy;
    }
    memo.set(value, out);
    return out;
  };
  return (value) => redact(value, 0);
}

/** `value` with every sensitive key's value replaced by REDACTED (unchanged parts shared). */
export function redactDeep(value: unknown): unknown {
  return createRedactor()(value);
}

interface ReduxFormMeta {
  field?: string;
}

/** The DevTools' action sanitizer: `sanitizeAction` with a redactor of its own. */
export function actionSanitizer<A extends Action>(action: A): A {
  return sanitizeAction(action, redactDeep);
}

/** redux-form's CHANGE/BLUR carry the raw value as payload with the field name in meta. */
export function sanitizeAction<A extends Action>(action: A, redact: Redact): A {
  const a = action as A & { payload?: unknown; meta?: ReduxFormMeta };
  const field = a.meta?.field;
  if (typeof a.type === 'string' && a.type.startsWith('@@redux-form/') && field && isSensitiveKey(lastSegment(field))) {
    return { ...a, payload: REDACTED };
  }
  if (a.payload === undefined) return action;
  const payload = redact(a.payload);
  return payload === a.payload ? action : ({ ...a, payload } as A);
}

export function stateSanitizer<S>(state: S): S {
  return redactDeep(state) as S;
}

function lastSegment(field: string): string {
  const parts = field.split('.');
  return parts[parts.length - 1] ?? field;
}

/** What the store's Redux DevTools connection needs (store.ts): boot loads this module for it. */
export interface DevToolsSanitizers {
  actionSanitizer: typeof actionSanitizer;
  stateSanitizer: typeof stateSanitizer;
}
