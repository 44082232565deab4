// Selectors of the transfers feature's state. Its reducers arrive with the signed-in chunk, after
// the first state exists: until then these read the initial state. The form's rules (which read
// the securities list and the address codecs) are the page chunk's: draft.ts.
import { initialReceiveState, type TransferReceiveState } from './receive.slice';
import { initialTransfersState, type TransfersState } from './transfers.slice';
import type { DestinationsEntry, PriceEntry } from './types';

export interface WithTransfers {
  transfers?: TransfersState;
  transferReceive?: TransferReceiveState;
}

const selectTransfersState = (state: WithTransfers): TransfersState => state.transfers ?? initialTransfersState;
const selectReceiveState = (state: WithTransfers): TransferReceiveState => state.transferReceive ?? initialReceiveState;

export const selectTransferPageOpen = (state: WithTransfers) => selectTransfersState(state).pageOpen;
export const selectTransferLifecycle = (state: WithTransfers) => selectTransfersState(state).transfer;
export const selectUnconfirmedAttempt = (state: WithTransfers) => selectTransfersState(state).unconfirmed;
export const selectBusinessHours = (state: WithTransfers) => selectTransfersState(state).businessHours;
export const selectTransferClock = (state: WithTransfers) => selectTransfersState(state).now;

const NO_DESTINATIONS: DestinationsEntry = { status: 'idle', wires: [], addresses: [], accounts: [] };
export const selectDestinations = (state: WithTransfers, acctNum: string | null): DestinationsEntry =>
  (acctNum && selectTransfersState(state).destinations[acctNum]) || NO_DESTINATIONS;

export const selectPrices = (state: WithTransfers) => selectTransfersState(state).prices;
const NO_PRICE: PriceEntry = { status: 'idle', price: null, asOf: null };
export const selectPrice = (state: WithTransfers, asset: string): PriceEntry => selectTransfersState(state).prices[asset] ?? NO_PRICE;

export const selectReceiveDraft = (state: WithTransfers) => selectReceiveState(state).draft;
export const selectDeposit = (state: WithTransfers) => selectReceiveState(state).deposit;
export const selectDepositCopy = (state: WithTransfers) => selectReceiveState(state).copy;
