// Calls of the saved-instructions feature (spec part 2 §7), named as the spec names them; shapes are
// the contract's (contract/savedInstructions.ts) and every answer is checked at the boundary
// (contract/savedInstructionGuards.ts). Delete calls answer the status the delete dialogs compare.
import { gatewayGet as get, gatewayPost as post, gatewayPostForStatus as postForStatus, gatewayPut as put, isAnyData } from '../transport/gatewayCalls';
import {
  isActivationPeriodsDto,
  isInstitutionList,
  isNicknameValidationDto,
  isNonUsBankDto,
  isSavedDigitalAssetInstructionDto,
  isSavedDigitalAssetInstructionList,
  isSavedWireInstructionDto,
  isSavedWireInstructionPage,
  isSdaiStateDto,
  isUsBankDto,
  isWireInstructionValidationDto,
} from '../contract/savedInstructionGuards';
import {
  SAVED_INSTRUCTION_PATHS as PATHS,
  type CreateDigitalAssetInstructionDto,
  type CreateWireInstructionDto,
  type SavedInstructionListQuery,
  type SdaiDisableDto,
  type SdaiEditDto,
  type SdaiEnableDto,
} from '../contract/savedInstructions';

export const getSavedWireInstructions = (query: SavedInstructionListQuery) => get(PATHS.wireInstructions, isSavedWireInstructionPage, query);
// The creates and the non-US check: the form shows why one failed (under its field, else above its
// buttons: sagas/createWireInstruction.ts), so no banner as well (one message per failure).
export const createWireInstruction = (body: CreateWireInstructionDto) => post(PATHS.wireInstructions, body, isSavedWireInstructionDto, 'page');
/** The non-US form checked by the gateway's rules (its bank by BIC among them) before it is created (spec part 2 §7). */
export const validateNonUsWireInstruction = (body: CreateWireInstructionDto) => post(PATHS.nonUsWireValidate, body, isWireInstructionValidationDto, 'page');
export const validateWireNickname = (nickname: string, fdasAccountNumber: string) =>
  get(PATHS.wireNicknameValidate, isNicknameValidationDto, { nickname, fdasAccountNumber });
export const disableWireInstruction = (accountInstructionId: string) => postForStatus(PATHS.wireDisable, { accountInstructionId });

/** The list (v3 while the eu-trvl-rule flag is on, v1 otherwise: spec part 2 §7). */
export const getSavedDigitalAssetInstructions = (accountNumber: string, euTravelRule: boolean) =>
  post(euTravelRule ? PATHS.addressListV3 : PATHS.addressList, { accountNumber }, isSavedDigitalAssetInstructionList);
/** The same list for the Mint tab, which shows its own text when it fails (issue 27: where minted FIDD goes). */
export const getMintDestinationAddresses = (accountNumber: string, euTravelRule: boolean) =>
  post(euTravelRule ? PATHS.addressListV3 : PATHS.addressList, { accountNumber }, isSavedDigitalAssetInstructionList, 'page');
/** The create (v3 with eu-trvl-rule, v1 otherwise: spec part 2 §7). */
export const createDigitalAssetInstruction = (body: CreateDigitalAssetInstructionDto, euTravelRule: boolean) =>
  post(euTravelRule ? PATHS.addressCreateV3 : PATHS.addressCreate, body, isSavedDigitalAssetInstructionDto, 'page');
export const deleteDigitalAssetInstruction = (addressId: string) => postForStatus(PATHS.addressDelete, { addressId });
export const validateDigitalAssetNickname = (nickname: string, accountNumber: string) =>
  post(PATHS.addressNicknameValidate, { nickname, accountNumber }, isNicknameValidationDto);
export const getActivationPeriods = (accountNumber: string) => post(PATHS.activationPeriods, { accountNumber }, isActivationPeriodsDto);

export const getBankByRoutingNumber = (routingNumber: string) => get(PATHS.bankByRouting, isUsBankDto, { routingNumber });
export const getBankByBic = (bic: string) => get(PATHS.bankByBic, isNonUsBankDto, { transitNumber: bic, transitIdentifierType: 'BIC' });
export const validateIban = (iban: string) => post(PATHS.ibanValidate, { iban }, isAnyData);
export const getInstitutions = () => get(PATHS.institutions, isInstitutionList);

export const enableSdai = (body: SdaiEnableDto) => post(PATHS.sdaiConfig, body, isSdaiStateDto);
export const editSdai = (body: SdaiEditDto) => put(PATHS.sdaiConfig, body, isSdaiStateDto);
export const disableSdai = (body: SdaiDisableDto) => post(PATHS.sdaiDisable, body, isSdaiStateDto);
