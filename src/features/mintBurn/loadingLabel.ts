// The spinner's label while the Mint & Burn chunk downloads: on its own, so the router's first
// page does not carry the feature's other texts (ADR 0012).
export const MINT_BURN_LOADING_LABEL = 'Loading Mint & Burn';
