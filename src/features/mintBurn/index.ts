// What other code may use from the Mint & Burn feature. The page is a lazy chunk (with qrcode.react
// and moment-timezone); nothing exported here pulls those in.
export { MintBurnPage } from './MintBurnRoute';
export { mintBurnActions, mintBurnReducer, initialMintBurnState, type MintBurnState } from './mintBurn.slice';
export {
  selectBurnAddresses,
  selectBurnHistoryStatus,
  selectCopyFeedback,
  selectCurrentBurnAddress,
  selectGeneration,
  selectIsGenerating,
  selectMintBurnPageOpen,
  selectMintDetails,
  selectSelectedBurnAddresses,
  selectSelectedBurnHistoryStatus,
  selectSelectedCurrentBurnAddress,
  selectSelectedMintDetails,
  type WithMintBurn,
} from './mintBurn.selectors';
export { mintBurnSaga } from './mintBurn.sagas';
export { MINT_BURN_MESSAGES } from './messages';
export { MINT_BURN_ROUTES } from './routes';
export type { BurnAddress, GenerationStatus, HistoricalBurnAddress, MintAccountDetails } from './types';
