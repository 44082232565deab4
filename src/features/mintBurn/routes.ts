// Where the Mint & Burn page and its tabs live (spec part 1 §2), under the /institutional basename.
export const MINT_BURN_ROUTES = {
  mint: '/mint-burn/mint',
  burn: '/mint-burn/burn',
  /** The back-to-account link. */
  account: '/dashboard',
  /** Where the address minted FIDD goes to is kept. */
  digitalAssetInstructions: '/saved-instructions/digital-asset-instructions',
} as const;

export type MintBurnTab = 'mint' | 'burn';
