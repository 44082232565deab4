// Contract: the lookup service's country list (spec part 2 §3). The SPA reads exactly these shapes
// and the reference gateway answers exactly these shapes.
//
// Answers, sessions and bodies follow the money-movement conventions in moneyMovement.ts.
import type { Static } from '@sinclair/typebox';
import { arrayOf, isObject, isString, type Guard } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import type { CountrySchema } from './schemas/platform';

export const COUNTRY_PATHS = {
  countries: `${MONEY_MOVEMENT_BASE}/api/v1/lookup/address/country/list`,
} as const;

// ── Country list ────────────────────────────────────────────────────────────────────────────────
// GET …/api/v1/lookup/address/country/list
//   request  none
//   answer   data: CountryDto[] — ISO 3166-1 countries, USA first, then by name.
/** The shape is the schema of schemas/platform.ts. */
export type CountryDto = Static<typeof CountrySchema>;

// ── Runtime guards ──────────────────────────────────────────────────────────────────────────────

export const isCountryDto: Guard<CountryDto> = (v): v is CountryDto => isObject(v) && isString(v.name) && isString(v.codeTwo);

export const isCountryList = arrayOf(isCountryDto);

/** "USA is moved to the top" (spec part 2 §3): the USA first, the others in the order given. The gateway orders its list with it, and the SPA applies it to whatever list it receives. */
export function usaFirst<T extends CountryDto>(countries: readonly T[]): T[] {
  return [...countries.filter((c) => c.codeTwo === 'US'), ...countries.filter((c) => c.codeTwo !== 'US')];
}
