// Texts of the balances feature. Quoted ones are the spec's exact words (part 2 §2, §4, §8, §9) and
// are asserted by the tests; the rest are this portal's wording.
import { DASHBOARD_FRAME_MESSAGES } from './frameMessages';

export const BALANCES_MESSAGES = {
  accountDataFailed: 'Unable to load account data. Please refresh this page or select a different account.',
  errorHeader: 'Error',
  // The page's title and its placeholders' statuses (the frame's, in the first page's bundle).
  ...DASHBOARD_FRAME_MESSAGES,
  summaryTitle: 'Account Summary',
  totalValue: 'Total Value',
  allocationCaption: 'Allocation by asset',
  allocationColumns: { asset: 'Asset', value: 'Value (USD)', share: 'Share' },
  noAllocations: 'No Allocations to Display',
  positionsCaption: 'Positions',
  noPositions: 'No Positions to Display',
  positionColumns: {
    asset: 'Asset',
    available: 'Available',
    unsettled: 'Unsettled',
    total: 'Total',
    availableFiat: 'Available (USD)',
    totalFiat: 'Total (USD)',
    marketPrice: 'Market Price (USD)',
    today: 'Today',
    allTime: 'All Time',
  },
  historyTitle: 'Balance History',
  historyPeriod: (days: number) => `Last ${days} days`,
  historyCaption: 'Balance history (USD)',
  historyColumns: { date: 'Date', balance: 'Balance (USD)' },
  showTable: 'Show data table',
  hideTable: 'Hide data table',
  historyFailed: 'Balance history is unavailable at this time.',
  loadingHistory: 'Loading balance history',
  marketMakerTitle: 'Account Summary',
  marketMakerNote: 'Positions are not shown for market-maker accounts. Minting and burning take place in Mint & Burn.',
  goToMintBurn: 'Go to Mint & Burn',
  accountFields: { name: 'Account Name', number: 'Account Number', type: 'Account Type', firm: 'Firm' },
  accountTypes: { CUSTODY: 'Custody', SUB_CUSTODY: 'Sub-Custody', COLLATERAL: 'Collateral', MARKET_MAKER: 'Market Maker' },
} as const;
