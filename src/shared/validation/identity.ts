// Identity search filter (spec part 2 §5): first name, last name, date of birth and the last 4 of
// the national id are required; the zip is optional. Also the one-time security code.
import { asText, firstError, maxLength, required, validateRecord, type Validator } from './core';
import { validateUsername } from './login';
import { VALIDATION_MESSAGES as M } from './messages';

export const NAME_MAX = 35;

const namePattern: Validator = (value) => (/^[A-Za-z][A-Za-z .'-]*$/.test(asText(value).trim()) ? undefined : M.name);

export const validatePersonName = firstError(required, maxLength(NAME_MAX), namePattern);

/** MM/DD/YYYY, a real calendar date, in the past and after 1900. `today` is 'YYYY-MM-DD'. */
export function validateDateOfBirth(value: unknown, today: string): string | undefined {
  const text = asText(value).trim();
  if (text === '') return M.required;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return M.dateOfBirth;
  const [, mm, dd, yyyy] = match as unknown as [string, string, string, string];
  const month = Number(mm);
  const day = Number(dd);
  const year = Number(yyyy);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || `${yyyy}-${mm}-${dd}` >= today) return M.dateOfBirth;
  return undefined;
}

/** 'MM/DD/YYYY' → 'YYYY-MM-DD' (assumes a valid date). */
export const toIsoDate = (mmddyyyy: string): string => {
  const [mm, dd, yyyy] = mmddyyyy.trim().split('/');
  return `${yyyy}-${mm}-${dd}`;
};

export const validateSsnLast4: Validator = (value) => {
  const text = asText(value).trim();
  if (text === '') return M.required;
  return /^\d{4}$/.test(text) ? undefined : M.ssnLast4;
};

export const validateOptionalUsZip: Validator = (value) => {
  const text = asText(value).trim();
  if (text === '') return undefined;
  return /^\d{5}(-\d{4})?$/.test(text) ? undefined : M.usZip;
};

export const validateSecurityCode: Validator = (value) => {
  const text = asText(value).trim();
  if (text === '') return M.required;
  return /^\d{6}$/.test(text) ? undefined : M.securityCode;
};

export interface IdentitySearchValues {
  firstName: string;
  lastName: string;
  dob: string;
  ssnLast4: string;
  zip?: string;
}

export const validateIdentitySearch = (values: Partial<IdentitySearchValues>, today: string) =>
  validateRecord(values, {
    firstName: validatePersonName,
    lastName: validatePersonName,
    dob: (v) => validateDateOfBirth(v, today),
    ssnLast4: validateSsnLast4,
    zip: validateOptionalUsZip,
  });

/** A username chosen at registration: 6 to 15 of letters, digits, '.', '_' and '-'. */
export const NEW_USERNAME_PATTERN = /^[A-Za-z0-9._-]{6,15}$/;
export const validateNewUsername = firstError(validateUsername, (value) =>
  NEW_USERNAME_PATTERN.test(asText(value)) ? undefined : M.newUsername,
);
