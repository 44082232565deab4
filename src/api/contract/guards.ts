// The runtime-guard primitives the contract's answer and request checks are built from (the SPA
// checks answers at the boundary with them; the gateway checks what it receives).
import { DECIMAL_STRING_PATTERN } from './constants';
export type Guard<T> = (value: unknown) => value is T;
export type Fields = Record<string, unknown>;

export const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isNonEmptyString = (v: unknown): v is string => isString(v) && v.trim() !== '';
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isCount = (v: unknown): v is number => isNumber(v) && Number.isInteger(v) && v >= 0;
const DECIMAL = new RegExp(DECIMAL_STRING_PATTERN);
/** A decimal string: no exponent, no grouping. */
export const isDecimalString = (v: unknown): v is string => isString(v) && DECIMAL.test(v);

export const arrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(item);
export const oneOf =
  <T extends string>(values: readonly T[]): Guard<T> =>
  (v): v is T =>
    isString(v) && (values as readonly string[]).includes(v);
export const orNull =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (v): v is T | null =>
    v === null || guard(v);
