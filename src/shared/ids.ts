// Id generation behind a function sagas `call`, so tests provide ids and payloads carry them.
export function newId(): string {
  return crypto.randomUUID();
}

/**
 * A request's id (X-Request-Id): 32 hex digits, no dashes, so no run of digits in it stands alone
 * (a secret scan looking for 4 or 6 digits never mistakes a part of it for one).
 */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** Device-risk session token for login: a generated id without dashes (spec part 1 §3). */
export function newTmxToken(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
