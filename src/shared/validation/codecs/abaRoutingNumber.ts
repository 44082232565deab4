// The US ABA routing number checksum (spec part 2 §5): 9 digits, weights 3-7-1 repeated, the sum a
// multiple of 10, not all zeros. The only hand-written codec (ADR 0010): no kept library owns it.
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

export function isValidAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === '000000000') return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(value[i]) * (WEIGHTS[i] as number);
  return sum % 10 === 0;
}
