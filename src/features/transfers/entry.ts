// What runs of the transfers feature: the page (a lazy chunk, with the address codecs,
// moment-timezone for the wire window and qrcode.react; nothing exported here pulls those in) and
// the root saga.
export { TransferPage } from './TransferRoute';
export { transfersSaga } from './transfers.sagas';
