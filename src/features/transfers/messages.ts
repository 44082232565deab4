// Texts of the transfers feature. The spec's exact words come from where they are shared (the
// amount messages: shared/validation/transferAmount; the wire window's warning and modal:
// shared/validation/businessHours; the allow-list's text: the contract's refusal texts); the rest
// is this portal's wording (docs/spec-choices.md, "Transfers").
import { TRANSFER_REFUSAL_TEXTS } from '../../api/contract/transfers';
import { VALIDATION_MESSAGES } from '../../shared/validation/messages';
import { TRANSFER_LOADING_LABEL } from './loadingLabel';

export const TRANSFER_MESSAGES = {
  pageTitle: 'Transfer',
  loadingPage: TRANSFER_LOADING_LABEL,
  loadingEntitlements: 'Loading account entitlements',
  backToAccount: 'Back to Account',
  tabsLabel: 'Transfer direction',
  tabs: { send: 'Send', receive: 'Receive' },
  chooseCustodyAccount: 'Select a custody, sub-custody or collateral account to move assets from or to.',
  required: VALIDATION_MESSAGES.required,

  // Send
  sendTitle: 'Send or withdraw',
  nothingToSend: 'You are not entitled to send assets from this account.',
  loadingDetails: 'Loading account details',
  loadingBalances: 'Loading balances',
  balancesFailed: 'Balances are unavailable at this time, so no amount can be checked. Please refresh this page or try again later.',
  asset: 'Asset',
  chooseAsset: 'Choose an asset',
  assetOption: (symbol: string, fullName: string) => (fullName && fullName !== symbol ? `${symbol} – ${fullName}` : symbol),
  wireTo: 'Wire to (saved wire instruction)',
  sendTo: 'Send to',
  chooseInstruction: 'Choose a saved instruction',
  savedAddress: 'A saved digital asset instruction',
  directAddress: 'Another address',
  /** Flag a2a: a digital asset to another account of the same firm. */
  accountDestination: 'Another account of this firm',
  toAccount: 'Account of this firm',
  chooseAccount: 'Choose an account',
  accountOption: (shortName: string, acctNum: string) => `${shortName} (${acctNum})`,
  noAccounts: (asset: string) => `No other account of this firm that you can view receives ${asset}.`,
  address: (network: string) => `${network} address`,
  noWireInstructions: 'There is no active saved wire instruction for this account.',
  noAddresses: (network: string) => `There is no active saved digital asset instruction on the ${network} network for this account.`,
  addInstruction: 'Add one in Saved Instructions',
  /** An address in its activation period (issue 25): its 'Active from …' before the address, so a narrow picker that cuts the text keeps the time. */
  waitingOption: (nickname: string, detail: string, activeFrom: string) => `${nickname} – ${activeFrom} (${detail})`,
  /** Under the picker, so the times show without opening it: each waiting address with its 'Active from …'. */
  waitingHint: (waiting: ReadonlyArray<{ nickname: string; activeFrom: string }>) =>
    `An address in its activation period can be chosen once it is active: ${waiting.map((w) => `${w.nickname}, ${w.activeFrom}`).join('; ')}.`,
  destinationsLoading: 'Loading saved instructions',
  destinationsFailed: 'Saved instructions are unavailable at this time. Please refresh this page or try again later.',
  allowListDisabling: TRANSFER_REFUSAL_TEXTS.allowListDisabling,
  allowListDisablingDetail: 'Digital assets cannot be sent from this account while its saved digital asset instructions are being disabled.',
  amount: 'Amount',
  available: (amount: string, asset: string) => `Available: ${amount} ${asset}`,
  fee: 'Fee',
  feeOf: (usd: string) => `${usd} USD`,
  estimate: 'Estimated value',
  estimateUnavailable: 'The latest price is unavailable: no estimate.',
  priceAsOf: (price: string, time: string) => `at ${price} per unit, ${time} ET`,
  review: 'Review',
  reviewTitle: 'Review your transfer',
  reviewIntro: 'Check the details below, then submit and confirm with your passkey or a one-time code. Nothing is sent until you do.',
  from: 'From account',
  to: 'To',
  goBack: 'Go Back',
  submit: 'Submit',
  submitting: 'Submitting your transfer',
  notSubmitted: 'The transfer was not submitted.',
  notSignable: 'This amount cannot be confirmed. Check it and review again.',
  /** What the step-up dialog says is being confirmed (issue 26). */
  stepUpSummary: (amount: string, to: string, from: string) => `Send ${amount} to ${to} from account ${from}`,
  confirmedTitle: 'Transfer submitted',
  pendingApprovalTitle: 'Transfer awaiting approval',
  confirmedText: 'Your transfer has been submitted. Keep the reference ID for your records.',
  /** Between two accounts of the firm, booked at once (flag a2a). */
  settledTitle: 'Transfer completed',
  settledText: 'The assets have moved between the two accounts of your firm. Keep the reference ID for your records.',
  pendingApprovalText: 'Your transfer has been created and waits for a checker at your firm to approve it. Nothing is sent until then; the amount is held.',
  referenceId: 'Reference ID',
  status: 'Status',
  statusText: { PENDING_APPROVAL: 'Pending approval', SUBMITTED: 'Submitted', SETTLED: 'Settled', REJECTED: 'Rejected', CANCELLED: 'Cancelled' },
  newTransfer: 'New Transfer',
  failedTitle: 'We could not confirm your transfer',
  failedText:
    'No answer came back, so the transfer may or may not have been made. Try again: the same request is sent, so it is never made twice.',
  tryAgain: 'Try Again',
  attempt: (n: number) => `Attempt ${n}`,

  // Wire window
  windowTitle: 'Wire hours',
  windowHours: 'Wires are accepted 8:30 am to 5:00 pm ET on business days.',
  windowOpen: 'Open for wires',
  windowBeforeClose: 'Closing soon',
  windowClosed: 'Closed for wires',
  cutOffIn: (left: string) => `Cut-off in ${left}`,
  opensIn: (left: string) => `Opens in ${left}`,
  nextOpening: (when: string) => `Next opening: ${when} ET`,
  ok: 'OK',

  // Receive
  receiveTitle: 'Receive a deposit',
  nothingToReceive: 'This account receives no digital assets.',
  costBasis: 'Cost basis per unit (USD)',
  costBasisHint: 'What one unit cost you, in US dollars; prefilled with the latest price.',
  generate: 'Generate Deposit Address',
  generating: 'Generating a deposit address',
  depositAddressTitle: (asset: string, network: string) => `Your ${asset} deposit address on the ${network} network`,
  generatedAt: 'Generated',
  copy: 'Copy',
  copied: 'Copied',
  addressCopied: 'Address copied',
  copyFailed: 'The address could not be copied. Select it and copy it instead.',
  qrTitle: (address: string) => `QR code of the address ${address}`,
  depositFailed: 'The deposit address was not generated.',
} as const;
