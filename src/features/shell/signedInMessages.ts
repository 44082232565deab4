// Texts of the signed-in pages' shell: the menu items (spec part 1 §2) and the Trader UI hand-over.
// A module of their own so they travel with the `portal` chunk, not with the login page.

export const NAV_LABELS = {
  accounts: 'ACCOUNTS',
  savedInstructions: 'SAVED INSTRUCTIONS',
  transfer: 'TRANSFER',
  trade: 'TRADE',
  mintBurn: 'MINT & BURN',
  documents: 'DOCUMENTS',
  actionItems: 'ACTION ITEMS',
  security: 'SECURITY',
} as const;

export const TRADER_UI_MESSAGES = {
  title: 'Trader UI',
  redirecting: 'Taking you to the Trader UI…',
  openedInNewWindow: 'The Trader UI opened in a new window.',
  openLink: 'Open the Trader UI',
  unavailable: 'The Trader UI is not available at this time. Please contact our Client Service Team.',
} as const;
