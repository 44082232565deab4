// Validation messages. Those quoted in the spec are exact; the others (marked "ours") are this
// portal's wording where the spec says "not shown" (see docs/spec-choices.md).
import { FIELD_MESSAGES } from './fieldMessages';

export const VALIDATION_MESSAGES = {
  ...FIELD_MESSAGES,
  passwordLength: 'Error: Password must be between 8 and 20 characters.', // ours
  passwordForbiddenSymbols: 'Error: Password cannot contain # & * < > { } [ ]', // ours
  passwordSequence: 'Error: Password cannot contain sequences of numbers or letters, such as 123 or abc.', // ours
  passwordPersonalInfo: 'Error: Password cannot contain your username or name.', // ours
  passwordMismatch: 'Error: Passwords do not match.', // ours
  dateOfBirth: 'Error: Enter a valid date of birth as MM/DD/YYYY.', // ours
  ssnLast4: 'Error: Enter the last 4 digits of your Social Security number.', // ours
  usZip: 'Error: Enter a 5-digit ZIP code or ZIP+4.', // ours
  name: 'Error: Use letters, spaces, apostrophes, periods and hyphens only.', // ours
  securityCode: 'Error: Enter the 6-digit security code.', // ours
  newUsername: 'Error: Use 6 to 15 letters, digits, periods, underscores or hyphens.', // ours
} as const;
