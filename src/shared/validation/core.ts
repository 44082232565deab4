// Generic rules: each returns the message for an invalid value, or undefined when valid
// (redux-form's validator contract). Shared by the SPA and the gateway.
import { FIELD_MESSAGES as M } from './fieldMessages';

export type Validator = (value: unknown) => string | undefined;

/** The text of a field value; a value that is no string, number or boolean (an object, a symbol) counts as empty. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : '';

export const required: Validator = (value) => (asText(value).trim() === '' ? M.required : undefined);

export const maxLength =
  (max: number): Validator =>
  (value) =>
    asText(value).length > max ? M.maxLength(max) : undefined;

export const cannotStartWith =
  (prefixes: readonly string[], message: (p: string) => string): Validator =>
  (value) => {
    const hit = prefixes.find((p) => asText(value).startsWith(p));
    return hit === undefined ? undefined : message(hit);
  };

/** Part 1 §5's generic rule "cannot end with a given character or string". */
export const cannotEndWith =
  (suffixes: readonly string[], message: (s: string) => string): Validator =>
  (value) => {
    const hit = suffixes.find((s) => asText(value).endsWith(s));
    return hit === undefined ? undefined : message(hit);
  };

/** Runs validators in order and returns the first message. */
export const firstError =
  (...validators: Validator[]): Validator =>
  (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message) return message;
    }
    return undefined;
  };

/** Validates a record of fields; returns only the fields in error. */
export function validateRecord<K extends string>(
  values: Partial<Record<K, unknown>>,
  rules: Record<K, Validator>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  (Object.keys(rules) as K[]).forEach((field) => {
    const message = rules[field](values[field]);
    if (message) errors[field] = message;
  });
  return errors;
}
