// What the transfer page loads (spec part 2 §2, §4, §7), for the selected account while the page is
// open (the accounts feature's watchAccountPage: a newer account, leaving the page, clearing the
// accounts or logging out cancels the loads in flight):
//   1. a custody, sub-custody or collateral account (else nothing to load: the page asks for one)
//   2. in parallel, each settling on its own:
//      2a. loadDestinations: put transfers/destinationsRequested {acctNum}; the ACTIVE saved wire
//          instructions, and the saved addresses ACTIVE or waiting for their activation (with its
//          time: listed, not selectable) → transfers/destinationsLoaded {acctNum, wires,
//          addresses} | transfers/destinationsFailed {acctNum} (the form says so in place)
//      2b. loadBusinessHours: put transfers/businessHoursRequested; the wire window →
//          transfers/businessHoursLoaded {hours, receivedAt: the page's clock} | transfers/businessHoursFailed
import { all, call, put, select } from 'redux-saga/effects';
import { fetchAddressDestinations, fetchWireBusinessHours, fetchWireDestinations } from '../../../api/index';
import type { PagedDto, SavedDigitalAssetInstructionDto, SavedWireInstructionDto } from '../../../api/contract/savedInstructions';
import type { BusinessHoursDto } from '../../../api/contract/transfers';
import { now } from '../../../shared/time/clock';
import { isMarketMaker, type Account } from '../../accounts/index';
import { watchAccountPage } from '../../accounts/entry';
import { selectFlag } from '../../system/index';
import { selectTransferPageOpen } from '../transfers.selectors';
import { transfersActions } from '../transfers.slice';
import type { SavedDestination } from '../types';

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

export function* loadDestinations(acctNum: string) {
  yield put(transfersActions.destinationsRequested({ acctNum }));
  const euTravelRule: boolean = yield select(selectFlag, 'eu-trvl-rule');
  try {
    const [wires, addresses]: [PagedDto<SavedWireInstructionDto>, SavedDigitalAssetInstructionDto[]] = yield all([
      call(fetchWireDestinations, acctNum),
      call(fetchAddressDestinations, acctNum, euTravelRule),
    ]);
    yield put(
      transfersActions.destinationsLoaded({
        acctNum,
        wires: wires.items.filter((w) => w.status === 'ACTIVE').map(wireDestination),
        addresses: addresses.filter((a) => a.status === 'ACTIVE' || a.status === 'PENDING_ACTIVATION').map(addressDestination),
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
