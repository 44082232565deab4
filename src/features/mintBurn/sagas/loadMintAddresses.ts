// The Mint tab's saved addresses (spec part 1 §1–§2: minted FIDD goes "to the address in Saved
// Instructions"; issue 27: a market maker's saved addresses exist only while mm-sdai is on):
//   1. the flags have answered (they load after the shell's first paint)
//   2. mm-sdai off → nothing (the tab says where minted FIDD goes without naming an address)
//   3. put mintBurn/mintAddressesRequested {acctNum}
//   4. getMintDestinationAddresses(acctNum, the eu-trvl-rule flag: v3 while it is on; the tab shows a failure)
//   5. put mintBurn/mintAddressesLoaded {acctNum, addresses} | mintBurn/mintAddressesFailed {acctNum}
// A failure is shown once, in place, by the Mint tab.
import { call, put, select, take } from 'redux-saga/effects';
import { getMintDestinationAddresses } from '../../../api/index';
import { selectFlag, selectFlagsStatus, systemActions } from '../../system/index';
import { mintBurnActions } from '../mintBurn.slice';
import type { SavedAddress } from '../types';

export function* loadMintAddresses(acctNum: string) {
  const flagsStatus: string = yield select(selectFlagsStatus);
  if (flagsStatus !== 'succeeded') yield take(systemActions.flagsLoaded);
  const marketMakerAddresses: boolean = yield select(selectFlag, 'mm-sdai');
  if (!marketMakerAddresses) return;
  yield put(mintBurnActions.mintAddressesRequested({ acctNum }));
  try {
    const euTravelRule: boolean = yield select(selectFlag, 'eu-trvl-rule');
    const addresses: SavedAddress[] = yield call(getMintDestinationAddresses, acctNum, euTravelRule);
    yield put(mintBurnActions.mintAddressesLoaded({ acctNum, addresses }));
  } catch {
    yield put(mintBurnActions.mintAddressesFailed({ acctNum }));
  }
}
