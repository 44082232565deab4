// Password enrollment (spec part 2 §5): case sensitive; no number or letter sequences or personal
// information; the symbols # & * < > { } [ ] are not allowed; password and confirmation match.
import { asText } from './core';
import { VALIDATION_MESSAGES as M } from './messages';

export const PASSWORD_MIN = 8;
export const PASSWORD_ENROLL_MAX = 20;
export const FORBIDDEN_PASSWORD_SYMBOLS = ['#', '&', '*', '<', '>', '{', '}', '[', ']'] as const;

/** The advice shown beside the password fields. */
export const PASSWORD_ADVICE = [
  'Use 8 to 20 characters. Passwords are case sensitive.',
  'Do not use sequences of numbers or letters (such as 123 or abc) or personal information.',
  'These symbols are not allowed: # & * < > { } [ ]',
] as const;

/** Three or more consecutive ascending or descending digits or letters (123, cba), case-insensitive. */
export function hasSequence(password: string, run = 3): boolean {
  const chars = password.toLowerCase();
  for (let i = 0; i + run <= chars.length; i++) {
    const codes = [...chars.slice(i, i + run)].map((c) => c.charCodeAt(0));
    const sameKind = codes.every((c) => isDigitCode(c)) || codes.every((c) => isLetterCode(c));
    if (!sameKind) continue;
    const steps = codes.slice(1).map((c, j) => c - (codes[j] as number));
    if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
  }
  return false;
}

const isDigitCode = (c: number) => c >= 48 && c <= 57;
const isLetterCode = (c: number) => c >= 97 && c <= 122;

export interface PasswordContext {
  username?: string;
  firstName?: string;
  lastName?: string;
}

export function validateNewPassword(value: unknown, context: PasswordContext = {}): string | undefined {
  const password = asText(value);
  if (password === '') return M.required;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_ENROLL_MAX) return M.passwordLength;
  if (FORBIDDEN_PASSWORD_SYMBOLS.some((s) => password.includes(s))) return M.passwordForbiddenSymbols;
  if (hasSequence(password)) return M.passwordSequence;
  const lower = password.toLowerCase();
  const personal = [context.username, context.firstName, context.lastName]
    .map((p) => (p ?? '').trim().toLowerCase())
    .filter((p) => p.length >= 3);
  if (personal.some((p) => lower.includes(p))) return M.passwordPersonalInfo;
  return undefined;
}

export function validatePasswordConfirmation(confirmation: unknown, password: unknown): string | undefined {
  if (asText(confirmation) === '') return M.required;
  return asText(confirmation) === asText(password) ? undefined : M.passwordMismatch;
}
