// Server checks of form fields (spec part 2 §5, part 1 §5), each only once the local rule passes,
// the latest value of a field winning (takeLatest per field):
//   nickname on blur:        (local rule) → uniqueness call → passed | 'Error: Nickname already in use. Please try again.'
//   routing number on blur:  9 digits, 3-7-1 checksum → GET bank → passed {bank} | 404 'Error: Please review your entry.'
//                            | other failure 'Error: Service temporarily unavailable.'
//   BIC, intermediary BIC on blur: 8 or 11, not …XXX → GET v2 bank → the same outcomes
//   IBAN as typed:           debounced 500 ms (a new keystroke restarts the wait), 5–34 after removing
//                            spaces → POST iban/validate → passed | 400 'IBAN Entry appears to be invalid, please review your entry.'
//                            | other failure 'Error: Service temporarily unavailable.'
// Each check: put fieldCheckStarted {key, value} → the call → fieldCheckPassed | fieldCheckFailed; a value
// the local rules refuse (or empty) puts fieldCheckCleared (the form shows the local message).
import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { NicknameValidationDto, NonUsBankDto, UsBankDto } from '../../../api/contract/savedInstructions';
import {
  getBankByBic,
  getBankByRoutingNumber,
  validateDigitalAssetNickname,
  validateIban,
  validateWireNickname,
  httpStatusOf,
} from '../../../api/index';
import { validateNickname } from '../../../shared/validation/instructionFields';
import { INSTRUCTION_MESSAGES as IM } from '../../../shared/validation/savedInstructionMessages';
import { validateIbanLength, validateIntermediaryBic, validateRoutingNumber } from '../../../shared/validation/wireInstruction';
import { selectSelectedAcctNum } from '../../accounts/index';
import { checkKey } from '../forms';
import { savedInstructionsActions as A, type CheckedField, type FormKind } from '../savedInstructions.slice';

export const IBAN_DEBOUNCE_MS = 500;

type Blurred = ReturnType<typeof A.fieldBlurred>;

/** Runs `check` for a value the local rule accepts; its outcome lands only if the value is still the latest. */
function* runCheck(key: string, value: string, localError: string | undefined, check: () => Generator<unknown, string | null | { found: string }>) {
  if (value === '' || localError) {
    yield put(A.fieldCheckCleared({ key }));
    return;
  }
  yield put(A.fieldCheckStarted({ key, value }));
  const outcome: string | null | { found: string } = yield call(check);
  if (typeof outcome === 'string') yield put(A.fieldCheckFailed({ key, value, message: outcome }));
  else yield put(A.fieldCheckPassed({ key, value, ...(outcome ? { found: outcome.found } : {}) }));
}

const lookupFailure = (error: unknown): string => (httpStatusOf(error) === 404 || httpStatusOf(error) === 400 ? IM.bicNotFound : IM.lookupUnavailable);

function* nicknameCheck(form: FormKind, nickname: string) {
  const acctNum: string | null = yield select(selectSelectedAcctNum);
  if (!acctNum) return IM.lookupUnavailable;
  try {
    const answer: NicknameValidationDto =
      form === 'wire' ? yield call(validateWireNickname, nickname, acctNum) : yield call(validateDigitalAssetNickname, nickname, acctNum);
    return answer.available ? null : IM.nicknameTaken;
  } catch {
    return IM.lookupUnavailable;
  }
}

/** A bank lookup (by routing number or by BIC): the bank found, described, or the lookup's failure text. */
function* bankCheck<Bank>(lookup: (key: string) => Promise<Bank>, key: string, describe: (bank: Bank) => string) {
  try {
    const bank: Bank = yield call(lookup, key);
    return { found: describe(bank) };
  } catch (error) {
    return lookupFailure(error);
  }
}

const usBank = (bank: UsBankDto) => `${bank.bankName}, ${bank.city} ${bank.stateCode}`;
const nonUsBank = (bank: NonUsBankDto) => `${bank.institutionName}, ${bank.city} ${bank.countryCode}`;

function* ibanCheck(iban: string) {
  try {
    yield call(validateIban, iban);
    return null;
  } catch (error) {
    return httpStatusOf(error) === 400 ? IM.ibanInvalid : IM.lookupUnavailable;
  }
}

export function* onFieldBlurred(action: Blurred) {
  const { form, field } = action.payload;
  const value = action.payload.value.trim();
  const key = checkKey(form, field);
  switch (field) {
    case 'nickname':
      yield call(runCheck, key, value, validateNickname(value), () => nicknameCheck(form, value));
      return;
    case 'routingNumber':
      yield call(runCheck, key, value, validateRoutingNumber(value), () => bankCheck(getBankByRoutingNumber, value, usBank));
      return;
    case 'bankBic':
    case 'intermediaryBankBic':
      yield call(runCheck, key, value.toUpperCase(), validateIntermediaryBic(value), () => bankCheck(getBankByBic, value.toUpperCase(), nonUsBank));
      return;
    case 'bankIBAN':
      return; // checked as typed (onIbanEdited)
  }
}

export function* onIbanEdited(action: ReturnType<typeof A.ibanEdited>) {
  yield delay(IBAN_DEBOUNCE_MS);
  const value = action.payload.value.replace(/\s+/g, '').toUpperCase();
  yield call(runCheck, checkKey('wire', 'bankIBAN'), value, validateIbanLength(value), () => ibanCheck(value));
}

const blurOf = (form: FormKind, field: CheckedField) => (action: unknown) =>
  A.fieldBlurred.match(action as Blurred) && (action as Blurred).payload.form === form && (action as Blurred).payload.field === field;

/** One takeLatest per form field, so a field's newer value cancels its older check, not another field's. */
export function fieldCheckWatchers() {
  const fields: readonly [FormKind, CheckedField][] = [
    ['wire', 'nickname'],
    ['wire', 'routingNumber'],
    ['wire', 'bankBic'],
    ['wire', 'intermediaryBankBic'],
    ['address', 'nickname'],
  ];
  return [...fields.map(([form, field]) => takeLatest(blurOf(form, field), onFieldBlurred)), takeLatest(A.ibanEdited, onIbanEdited)];
}
