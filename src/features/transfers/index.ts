// The transfers feature's state face: its events, slices, selectors, types, texts and routes. The
// page and the root saga are in entry.ts.
export { transfersActions, transfersReducer } from './transfers.slice';
export { receiveActions, transferReceiveReducer, initialReceiveState, type TransferReceiveState } from './receive.slice';
export {
  selectBusinessHours,
  selectDeposit,
  selectDestinations,
  selectPrice,
  selectReceiveDraft,
  selectTransferClock,
  selectTransferLifecycle,
  selectUnconfirmedAttempt,
} from './transfers.selectors';
export { TRANSFER_MESSAGES } from './messages';
export { TRANSFER_ROUTES } from './routes';
export type { TransferDraft } from './types';
