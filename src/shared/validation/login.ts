// Login (spec part 1 §5, part 2 §5): username max 15 and password max 20, both required.
import { firstError, maxLength, required } from './core';

export const USERNAME_MAX = 15;
export const PASSWORD_MAX = 20;

export const validateUsername = firstError(required, maxLength(USERNAME_MAX));
export const validateLoginPassword = firstError(required, maxLength(PASSWORD_MAX));
