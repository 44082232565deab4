// Contract: saved wire instructions, saved digital asset instructions (the allow-list) and its
// settings, bank lookups (spec part 2 §2–§9, part 1 §5). The SPA and the reference gateway both
// import this file; the form rules are src/shared/validation (wireInstruction, digitalAssetInstruction).
// Answers use the gateway envelope { status: { code, text }, data } (contract/responses.ts).
// Failures: 400 { text: <the validator's message> } nothing stored; 401; 403 'Forbidden' (another
// firm's account or none); 403 'You are not entitled to <action> on this account'; 404 (another
// firm's instruction or none); 409 (nickname taken, maximum reached, sdaiUUID reused with another body);
// 409 while the allow-list is PENDING_DISABLEMENT; 403 SAVED_ADDRESS_FLAG_TEXTS while a flag (aa,
// disEnabled, mm-sdai) closes the call.
import type { Static } from '@sinclair/typebox';
import type { DigitalAssetInstructionFormValues } from '../../shared/validation/digitalAssetInstruction';
import { ACTIVATION_PERIODS, ADDRESS_INSTRUCTION_STATUSES, INSTRUCTION_STATUSES } from './constants';
import { MONEY_MOVEMENT_BASE as B } from './moneyMovement';
import type {
  ActivationPeriodsSchema,
  CreateDigitalAssetInstructionRequestSchema,
  CreateWireInstructionRequestSchema,
  InstitutionSchema,
  NicknameValidationSchema,
  NonUsBankSchema,
  SavedDigitalAssetInstructionSchema,
  SavedWireInstructionPageSchema,
  SavedWireInstructionSchema,
  SdaiDisableRequestSchema,
  SdaiEditRequestSchema,
  SdaiEnableRequestSchema,
  SdaiStateSchema,
  UsBankSchema,
  WireInstructionValidationSchema,
} from './schemas/savedInstructions';

export type { DigitalAssetInstructionFormValues };

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

export { ACTIVATION_PERIODS, ADDRESS_INSTRUCTION_STATUSES, INSTRUCTION_STATUSES };
export type InstructionStatus = (typeof INSTRUCTION_STATUSES)[number];
/** A saved address may also wait for its activation (issue 25): PENDING_ACTIVATION until its activatesAt. */
export type AddressInstructionStatus = (typeof ADDRESS_INSTRUCTION_STATUSES)[number];

// The shapes are the schemas of schemas/savedInstructions.ts (their descriptions say what each field holds).
export type SavedWireInstructionDto = Static<typeof SavedWireInstructionSchema>;
export type SavedWireInstructionPageDto = Static<typeof SavedWireInstructionPageSchema>;

/**
 * GET wireInstructions query (spec part 2 §3) as the SPA passes it to its client, which writes the
 * numbers and booleans as text: on the wire it is WireInstructionListQuerySchema (page, count as
 * digits; active, pending, inactive as 'true' / 'false').
 */
export interface SavedInstructionListQuery {
  page: number;
  count: number;
  fdasAccountNumber: string;
  active: boolean;
  pending: boolean;
  inactive: boolean;
}

export type CreateWireInstructionDto = Static<typeof CreateWireInstructionRequestSchema>;
export type SavedDigitalAssetInstructionDto = Static<typeof SavedDigitalAssetInstructionSchema>;
export type CreateDigitalAssetInstructionDto = Static<typeof CreateDigitalAssetInstructionRequestSchema>;
export type NicknameValidationDto = Static<typeof NicknameValidationSchema>;
export type UsBankDto = Static<typeof UsBankSchema>;
export type NonUsBankDto = Static<typeof NonUsBankSchema>;
export type ActivationPeriodsDto = Static<typeof ActivationPeriodsSchema>;
export type SdaiEnableDto = Static<typeof SdaiEnableRequestSchema>;
export type SdaiEditDto = Static<typeof SdaiEditRequestSchema>;
export type SdaiDisableDto = Static<typeof SdaiDisableRequestSchema>;
export type SdaiStateDto = Static<typeof SdaiStateSchema>;
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

export type InstitutionDto = Static<typeof InstitutionSchema>;

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
export type WireInstructionValidationDto = Static<typeof WireInstructionValidationSchema>;
