// What runs of the Mint & Burn feature: the page (a lazy chunk, with qrcode.react and
// moment-timezone; nothing exported here pulls those in) and the root saga.
export { MintBurnPage } from './MintBurnRoute';
export { mintBurnSaga } from './mintBurn.sagas';
