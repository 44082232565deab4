// Runtime guards of the action-item answers (contract/actionItems.ts): the SPA checks every answer
// with them at the boundary; the gateway's tests check its answers with them.
import {
  ACTION_ITEM_STATUSES,
  APPROVAL_KINDS,
  REQUEST_TYPES,
  UNRECOGNIZED,
  type ActionItemDto,
  type AllowedAddressDetailDto,
  type InboundDepositDto,
  type ProofShownDto,
  type QuantityDto,
  type TravelRuleDataDto,
  type WireInstructionRequestDto,
} from './actionItems';
import { STEP_UP_METHODS } from './stepUp';
import { arrayOf, isBoolean, isCount, isDecimalString, isObject, isString, oneOf, orNull, type Fields, type Guard } from './guards';

const isText = isString;
const isTextOrNull = orNull(isString);
const isCountOrNull = orNull(isCount);
const all = (v: Fields, keys: readonly string[], guard: Guard<unknown>) => keys.every((k) => guard(v[k]));

const isQuantity: Guard<QuantityDto> = (v): v is QuantityDto =>
  isObject(v) && isText(v.asset) && isDecimalString(v.valueString) && isDecimalString(v.truncatedValueString);

const WIRE_REQUEST_TEXTS_OR_NULL = [
  'bankRoutingNumber', 'bankDetails', 'bicNumber', 'beneficiaryBankBic', 'intermediaryBankBic', 'intermediaryBankAccount', 'intermediaryBankDetails',
  'additionalBankDetails', 'checkerName', 'comments',
] as const;
const isFurtherCreditOrNull = (v: unknown): boolean => v === null || (isObject(v) && all(v, ['accountNumber', 'accountType', 'name'], isText));
/** A US bank (bankName, …, zipExt) or a non-US one (institutionName, legal address lines, …). */
const isBankInfoOrNull = (v: unknown): boolean =>
  v === null ||
  (isObject(v) &&
    (isText(v.bankName)
      ? all(v, ['address', 'city', 'stateCode', 'zip'], isText) && isTextOrNull(v.zipExt)
      : isText(v.institutionName) && all(v, ['legalAddressLine1', 'city', 'countryCode'], isText) &&
        all(v, ['legalAddressLine2', 'legalAddressLine3', 'area', 'stateOrProvince', 'zip'], isTextOrNull)));

const isWireInstructionRequest: Guard<WireInstructionRequestDto> = (v): v is WireInstructionRequestDto => {
  if (!isObject(v)) return false;
  const b = v.beneficiary;
  const maker = v.maker;
  return (
    isText(v.nickname) && (v.bankLocation === 'US' || v.bankLocation === 'NON_US') && isText(v.accountNumber) &&
    (v.accountType === 'ACCT' || v.accountType === 'IBAN') && (v.beneficiaryType === 'IND' || v.beneficiaryType === 'ENT') &&
    all(v, WIRE_REQUEST_TEXTS_OR_NULL, isTextOrNull) && isFurtherCreditOrNull(v.furtherCredit1) && isFurtherCreditOrNull(v.furtherCredit2) && isBankInfoOrNull(v.bankInfoDetails) &&
    isText(v.beneficiaryCountry) && isCount(v.requestDate) &&
    isObject(b) && all(b, ['entityName', 'firstName', 'lastName', 'state', 'zipCode'], isTextOrNull) && isText(b.address) && isText(b.city) &&
    (maker === null || (isObject(maker) && isText(maker.firstName) && isText(maker.lastName)))
  );
};

const TRAVEL_RULE_TEXTS = [
  'vaspName', 'firstName', 'lastName', 'entityName', 'countryCode', 'country', 'addressLine1', 'addressLine2', 'city', 'stateCode', 'state', 'zipCode', 'createdBy',
] as const;
export const isTravelRuleData: Guard<TravelRuleDataDto> = (v): v is TravelRuleDataDto =>
  isObject(v) && (v.disposition === null || v.disposition === UNRECOGNIZED) && orNull(isBoolean)(v.selfManaged) &&
  (v.partyType === null || v.partyType === 'INDIVIDUAL' || v.partyType === 'ENTITY') && all(v, TRAVEL_RULE_TEXTS, isTextOrNull) &&
  isText(v.beneficiaryAccount) && isCount(v.createdTime);

const isInboundDeposit: Guard<InboundDepositDto> = (v): v is InboundDepositDto =>
  isObject(v) && isText(v.network) && isText(v.fromAddress) && isText(v.transactionHash) && orNull(isTravelRuleData)(v.travelRuleData);

const isAllowedAddressDetail: Guard<AllowedAddressDetailDto> = (v): v is AllowedAddressDetailDto =>
  isObject(v) && isObject(v.allowedAddress) && all(v.allowedAddress, ['nickname', 'network', 'address'], isText);

const isProofShown: Guard<ProofShownDto> = (v): v is ProofShownDto =>
  isObject(v) && (STEP_UP_METHODS as readonly unknown[]).includes(v.method) && isTextOrNull(v.passkeyName) && isTextOrNull(v.phoneLast4) && isCount(v.signedTime);

const ITEM_TEXTS_OR_NULL = [
  'createdBy', 'checkerName', 'comments', 'asset', 'recipientAddress', 'beneficiaryName', 'beneficiaryAccount', 'institutionName',
  'otherInstitutionName', 'internalMessage',
] as const;

export const isActionItemDto: Guard<ActionItemDto> = (v): v is ActionItemDto =>
  isObject(v) && isText(v.referenceId) && oneOf(REQUEST_TYPES)(v.requestType) && orNull(oneOf(APPROVAL_KINDS))(v.approvalKind) &&
  oneOf(ACTION_ITEM_STATUSES)(v.status) && isBoolean(v.actionable) && isText(v.description) && isText(v.accountName) &&
  isText(v.accountNumber) && isCount(v.createdTime) && isCountOrNull(v.decidedTime) && all(v, ITEM_TEXTS_OR_NULL, isTextOrNull) &&
  orNull(isQuantity)(v.quantity) && orNull(oneOf(['INSTITUTION', 'SELF_MANAGED_WALLET'] as const))(v.destination) &&
  (v.institutionType === null || v.institutionType === 'INSTITUTIONAL_OTHER') && orNull(isWireInstructionRequest)(v.wireInstruction) &&
  orNull(isAllowedAddressDetail)(v.allowedAddressDetail) && orNull(isInboundDeposit)(v.inboundDeposit) &&
  orNull(isProofShown)(v.submitProof) && orNull(isProofShown)(v.decisionProof);

export const isActionItemList = arrayOf(isActionItemDto);
