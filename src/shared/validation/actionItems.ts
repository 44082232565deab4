// The action items' two forms (spec part 1 §5, §9): the comments of an approval or rejection, and
// the travel-rule originator form of an inbound deposit. Pure rules returning the spec's texts; the
// SPA's forms and the gateway both run them (not in the validation index: only the action-items
// chunk loads them). Letters are Unicode letters (names and cities are not only ASCII; the comments'
// rule names a-z and A-Z, so it stays ASCII).
import { asText, type Validator } from './core';
import { VALIDATION_MESSAGES } from './messages';
import { isUsStateCode } from './usStates';

export const COMMENTS_MAX = 45;
export const COMMENTS_ROWS = 2;
export const ADDRESS_LINE_MAX = 70;
export const CITY_MAX = 35;
export const POSTAL_CODE_MAX = 16;
export const REGION_MAX = 35;
export const NAME_MAX = 100;
export const CUSTODY_PROVIDER_MAX = 100;

export const ACTION_ITEM_VALIDATION_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  /** Spec part 1 §5, comments. */
  commentsCharacters: 'Accepted characters are letters (a-z, A-Z), numbers (0-9), and the following symbols & , . - $',
  commentsLength: VALIDATION_MESSAGES.maxLength(COMMENTS_MAX),
  /** Spec part 1 §5, the inbound deposit form's error texts. */
  custodyProvider: 'Custody Provider must be valid',
  institution: 'Institution must be valid',
  firstName: 'First Name must be valid',
  lastName: 'Last Name must be valid',
  address: 'Address must be valid',
  city: 'City must be valid',
  region: 'Region name must be valid',
  postalCode: 'Postal code must be valid',
} as const;
const M = ACTION_ITEM_VALIDATION_MESSAGES;

// ── Comments ──────────────────────────────────────────────────────────────────────────────────

export const RESPONSES = ['APPROVE', 'REJECT'] as const;
export type ActionItemResponse = (typeof RESPONSES)[number];

const COMMENT_TEXT = /^[A-Za-z0-9 .,$&-]*$/;

/** Comments: letters, digits, space and . , $ & - only, at most 45; required to reject, optional to approve. */
export function validateComments(response: ActionItemResponse, value: unknown): string | undefined {
  const text = asText(value);
  if (text.trim() === '') return response === 'REJECT' ? M.required : undefined;
  if (!COMMENT_TEXT.test(text)) return M.commentsCharacters;
  return text.length > COMMENTS_MAX ? M.commentsLength : undefined;
}

// ── Travel-rule originator form ───────────────────────────────────────────────────────────────

export const PARTY_TYPES = ['INDIVIDUAL', 'ENTITY'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];
export const US_COUNTRY_CODE = 'US';

/** What the originator form holds (spec part 1 §3, travel-rule data). */
export interface TravelRuleFormValues {
  partyType: PartyType;
  firstName?: string;
  lastName?: string;
  entityName?: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  /** A US state's code (US only). */
  stateCode?: string;
  /** The region (other countries). */
  state?: string;
  zipCode: string;
  /** The assets came from a self-hosted wallet: no custody provider. */
  selfManaged: boolean;
  /** The custody provider (a VASP), required unless self-hosted. */
  vaspName?: string;
}
export type TravelRuleField = keyof TravelRuleFormValues;

/** Required text, at most `limit`, and matching `pattern` (whole value): one message for every failure. */
const text =
  (limit: number, pattern: RegExp | null, message: string, isRequired = true): Validator =>
  (value) => {
    const v = asText(value);
    if (v.trim() === '') return isRequired ? message : undefined;
    if (v.length > limit) return message;
    return pattern && !pattern.test(v) ? message : undefined;
  };

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;
const ALPHANUMERIC_AND_SPACES = /^[\p{L}\p{N} ]+$/u;
const PROVIDER_TEXT = /^[\p{L}\p{N} &]+$/u;
/** No control characters (free text otherwise: addresses, institution and region names). */
const PRINTABLE = /^[^\p{Cc}]+$/u;

export const validatePartyType: Validator = (v) => ((PARTY_TYPES as readonly unknown[]).includes(v) ? undefined : M.required);
export const validateFirstName = text(NAME_MAX, LETTERS_AND_SPACES, M.firstName);
export const validateLastName = text(NAME_MAX, LETTERS_AND_SPACES, M.lastName);
export const validateInstitution = text(NAME_MAX, PRINTABLE, M.institution);
export const validateCountryCode: Validator = (v) => (/^[A-Z]{2}$/.test(asText(v)) ? undefined : M.required);
export const validateAddressLine1 = text(ADDRESS_LINE_MAX, PRINTABLE, M.address);
export const validateAddressLine2 = text(ADDRESS_LINE_MAX, PRINTABLE, M.address, false);
export const validateCity = text(CITY_MAX, LETTERS_AND_SPACES, M.city);
export const validateTravelRuleUsState: Validator = (v) => (isUsStateCode(v) ? undefined : M.required);
export const validateRegion = text(REGION_MAX, PRINTABLE, M.region);
export const validatePostalCode = text(POSTAL_CODE_MAX, ALPHANUMERIC_AND_SPACES, M.postalCode);
export const validateCustodyProvider = text(CUSTODY_PROVIDER_MAX, PROVIDER_TEXT, M.custodyProvider);

/** The fields the form shows for these values: the party's names, US state or region, custody provider unless self-hosted. */
export function visibleTravelRuleFields(values: Partial<TravelRuleFormValues>): TravelRuleField[] {
  const fields: TravelRuleField[] = ['partyType'];
  fields.push(...(values.partyType === 'ENTITY' ? (['entityName'] as const) : (['firstName', 'lastName'] as const)));
  fields.push('countryCode', 'addressLine1', 'addressLine2', 'city', values.countryCode === US_COUNTRY_CODE ? 'stateCode' : 'state', 'zipCode', 'selfManaged');
  if (values.selfManaged !== true) fields.push('vaspName');
  return fields;
}

const RULES: Record<TravelRuleField, Validator> = {
  partyType: validatePartyType,
  firstName: validateFirstName,
  lastName: validateLastName,
  entityName: validateInstitution,
  countryCode: validateCountryCode,
  addressLine1: validateAddressLine1,
  addressLine2: validateAddressLine2,
  city: validateCity,
  stateCode: validateTravelRuleUsState,
  state: validateRegion,
  zipCode: validatePostalCode,
  selfManaged: (v) => (typeof v === 'boolean' || v === undefined ? undefined : M.required),
  vaspName: validateCustodyProvider,
};

/** Errors of the visible fields (spec part 1 §5, the inbound deposit form's table). */
export function validateTravelRule(values: Partial<Record<TravelRuleField, unknown>>): Partial<Record<TravelRuleField, string>> {
  const errors: Partial<Record<TravelRuleField, string>> = {};
  for (const field of visibleTravelRuleFields(values as Partial<TravelRuleFormValues>)) {
    const message = RULES[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The visible fields only, trimmed, empty ones left out (what the SPA sends and the gateway stores). */
export function travelRuleOf(values: Partial<TravelRuleFormValues>): TravelRuleFormValues {
  const out: Record<string, unknown> = {};
  for (const field of visibleTravelRuleFields(values)) {
    const value = values[field];
    if (field === 'selfManaged') out[field] = value === true;
    else if (typeof value === 'string' && value.trim() !== '') out[field] = value.trim();
  }
  return out as unknown as TravelRuleFormValues;
}

