// Display masks (spec part 1 §2: remembered usernames; part 2 §5: masked values).

/** All but the last 3 characters starred: 'demo.plain' → '*******ain'. */
export function maskUsername(username: string): string {
  const shown = 3;
  return '*'.repeat(Math.max(0, username.length - shown)) + username.slice(-shown);
}

/**
 * Only the last 4 characters shown, padded with X: '+1 212 555 0147' → 'XXXXXXX0147'. Separators
 * are dropped first; an already masked value stays as it is.
 */
export function maskLast4(value: string): string {
  const chars = value.replace(/[^0-9A-Za-z]/g, '');
  return 'X'.repeat(Math.max(0, chars.length - 4)) + chars.slice(-4);
}
