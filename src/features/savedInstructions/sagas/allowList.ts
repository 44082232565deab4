// Allow-list pipelines (spec part 2 §2, §4, §6, §7):
// Activation periods, when the enable or edit dialog opens:
//   1. savedInstructions/activationPeriodsRequested {acctNum}
//   2. getActivationPeriods(acctNum) → put activationPeriodsLoaded {acctNum, periods} | activationPeriodsFailed {acctNum}
// A change (the dialogs' confirm; ignored while one runs):
//   1. savedInstructions/allowListChangeSubmitted {acctNum, change, activationPeriod?}
//   2. enable: enableSdai {accountNumber, activationPeriod, disclosureAcknowledged: true}
//      edit:   editSdai {accountNumber, activationPeriod}
//      disable: disableSdai {accountNumber, disableSDAI: true} (PENDING_DISABLEMENT; pending addresses cancelled)
//   3. put allowListChangeSucceeded {result} (laid over the account's details on this page), then the
//      account's details again (fetchAccountDetails → accounts/detailsLoaded: what the user may do next,
//      canEditSDAI…, follows the new state; a failed reload leaves the answer laid over the old details);
//      edit: the success alert 'Digital Asset Activation Period has been successfully updated';
//      enable and disable: put listsReloadRequested (disable cancels pending addresses)
//   | put allowListChangeFailed (the dialog stays; the error banner comes from the interceptor)
import { call, put } from 'redux-saga/effects';
import { SDAI_UPDATED_TEXT, type ActivationPeriodsDto, type SdaiStateDto } from '../../../api/contract/savedInstructions';
import { disableSdai, editSdai, enableSdai, fetchAccountDetails, getActivationPeriods } from '../../../api/index';
import { accountsActions, type AccountDetails } from '../../accounts/index';
import { raiseAlert } from '../../system/entry';
import { savedInstructionsActions as A } from '../savedInstructions.slice';

export function* loadActivationPeriods(action: ReturnType<typeof A.activationPeriodsRequested>) {
  const { acctNum } = action.payload;
  try {
    const answer: ActivationPeriodsDto = yield call(getActivationPeriods, acctNum);
    yield put(A.activationPeriodsLoaded({ acctNum, periods: answer.periods }));
  } catch {
    yield put(A.activationPeriodsFailed({ acctNum }));
  }
}

function changeCall(action: ReturnType<typeof A.allowListChangeSubmitted>) {
  const { acctNum: accountNumber, change, activationPeriod = '' } = action.payload;
  if (change === 'enable') return call(enableSdai, { accountNumber, activationPeriod, disclosureAcknowledged: true });
  if (change === 'edit') return call(editSdai, { accountNumber, activationPeriod });
  return call(disableSdai, { accountNumber, disableSDAI: true });
}

function* reloadDetails(acctNum: string) {
  try {
    const details: AccountDetails = yield call(fetchAccountDetails, acctNum);
    yield put(accountsActions.detailsLoaded({ acctNum, details }));
  } catch {
    // The change's answer stays laid over the details this page shows.
  }
}

export function* changeAllowList(action: ReturnType<typeof A.allowListChangeSubmitted>) {
  try {
    const result: SdaiStateDto = yield changeCall(action);
    yield put(A.allowListChangeSucceeded({ result }));
    yield call(reloadDetails, action.payload.acctNum);
    if (action.payload.change === 'edit') yield call(raiseAlert, { severity: 'success', code: '000000', message: SDAI_UPDATED_TEXT });
    else yield put(A.listsReloadRequested());
  } catch {
    yield put(A.allowListChangeFailed());
  }
}
