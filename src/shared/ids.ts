// Id generation behind a function sagas `call`, so tests provide ids and payloads carry them.
export function newId(): string {
  return crypto.randomUUID();
}

/** Device-risk session token for login: a generated id without dashes (spec part 1 §3). */
export function newTmxToken(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
