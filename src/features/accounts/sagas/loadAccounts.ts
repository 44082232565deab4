// Accounts list pipeline (spec part 1 §4 "accounts load once, after the user is authenticated";
// part 2 §2 and §4):
//   1. put accounts/listRequested (started once per session by loadOncePerSession)
//   2. wait for the multi-account-types flag (not for every flag): it picks POST …/v3/firm/account
//      over …/v2/firm/account
//   3. call fetchFirmAccounts; each firm's accounts become Account entities, in the gateway's order
//   4. failure: put accounts/listFailed, alert 'Error while trying to fetch accounts.', go to /application-error
//   5. put accounts/listLoaded {accounts}
//   6. no accounts: go to /unauthorized
//   7. the starting account is the remembered one (LOCAL_KEYS.lastAccount) if still listed, else the
//      first: put accounts/accountSelected {acctNum, source: 'start'} (the selection cascade takes over)
import { call, put, select, take } from 'redux-saga/effects';
import { fetchFirmAccounts } from '../../../api/index';
import type { FirmDto } from '../../../api/contract/firmAccounts';
import { navigateTo } from '../../../shared/navigation';
import { LOCAL_KEYS, readLocal } from '../../../shared/storage';
import { selectFlagAnswer, systemActions, type FeatureFlag } from '../../system/index';
import { raiseAlert } from '../../system/entry';
import { accountsActions } from '../accounts.slice';
import { ACCOUNTS_MESSAGES } from '../messages';
import type { Account } from '../types';
import { ROUTE_PATHS } from '../../../shared/routePaths';

export function toAccounts(firms: readonly FirmDto[]): Account[] {
  return firms.flatMap((firm) =>
    firm.accounts.map((a) => ({
      acctNum: a.accountNumber,
      firmId: firm.firmId,
      accountShortName: a.shortName,
      accountDisplayName: a.displayName,
      firmName: firm.firmLegalName,
      accountType: a.accountType,
    })),
  );
}

type SomeAccounts = readonly [Account, ...Account[]];

const hasSome = (accounts: readonly Account[]): accounts is SomeAccounts => accounts.length > 0;

export function startingAccount(accounts: SomeAccounts, remembered: string | null): string {
  const rememberedAccount = remembered ? accounts.find((a) => a.acctNum === remembered) : undefined;
  return (rememberedAccount ?? accounts[0]).acctNum;
}

/** The flag's value once it has answered (the others may still be on their way). */
export function* flagOnceAnswered(flag: FeatureFlag) {
  let answer: boolean | undefined = yield select(selectFlagAnswer, flag);
  while (answer === undefined) {
    yield take([systemActions.flagsAnswered, systemActions.flagsLoaded]);
    answer = yield select(selectFlagAnswer, flag);
  }
  return answer;
}

export function* loadAccounts() {
  yield put(accountsActions.listRequested());
  const multiAccountTypes: boolean = yield call(flagOnceAnswered, 'multi-account-types');
  let accounts: Account[];
  try {
    const firms: FirmDto[] = yield call(fetchFirmAccounts, multiAccountTypes);
    accounts = toAccounts(firms);
  } catch {
    yield put(accountsActions.listFailed());
    yield call(raiseAlert, { severity: 'error', message: ACCOUNTS_MESSAGES.listFailed });
    yield call(navigateTo, '/application-error', { replace: true });
    return;
  }
  yield put(accountsActions.listLoaded({ accounts }));
  if (!hasSome(accounts)) {
    yield call(navigateTo, ROUTE_PATHS.unauthorized, { replace: true });
    return;
  }
  const remembered: string | null = yield call(readLocal, LOCAL_KEYS.lastAccount);
  yield put(accountsActions.accountSelected({ acctNum: startingAccount(accounts, remembered), source: 'start' }));
}
