// What the transfer page loads (spec part 2 §2, §4, §7), for the selected account while the page is
// open (the accounts feature's watchAccountPage: a newer account, leaving the page, clearing the
// accounts or logging out cancels the loads in flight):
//   1. a custody, sub-custody or collateral account (else nothing to load: the page asks for one)
//   2. in parallel, each settling on its own:
//      2a. loadDestinations: put transfers/destinationsRequested {acctNum}; the ACTIVE saved wire
//          instructions, and the saved addresses ACTIVE or waiting for their activation (with its
//          time: listed, not selectable) → transfers/destinationsLoaded {acctNum, wires,
//          addresses, accounts} | transfers/destinationsFailed {acctNum} (the form says so in place)
//          With the a2a flag on, also the firm's other custody, sub-custody and collateral accounts
//          (the accounts list) with what each receives: each one's details (toaInEnabledAssets), in
//          parallel; one whose details do not come is left out (what it receives is not known)
//      2b. loadBusinessHours: put transfers/businessHoursRequested; the wire window →
//          transfers/businessHoursLoaded {hours, receivedAt: the page's clock} | transfers/businessHoursFailed
import { all, call, put, select } from 'redux-saga/effects';
import { fetchAccountDetails, fetchAddressDestinations, fetchWireBusinessHours, fetchWireDestinations } from '../../../api/index';
import type { AccountDetailsDto } from '../../../api/contract/firmAccounts';
import type { SavedDigitalAssetInstructionDto, SavedWireInstructionDto, SavedWireInstructionPageDto } from '../../../api/contract/savedInstructions';
import { A2A_FLAG, TRANSFER_ACCOUNT_TYPES, type BusinessHoursDto } from '../../../api/contract/transfers';
import { now } from '../../../shared/time/clock';
import { isMarketMaker, selectAllAccounts, type Account } from '../../accounts/index';
import { watchAccountPage } from '../../accounts/entry';
import { selectFlag } from '../../system/index';
import { selectTransferPageOpen } from '../transfers.selectors';
import { transfersActions } from '../transfers.slice';
import type { AccountDestination, SavedDestination } from '../types';

const wireDestination = (w: SavedWireInstructionDto): SavedDestination => ({
  id: w.accountInstructionId,
  nickname: w.nickname,
  detail: w.accountNumber,
  network: w.bankLocation === 'US' ? 'US' : 'Non-US',
  activatesAt: null,
});
const addressDestination = (a: SavedDigitalAssetInstructionDto): SavedDestination => ({
  id: a.addressId,
  nickname: a.nickname,
  detail: a.address,
  network: a.network,
  activatesAt: a.status === 'PENDING_ACTIVATION' ? a.activatesAt : null,
});

/** One account's details, or null when they did not come. */
function* detailsOrNull(acctNum: string) {
  try {
    const details: AccountDetailsDto = yield call(fetchAccountDetails, acctNum);
    return details;
  } catch {
    return null;
  }
}

/** The firm's other transfer accounts and what each receives (flag a2a; none while it is off). */
function* accountDestinations(acctNum: string) {
  const a2a: boolean = yield select(selectFlag, A2A_FLAG);
  if (!a2a) return [];
  const accounts: Account[] = yield select(selectAllAccounts);
  const firmId = accounts.find((a) => a.acctNum === acctNum)?.firmId;
  const others = accounts.filter((a) => a.acctNum !== acctNum && a.firmId === firmId && (TRANSFER_ACCOUNT_TYPES as readonly string[]).includes(a.accountType));
  const details: Array<AccountDetailsDto | null> = yield all(others.map((a) => call(detailsOrNull, a.acctNum)));
  return others.flatMap((a, i): AccountDestination[] => {
    const known = details[i];
    return known ? [{ acctNum: a.acctNum, shortName: a.accountShortName, receives: known.toaInEnabledAssets.map((t) => t.symbol) }] : [];
  });
}

export function* loadDestinations(acctNum: string) {
  yield put(transfersActions.destinationsRequested({ acctNum }));
  const euTravelRule: boolean = yield select(selectFlag, 'eu-trvl-rule');
  try {
    const [wires, addresses, accounts]: [SavedWireInstructionPageDto, SavedDigitalAssetInstructionDto[], AccountDestination[]] = yield all([
      call(fetchWireDestinations, acctNum),
      call(fetchAddressDestinations, acctNum, euTravelRule),
      call(accountDestinations, acctNum),
    ]);
    yield put(
      transfersActions.destinationsLoaded({
        acctNum,
        wires: wires.items.filter((w) => w.status === 'ACTIVE').map(wireDestination),
        addresses: addresses.filter((a) => a.status === 'ACTIVE' || a.status === 'PENDING_ACTIVATION').map(addressDestination),
        accounts,
      }),
    );
  } catch {
    yield put(transfersActions.destinationsFailed({ acctNum }));
  }
}

export function* loadBusinessHours() {
  yield put(transfersActions.businessHoursRequested());
  try {
    const hours: BusinessHoursDto = yield call(fetchWireBusinessHours);
    const receivedAt: number = yield call(now);
    yield put(transfersActions.businessHoursLoaded({ hours, receivedAt }));
  } catch {
    yield put(transfersActions.businessHoursFailed());
  }
}

export function* loadPageData(account: Account) {
  yield all([call(loadDestinations, account.acctNum), call(loadBusinessHours)]);
}

export const watchPageLoads = () =>
  watchAccountPage({
    opened: transfersActions.pageOpened,
    closed: transfersActions.pageClosed,
    selectOpen: selectTransferPageOpen,
    accepts: (account) => !isMarketMaker(account),
    load: loadPageData,
  });
