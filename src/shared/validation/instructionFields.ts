// Field rules shared by both saved-instruction forms (spec part 2 §5): the nickname, and the
// helpers the two forms build on. Each returns the spec's message or undefined.
import { asText, cannotStartWith, firstError, maxLength, required, type Validator } from './core';
import { INSTRUCTION_MESSAGES as M } from './savedInstructionMessages';

export const NICKNAME_MIN = 6;
export const NICKNAME_MAX = 34;

export const requiredText: Validator = required;
export const max = maxLength;
export const startsNotWith = (prefixes: readonly string[]): Validator => cannotStartWith(prefixes, M.cannotStartWith);

export const matches =
  (pattern: RegExp, message: string): Validator =>
  (value) =>
    pattern.test(asText(value)) ? undefined : message;

/** Wire and digital asset nickname: 6–34 of letters, digits, space, period, hyphen; not '-' or ':' first. */
export const validateNickname: Validator = firstError(
  requiredText,
  startsNotWith(['-', ':']),
  (value) => (asText(value).length < NICKNAME_MIN ? M.nicknameLength : undefined),
  max(NICKNAME_MAX),
  matches(/^[A-Za-z0-9 .-]*$/, M.specialCharacters),
);

/** Only when a value is given. */
export const optional =
  (validate: Validator): Validator =>
  (value) =>
    asText(value) === '' ? undefined : validate(value);

/** A select: required; with no options to choose from, the technical-problem message. */
export const validateSelect =
  (options: readonly string[]): Validator =>
  (value) => {
    if (options.length === 0) return M.noOptions;
    return options.includes(asText(value)) ? undefined : M.required;
  };
