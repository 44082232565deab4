// How the tests look for a secret (a password, a one-time code, national-id digits) in text and in
// JSON values: the e2e journeys' scan of URLs, storage and the action log, and the gateway's tables.

/**
 * Whether `text` holds `secret`. A secret made of digits counts only as a whole token: not inside a
 * longer run of letters and digits ('#5307aa', '1763742816123'), and not as a part of a decimal
 * number ('0.5307', '5307.5', '1,5307'). After sign-in the log holds hundreds of balances, prices
 * and colours, and a 4-digit or random 6-digit secret would match one of them by chance. Any other
 * secret (a password) is found anywhere.
 */
export function holds(text: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return text.includes(secret);
  const isAlnum = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);
  const isDigit = (c: string | undefined) => c !== undefined && /\d/.test(c);
  for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) {
    const before = text[at - 1];
    const after = text[at + secret.length];
    if (isAlnum(before) || isAlnum(after)) continue;
    if ((before === '.' || before === ',') && isDigit(text[at - 2])) continue;
    if ((after === '.' || after === ',') && isDigit(text[at + secret.length + 1])) continue;
    return true;
  }
  return false;
}

/**
 * Where a JSON value holds `secret` in one of its strings or keys ('$.3.payload.code: "123456"'),
 * or null. Numbers are data, never a leak: a leaked secret travels as a string and is found there.
 * A string that is itself JSON (a stored value) is searched the same way.
 */
export function findInJson(value: unknown, secret: string, path = '$'): string | null {
  if (typeof value === 'string') {
    const nested = parseJson(value);
    if (nested !== undefined && typeof nested !== 'string') return findInJson(nested, secret, `${path}(json)`);
    return holds(value, secret) ? `${path}: ${JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value)}` : null;
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [key, item] of entries) {
    if (holds(key, secret)) return `${path}: key ${JSON.stringify(key)}`;
    const found = findInJson(item, secret, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

function parseJson(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
