// Texts of the action-items feature. Quoted ones are the spec's exact words (part 1 §2, §4–§9, part 2
// §2, §8) and are asserted by the tests; the rest are this portal's wording (docs/spec-choices.md).
import type { ActionItemDto, ActionItemTab, RequestType } from '../../api/contract/actionItems';

export const ACTION_ITEMS_MESSAGES = {
  pageTitle: 'Action Items',
  tabsLabel: 'Action item lists',
  tabs: { PENDING: 'Pending', HISTORY: 'History' } satisfies Record<ActionItemTab, string>,
  loading: 'Loading Action Items',
  /** Spec part 1 §2. */
  empty: 'No Action Items to Display',
  /** Spec part 1 §8, with the client service text. */
  loadFailed: 'Unable to load Action Items at this time.',
  contactSupport: 'If you need assistance, please contact our Client Service Team:',
  /** Spec part 1 §6. */
  notEntitled: 'You are not entitled to access action items at this time.',
  viewOnly: 'You have view-only access to this request.',
  /** Spec part 2 §8. */
  responseSubmitted: 'Response Submitted',
  gridLabel: (tab: ActionItemTab) => `${tab === 'PENDING' ? 'Pending' : 'History'} action items`,
  columns: {
    date: 'Date',
    requestType: 'Request Type',
    description: 'Description',
    account: 'Account',
    amount: 'Amount',
    status: 'Status',
    action: 'Action',
  },
  /** Spec part 2 §4's action types, in its words. */
  requestTypes: {
    CREATE_WIRE_INSTRUCTION: 'Create Wire Instruction',
    ALLOWED_ADDRESS: 'Allowed Address',
    WIRE_OUTBOUND: 'Wire Outbound',
    CRYPTO_OUTBOUND: 'Crypto Outbound',
    CRYPTO_INBOUND: 'Crypto Inbound',
  } satisfies Record<RequestType, string>,
  headings: {
    CREATE_WIRE_INSTRUCTION: 'Wire Instruction Request',
    ALLOWED_ADDRESS: 'Digital Asset Instruction Request',
    WIRE_OUTBOUND: 'Wire Transfer Request',
    CRYPTO_OUTBOUND: 'Digital Asset Transfer Request',
    CRYPTO_INBOUND: 'Inbound Digital Asset Deposit',
  } satisfies Record<RequestType, string>,
  open: { respond: 'Respond', view: 'View' },
  openLabel: (verb: string, item: ActionItemDto) => `${verb}: ${item.description}`,
  /** The dialog's X (the footer's Close is 'Close'). */
  closeDialog: 'Close dialog',
  buttons: { cancel: 'Cancel', submit: 'Submit', submitting: 'Submitting…', close: 'Close', review: 'Review', goBack: 'Go Back' },
  response: { legend: 'Response', APPROVE: 'Approve', REJECT: 'Reject' },
  comments: {
    label: 'Comments',
    hint: 'Optional when approving; required to reject.',
    counter: (length: number, max: number) => `${length} of ${max} characters`,
  },
  failed: 'Your response was not submitted.',
  /** What the step-up dialog says is being confirmed (issue 26). */
  stepUpSummary: (response: 'APPROVE' | 'REJECT', what: string) => `${response === 'APPROVE' ? 'Approve' : 'Reject'}: ${what}`,
  /** How a submit or a decision was confirmed (issue 26); `on` is the date and time in ET. */
  proof: {
    passkey: (name: string, on: string) => `Signed with passkey '${name}' on ${on}`,
    code: (channel: 'sms' | 'voice', last4: string, on: string) => `Confirmed with a one-time code ${channel === 'voice' ? 'by call' : 'by text'} to phone ending ${last4} on ${on}`,
  },
  deposit: {
    /** Spec part 1 §4. */
    question: 'Is this your transaction?',
    yes: 'Yes',
    no: 'No',
    /** Spec part 2 §2. */
    assetsDeclined: 'Assets Declined',
    notCredited: 'These assets were not credited to your account.',
    formHeading: 'Originator information',
    formIntro: 'Tell us who sent these assets (travel rule). The assets are credited once you submit.',
    reviewHeading: 'Review your answer',
    reviewConfirm: 'You confirm that this is your transaction, sent by:',
    declineHeading: 'Decline this deposit?',
    declineWarning: 'You are declining this deposit as not yours. This cannot be undone: the assets will not be credited to your account.',
  },
  travelRuleForm: {
    partyType: 'The originator is',
    individual: 'An individual',
    institution: 'An institution',
    firstName: 'First Name',
    lastName: 'Last Name',
    entityName: 'Institution Name',
    country: 'Country',
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2 (optional)',
    city: 'City',
    state: 'State',
    region: 'Region',
    zipCode: 'Postal Code',
    selfManaged: 'The assets came from a self-hosted wallet (no custody provider)',
    vaspName: 'Custody Provider',
    countriesLoading: 'Loading countries…',
    /** Spec part 2 §5: a select with no options. */
    noCountries: 'A technical problem has occurred. Please try again.',
  },
  selectPlaceholder: 'Select…',
  detailsHeader: 'Request details',
  travelRuleHeader: 'Travel rule information',
} as const;

/** The subtitle of an item's status (spec part 1 §4): 'Pending', 'Approved by {checker}', 'Rejected by {checker}'. */
export function statusSubtitle(item: Pick<ActionItemDto, 'status' | 'checkerName'>): string {
  if (item.status === 'PENDING') return 'Pending';
  const checker = item.checkerName ?? 'a checker';
  return item.status === 'APPROVED' ? `Approved by ${checker}` : `Rejected by ${checker}`;
}
