// Masked inputs (spec part 2 §5): a paste keeps only the allowed characters, trimmed, cut to the
// room left; the masked display shows the last 4 characters padded with X. IBAN-like display:
// upper case, no spaces or symbols, at most 34, grouped in 4s.
export function cleanPaste(pasted: string, allowed: RegExp, current: string, maxLength: number): string {
  const kept = Array.from(pasted)
    .filter((c) => allowed.test(c))
    .join('')
    .trim();
  return kept.slice(0, Math.max(0, maxLength - current.length));
}

export function maskLast4(value: string): string {
  if (value.length <= 4) return value;
  return 'X'.repeat(value.length - 4) + value.slice(-4);
}

export function formatIbanDisplay(value: string): string {
  const compact = value.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 34);
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}
