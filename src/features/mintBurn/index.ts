// The Mint & Burn feature's state face: its events, slice, selectors, types, texts and routes. The
// page and the root saga are in entry.ts.
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
  selectSelectedMintDetails,
} from './mintBurn.selectors';
