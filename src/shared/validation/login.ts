// Login (spec part 1 §5, part 2 §5): username max 15 and password max 20, both required.
import { asText, firstError, maxLength, required, validateRecord } from './core';
import { VALIDATION_MESSAGES } from './messages';

export const USERNAME_MAX = 15;
export const PASSWORD_MAX = 20;

export const validateUsername = firstError(required, maxLength(USERNAME_MAX));
export const validateLoginPassword = firstError(required, maxLength(PASSWORD_MAX));

/** A username chosen at registration: 6 to 15 of letters, digits, '.', '_' and '-'. */
export const NEW_USERNAME_PATTERN = /^[A-Za-z0-9._-]{6,15}$/;
export const validateNewUsername = firstError(validateUsername, (value) =>
  NEW_USERNAME_PATTERN.test(asText(value)) ? undefined : VALIDATION_MESSAGES.newUsername,
);

export interface LoginValues {
  username: string;
  password: string;
}

export const validateLogin = (values: Partial<LoginValues>) =>
  validateRecord(values, { username: validateUsername, password: validateLoginPassword });
