// Bodies of the control API. Every field is typed and unknown fields are refused.
import { FEATURE_FLAGS } from '../../../src/api/contract/featureFlags';
import { MAX_ACTION_LOG_SIZE } from '../../../src/api/contract/config';

/** An ISO 8601 instant with an explicit offset, e.g. 2026-11-20T15:30:00-05:00 (the handler checks the date exists). */
export const ISO_WITH_OFFSET = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

export const maintenanceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['on'],
  properties: { on: { type: 'boolean' } },
} as const;

export const clockBody = {
  type: 'object',
  additionalProperties: false,
  required: ['now'],
  properties: { now: { type: 'string', pattern: ISO_WITH_OFFSET } },
} as const;

export const flagsBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, { type: 'boolean' }])),
} as const;

export const faultBody = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'status'],
  properties: {
    path: { type: 'string', pattern: '^/(gateway|user)(/|$)', maxLength: 300 },
    // 0 (delay only) or 400–599: the handler checks the gap between them.
    status: { type: 'integer', minimum: 0, maximum: 599 },
    // Up to two minutes: beyond the SPA's 30 s request timeout (src/api/transport/client.ts).
    delayMs: { type: 'integer', minimum: 0, maximum: 120000, default: 0 },
    times: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    // Closes the connection without an answer (after delayMs); status must be 0.
    drop: { type: 'boolean', default: false },
    // Only calls of this method, where a path serves several (a list read and a create); any when absent.
    method: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
    // Only this very path, not the paths below it (a call and its /options); a prefix when false.
    exact: { type: 'boolean', default: false },
  },
} as const;

const text = { type: 'string', maxLength: 500 } as const;
const count = { type: 'number', minimum: 0 } as const;
/** A partial AppConfig; the merged result is checked again with configProblems. */
export const configBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    environment: { enum: ['mock', 'production'] },
    gatewayBaseUrl: text,
    identityHost: text,
    appNumber: { type: 'string', pattern: '^[A-Za-z0-9]{1,20}$' },
    cookieConsentScriptUrl: text,
    traderUiUrl: text,
    pushPollLimit: count,
    pushPollIntervalMs: count,
    inactivityTimeoutMs: count,
    sessionCountdownSeconds: count,
    activityDebounceMs: count,
    spinnerDelayMs: count,
    maintenancePollIntervalMs: count,
    sessionKeepAliveMs: count,
    actionLogSize: { type: 'integer', minimum: 0, maximum: MAX_ACTION_LOG_SIZE },
  },
} as const;

/** A username in a control path (demo usernames and registered ones). */
export const usernameParams = {
  type: 'object',
  additionalProperties: false,
  required: ['username'],
  properties: { username: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,15}$' } },
} as const;

/**
 * GET /__mock/otp: username=U or phone=<E.164 digits> (the handler wants exactly one). The '+' is
 * optional: unencoded in a query it arrives as a space, which is taken for it too.
 */
export const otpQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,15}$' },
    phone: { type: 'string', pattern: '^[+ ]?[1-9][0-9]{6,14}$' },
  },
} as const;
