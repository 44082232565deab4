// Runtime guards of the saved-instruction answers (contract/savedInstructions.ts): the SPA checks
// every answer with them at the boundary; the gateway's tests check its answers with them.
import {
  ADDRESS_INSTRUCTION_STATUSES,
  INSTRUCTION_STATUSES,
  type ActivationPeriodsDto,
  type InstitutionDto,
  type NicknameValidationDto,
  type NonUsBankDto,
  type SavedWireInstructionPageDto,
  type SavedDigitalAssetInstructionDto,
  type SavedWireInstructionDto,
  type SdaiStateDto,
  type UsBankDto,
  type WireInstructionValidationDto,
} from './savedInstructions';

type Fields = Record<string, unknown>;
type Guard<T> = (v: unknown) => v is T;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isTextOrNull = (v: unknown): v is string | null => v === null || isText(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isStatus = (v: unknown) => (INSTRUCTION_STATUSES as readonly unknown[]).includes(v);
const isAddressStatus = (v: unknown) => (ADDRESS_INSTRUCTION_STATUSES as readonly unknown[]).includes(v);
const isInstant = (v: unknown): v is string => isText(v) && !Number.isNaN(Date.parse(v));
const listOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(guard);

export const isSavedWireInstructionDto: Guard<SavedWireInstructionDto> = (v): v is SavedWireInstructionDto =>
  isObject(v) && isText(v.accountInstructionId) && isText(v.nickname) && isTextOrNull(v.routingNumber) && isTextOrNull(v.beneficiaryBankBic) &&
  isText(v.accountNumber) && (v.bankLocation === 'US' || v.bankLocation === 'NON_US') && isCount(v.createdTime) && isText(v.processInstanceId) &&
  isStatus(v.status);

export const isSavedWireInstructionPage: Guard<SavedWireInstructionPageDto> = (v): v is SavedWireInstructionPageDto =>
  isObject(v) && listOf(isSavedWireInstructionDto)(v.items) && isCount(v.page) && isCount(v.count) && isCount(v.totalRecords);

export const isSavedDigitalAssetInstructionDto: Guard<SavedDigitalAssetInstructionDto> = (v): v is SavedDigitalAssetInstructionDto =>
  isObject(v) && isText(v.addressId) && isText(v.network) && isText(v.nickname) && isText(v.address) && isCount(v.createdTime) &&
  isText(v.processInstanceId) && isAddressStatus(v.status) && (v.activatesAt === null || isInstant(v.activatesAt)) &&
  (v.status !== 'PENDING_ACTIVATION' || v.activatesAt !== null);
export const isSavedDigitalAssetInstructionList = listOf(isSavedDigitalAssetInstructionDto);

export const isNicknameValidationDto: Guard<NicknameValidationDto> = (v): v is NicknameValidationDto => isObject(v) && typeof v.available === 'boolean';
export const isActivationPeriodsDto: Guard<ActivationPeriodsDto> = (v): v is ActivationPeriodsDto => isObject(v) && listOf(isText)(v.periods);
export const isInstitutionList = listOf((v): v is InstitutionDto => isObject(v) && isText(v.id) && isText(v.name));

export const isUsBankDto: Guard<UsBankDto> = (v): v is UsBankDto =>
  isObject(v) && isText(v.bankName) && isText(v.address) && isText(v.city) && isText(v.stateCode) && isText(v.zip) && isTextOrNull(v.zipExt);
export const isNonUsBankDto: Guard<NonUsBankDto> = (v): v is NonUsBankDto =>
  isObject(v) && isText(v.institutionName) && isText(v.legalAddressLine1) && isText(v.city) && isText(v.countryCode);

export const isSdaiStateDto: Guard<SdaiStateDto> = (v): v is SdaiStateDto =>
  isObject(v) && isText(v.accountNumber) && ['ENABLED', 'DISABLED', 'PENDING_DISABLEMENT'].includes(v.aaEnabled as string) && isTextOrNull(v.aaActivationPeriod);

export const isWireInstructionValidationDto = (v: unknown): v is WireInstructionValidationDto => isObject(v) && v.valid === true;
