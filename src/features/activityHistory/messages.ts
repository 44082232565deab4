// Texts of the Activity History card. The spec's own (part 2 §2, §4, §8, §9) are marked; the rest
// are ours where the spec is silent (docs/spec-choices.md).
import type { ActivityDays, ActivityTypeFilter } from '../../api/contract/activityHistory';

export const ACTIVITY_MESSAGES = {
  /** Spec §2. */
  title: 'Activity History',
  /** Spec §2. */
  empty: 'No Activity History to Display',
  /** Spec §2, §8: beside the title, with a warning icon. */
  unableToLoad: 'Unable to load this data',
  /** Spec §4: the state message of a failed load. */
  loadFailed: 'Failed to load transaction history',
  loading: 'Loading Activity History',
  loadingGrid: 'Loading the Activity History table',
  daysLabel: 'Date range',
  typeLabel: 'Activity type',
  assetLabel: 'Asset',
  allAssets: 'All Assets',
  /** Spec §9. */
  dayOptions: [
    [30, 'Last 30 Days'],
    [60, 'Last 60 Days'],
    [90, 'Last 90 Days'],
  ] as ReadonlyArray<readonly [ActivityDays, string]>,
  /** Spec §9. */
  typeOptions: [
    ['', 'All Activity'],
    ['deposit', 'Deposits'],
    ['withdrawal', 'Withdrawals'],
    ['buy', 'Buys'],
    ['sell', 'Sells'],
    ['other', 'Other'],
  ] as ReadonlyArray<readonly [ActivityTypeFilter, string]>,
  exportCsv: 'CSV',
  exportPdf: 'PDF',
  exportCsvLabel: 'Export Activity History as CSV',
  exportPdfLabel: 'Export Activity History as PDF',
  exporting: (format: string) => `Preparing the ${format.toUpperCase()} file`,
  exportProgress: (done: number, total: number) => `${done} of ${total} rows`,
  cancelExport: 'Cancel',
  exportDone: (fileName: string) => `${fileName} is ready in your downloads.`,
  exportFailed: 'The file could not be made. Please try again.',
  exportCancelled: 'The export was cancelled.',
  gridLabel: 'Activity History transactions',
  columns: {
    date: 'Date',
    description: 'Description',
    asset: 'Asset',
    quantity: 'Quantity',
    price: 'Price (USD)',
    value: 'Amount',
    status: 'Status',
  },
  details: 'Details',
  showDetails: (what: string) => `Show details of ${what}`,
  hideDetails: (what: string) => `Hide details of ${what}`,
  orderType: 'Order Type',
  fee: 'Fee',
  orderDate: 'Order Date',
  availableDate: 'Available Date',
  notAvailableYet: 'Processing',
  fills: {
    label: 'Partial fills',
    orderDate: 'Fill Date',
    quantity: 'Fill Quantity',
    price: 'Fill Price (USD)',
    value: 'Fill Value (USD)',
  },
} as const;
