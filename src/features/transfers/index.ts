// What other code may use from the transfers feature. The page is a lazy chunk (with the address
// codecs, moment-timezone for the wire window and qrcode.react); nothing exported here pulls those in.
export { TransferPage } from './TransferRoute';
export { transfersActions, transfersReducer, initialTransfersState, type TransfersState, type TransferLifecycle } from './transfers.slice';
export { receiveActions, transferReceiveReducer, initialReceiveState, type TransferReceiveState } from './receive.slice';
export {
  selectBusinessHours,
  selectDeposit,
  selectDestinations,
  selectPrice,
  selectReceiveDraft,
  selectTransferClock,
  selectTransferLifecycle,
  selectTransferPageOpen,
  selectUnconfirmedAttempt,
  type WithTransfers,
} from './transfers.selectors';
export { transfersSaga } from './transfers.sagas';
export { TRANSFER_MESSAGES } from './messages';
export { TRANSFER_ROUTES } from './routes';
export type { DepositLifecycle, ReceiveDraft, SavedDestination, TransferDraft } from './types';
