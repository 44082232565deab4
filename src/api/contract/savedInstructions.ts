// Contract: saved wire instructions, saved digital asset instructions (the allow-list) and its
// settings, bank lookups (spec part 2 §2–§9, part 1 §5). The SPA and the reference gateway both
// import this file; the form rules are src/shared/validation (wireInstruction, digitalAssetInstruction).
// Answers use the gateway envelope { status: { code, text }, data } (contract/responses.ts).
// Failures: 400 { text: <the validator's message> } nothing stored; 401; 403 'Forbidden' (another
// firm's account or none); 403 'You are not entitled to <action> on this account'; 404 (another
// firm's instruction or none); 409 (nickname taken, maximum reached, sdaiUUID reused with another body);
// 409 while the allow-list is PENDING_DISABLEMENT; 403 SAVED_ADDRESS_FLAG_TEXTS while a flag (aa,
// disEnabled, mm-sdai) closes the call.
import type { DigitalAssetInstructionFormValues } from '../../shared/validation/digitalAssetInstruction';
import type { WireInstructionFormValues } from '../../shared/validation/wireInstruction';
import { MONEY_MOVEMENT_BASE as B } from './moneyMovement';

export type { DigitalAssetInstructionFormValues, WireInstructionFormValues };

export const SAVED_INSTRUCTION_PATHS = {
  wireInstructions: `${B}/api/v1/wireinstruction/external`,
  wireNicknameValidate: `${B}/api/v1/wireinstruction/nickname/validate`,
  wireDisable: `${B}/api/v1/wireinstruction/status/disable`,
  nonUsWireValidate: `${B}/api/v1/validations/non-us-wireinstruction`,
  addressList: `${B}/api/v1/token/address/withdraw/list`,
  /** The list's v3 (spec part 2 §7 "v3 also"): asked while the eu-trvl-rule flag is on, as the create's v3. */
  addressListV3: `${B}/api/v3/token/address/withdraw/list`,
  addressCreate: `${B}/api/v1/token/address/withdraw/create`,
  /** The create's v3 (spec part 2 §7 "v3 with eu-trvl-rule"). */
  addressCreateV3: `${B}/api/v3/token/address/withdraw/create`,
  addressDelete: `${B}/api/v1/token/address/withdraw/delete`,
  addressNicknameValidate: `${B}/api/v1/token/address/withdraw/nickname/validate`,
  activationPeriods: `${B}/api/v1/token/address/withdraw/activationperiod/list`,
  bankByRouting: `${B}/api/v1/bank`,
  bankByBic: `${B}/api/v2/bank`,
  ibanValidate: `${B}/api/v1/bank/iban/validate`,
  sdaiConfig: `${B}/api/v1/accounts/config/sdai`,
  sdaiDisable: `${B}/api/v1/accounts/config/sdai/disable`,
  institutions: `${B}/api/v1/digitalasset/institution`,
  institutionList: `${B}/api/v1/institution/list`,
  walletAddressValidate: '/gateway/institutional/wallet/api/v2/addresses/validate',
} as const;

export const INSTRUCTION_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
export type InstructionStatus = (typeof INSTRUCTION_STATUSES)[number];
/**
 * A saved address may also wait for its activation (issue 25): approved while the allow-list is
 * ENABLED, it is usable only from `activatesAt` (src/shared/validation/activationPeriod.ts).
 */
export const ADDRESS_INSTRUCTION_STATUSES = ['PENDING', 'PENDING_ACTIVATION', 'ACTIVE', 'INACTIVE'] as const;
export type AddressInstructionStatus = (typeof ADDRESS_INSTRUCTION_STATUSES)[number];

export interface SavedWireInstructionDto {
  accountInstructionId: string;
  nickname: string;
  routingNumber: string | null;
  beneficiaryBankBic: string | null;
  /** Masked to the last 4 characters (account number or IBAN). */
  accountNumber: string;
  bankLocation: 'US' | 'NON_US';
  /** Seconds since the epoch. */
  createdTime: number;
  processInstanceId: string;
  status: InstructionStatus;
}

/** GET wireInstructions query (spec part 2 §3). */
export interface SavedInstructionListQuery {
  page: number;
  count: number;
  fdasAccountNumber: string;
  active: boolean;
  pending: boolean;
  inactive: boolean;
}

export interface PagedDto<T> {
  items: T[];
  page: number;
  count: number;
  totalRecords: number;
}

export interface CreateWireInstructionDto extends WireInstructionFormValues {
  fdasAccountNumber: string;
  /** The create's idempotency key, one per opened form: sent again, the gateway answers the instruction it made. */
  requestId?: string;
}

export interface SavedDigitalAssetInstructionDto {
  addressId: string;
  network: string;
  nickname: string;
  address: string;
  createdTime: number;
  processInstanceId: string;
  /** As the gateway's clock reads it now: PENDING_ACTIVATION until `activatesAt`, ACTIVE from then. */
  status: AddressInstructionStatus;
  /** ISO 8601 (UTC): when an approved address became or becomes usable; null while PENDING, or when usable since its approval. */
  activatesAt: string | null;
}

export interface CreateDigitalAssetInstructionDto extends DigitalAssetInstructionFormValues {
  accountNumber: string;
}

export interface NicknameValidationDto {
  available: boolean;
}

export interface UsBankDto {
  bankName: string;
  address: string;
  city: string;
  stateCode: string;
  zip: string;
  zipExt: string | null;
}
export interface NonUsBankDto {
  institutionName: string;
  legalAddressLine1: string;
  legalAddressLine2: string | null;
  legalAddressLine3: string | null;
  area: string | null;
  city: string;
  countryCode: string;
  stateOrProvince: string | null;
  zip: string | null;
}

export interface ActivationPeriodsDto {
  periods: string[];
}
export const ACTIVATION_PERIODS = ['1 Day', '3 Days', '7 Days'] as const;

export interface SdaiEnableDto {
  accountNumber: string;
  activationPeriod: string;
  disclosureAcknowledged: true;
}
export interface SdaiEditDto {
  accountNumber: string;
  activationPeriod: string;
}
export interface SdaiDisableDto {
  accountNumber: string;
  disableSDAI: true;
}
export interface SdaiStateDto {
  accountNumber: string;
  aaEnabled: 'ENABLED' | 'DISABLED' | 'PENDING_DISABLEMENT';
  aaActivationPeriod: string | null;
}
export const SDAI_UPDATED_TEXT = 'Digital Asset Activation Period has been successfully updated';

/** The gateway's 403 texts while a flag closes a saved-address call (issue 27; docs/gateway.md "Allow-list flags"). */
export const SAVED_ADDRESS_FLAG_TEXTS = {
  /** aa off: enable, edit and disable. */
  allowListOff: 'The allow-list cannot be managed at this time. Its settings are unchanged.',
  /** disEnabled off: disable. */
  disablingOff: 'The allow-list cannot be disabled at this time. Its settings are unchanged.',
  /** mm-sdai off, a market-maker account: list, create, delete (the spec's text, part 2 §4). */
  marketMakerClosed: 'This account does not have access to this feature. Switch accounts to continue.',
} as const;

export interface InstitutionDto {
  id: string;
  name: string;
}

/** The success status of a delete (the delete dialogs close only on this code and text). */
export const WIRE_DELETED = { code: '000000', text: 'Instruction deleted successfully.' } as const;
export const ADDRESS_DELETED = { code: '000000', text: 'Instruction deleted successfully.' } as const;

/** The entitlement actions the saved-instruction calls check (spec part 2 §6; docs/gateway.md). */
export const SAVED_INSTRUCTION_ENTITLEMENTS = {
  view: 'FDAS_AS_INST_DASHBOARD',
  wireCreate: 'FDAS_AM_SICreate',
  addressCreate: 'FDAS_SAVED_INSTRUCTIONS_DIGITAL_AssetCreate',
  allowListAdmin: 'FDAS_FIRM_ADMIN_SDAI_ENABLE_DISABLE',
} as const;

/** POST …/api/v1/validations/non-us-wireinstruction (answer not shown: ours): the non-US form passed every rule. */
export interface WireInstructionValidationDto {
  valid: true;
}
