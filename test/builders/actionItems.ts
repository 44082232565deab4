// Builders of the action-items tests: items of each request type in the contract's shape (as the
// gateway answers them), the travel-rule data of a reviewed deposit, and the events that put a
// loaded list in place.
import type { ActionItemDto, ActionItemTab, TravelRuleDataDto, WireInstructionRequestDto } from '../../src/api/contract/actionItems';
import { actionItemsActions } from '../../src/features/actionItems/index';

const CREATED = 1_772_460_000; // 2026-03-02 14:00 UTC

const base = (referenceId: string): ActionItemDto => ({
  referenceId,
  requestType: 'CREATE_WIRE_INSTRUCTION',
  approvalKind: 'CHECKER_APPROVAL_WIRE_INSTRUCTION',
  status: 'PENDING',
  actionable: true,
  description: 'Wire instruction Custodian Sweep',
  accountName: 'Northgate Pension – Digital Assets Custody',
  accountNumber: 'C74002019',
  createdBy: 'Elena Vasquez',
  createdTime: CREATED,
  checkerName: null,
  decidedTime: null,
  comments: null,
  quantity: null,
  asset: null,
  recipientAddress: null,
  beneficiaryName: null,
  beneficiaryAccount: null,
  destination: null,
  institutionName: null,
  institutionType: null,
  otherInstitutionName: null,
  internalMessage: null,
  wireInstruction: null,
  allowedAddressDetail: null,
  inboundDeposit: null,
  submitProof: null,
  decisionProof: null,
});

export const wireInstructionRequest = (overrides: Partial<WireInstructionRequestDto> = {}): WireInstructionRequestDto => ({
  nickname: 'Custodian Sweep',
  bankLocation: 'US',
  bankRoutingNumber: '011000015',
  bankDetails: 'Federal Reserve Bank of Boston, Boston, MA',
  bicNumber: null,
  accountNumber: 'XXXXXX9284',
  accountType: 'ACCT',
  intermediaryBankBic: null,
  intermediaryBankAccount: null,
  intermediaryBankDetails: null,
  beneficiaryType: 'ENT',
  beneficiary: { entityName: 'Northgate Asset Management', firstName: null, lastName: null, address: '1650 Market Street', city: 'Philadelphia', state: 'PA', zipCode: '19103' },
  beneficiaryCountry: 'US',
  furtherCredit1: null,
  furtherCredit2: null,
  beneficiaryBankBic: null,
  bankInfoDetails: { bankName: 'Federal Reserve Bank of Boston', address: '600 Atlantic Avenue', city: 'Boston', stateCode: 'MA', zip: '02210', zipExt: null },
  additionalBankDetails: null,
  maker: { firstName: 'Elena', lastName: 'Vasquez' },
  requestDate: CREATED,
  checkerName: null,
  comments: null,
  ...overrides,
});

export const wireInstructionItem = (overrides: Partial<ActionItemDto> = {}): ActionItemDto => ({
  ...base('req-wire'),
  beneficiaryName: 'Northgate Asset Management',
  beneficiaryAccount: 'XXXXXX9284',
  wireInstruction: wireInstructionRequest(),
  ...overrides,
});

export const addressItem = (overrides: Partial<ActionItemDto> = {}): ActionItemDto => ({
  ...base('req-address'),
  requestType: 'ALLOWED_ADDRESS',
  approvalKind: 'CHECKER_APPROVAL_SDAI_ADDRESS',
  description: 'Allowed address Northgate ETH hot',
  recipientAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  beneficiaryName: 'Northgate Asset Management',
  destination: 'INSTITUTION',
  institutionName: 'Bridgeport Custody Services',
  allowedAddressDetail: { allowedAddress: { nickname: 'Northgate ETH hot', network: 'Ethereum', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' } },
  ...overrides,
});

export const wireOutItem = (overrides: Partial<ActionItemDto> = {}): ActionItemDto => ({
  ...base('req-wire-out'),
  requestType: 'WIRE_OUTBOUND',
  approvalKind: 'CHECKER_APPROVAL_WIRE_OUT',
  description: 'Wire TR-1A2B3C4D to Northgate Operations',
  quantity: { asset: 'USD', valueString: '250000.00', truncatedValueString: '250000.00' },
  asset: 'USD',
  beneficiaryName: 'Northgate Operations',
  beneficiaryAccount: 'XXXXXXXX6789',
  ...overrides,
});

export const cryptoOutItem = (overrides: Partial<ActionItemDto> = {}): ActionItemDto => ({
  ...base('req-crypto-out'),
  requestType: 'CRYPTO_OUTBOUND',
  approvalKind: 'CHECKER_APPROVAL_SDAI_CRYPTO_OUT',
  description: 'BTC transfer TR-9F8E7D6C to Northgate BTC vault',
  quantity: { asset: 'BTC', valueString: '1.25000000', truncatedValueString: '1.25000000' },
  asset: 'BTC',
  recipientAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  beneficiaryName: 'Northgate BTC vault',
  ...overrides,
});

export const declinedTravelRule = (overrides: Partial<TravelRuleDataDto> = {}): TravelRuleDataDto => ({
  disposition: 'UNRECOGNIZED', selfManaged: null, vaspName: null, partyType: null, firstName: null, lastName: null, entityName: null, countryCode: null,
  country: null, addressLine1: null, addressLine2: null, city: null, stateCode: null, state: null, zipCode: null, beneficiaryAccount: 'C74002019',
  createdBy: 'Marcus Holloway', createdTime: CREATED + 7200, ...overrides,
});

export const confirmedTravelRule = (overrides: Partial<TravelRuleDataDto> = {}): TravelRuleDataDto => ({
  ...declinedTravelRule(),
  disposition: null, selfManaged: false, vaspName: 'Anchorwell Digital Trust', partyType: 'ENTITY', entityName: 'Blue Harbor Capital LLC', countryCode: 'US',
  country: 'United States of America', addressLine1: '75 State Street', city: 'Boston', stateCode: 'MA', state: 'MA', zipCode: '02109', createdBy: 'Elena Vasquez',
  ...overrides,
});

export const depositItem = (overrides: Partial<ActionItemDto> = {}, travelRuleData: TravelRuleDataDto | null = null): ActionItemDto => ({
  ...base('IN-7C2A91F0'),
  requestType: 'CRYPTO_INBOUND',
  approvalKind: null,
  createdBy: null,
  description: 'Incoming BTC deposit from bc1qap…tsng',
  quantity: { asset: 'BTC', valueString: '0.42000000', truncatedValueString: '0.42000000' },
  asset: 'BTC',
  inboundDeposit: { network: 'Bitcoin', fromAddress: 'bc1qapuxysfk3nymqgf2u8wdytgzhe6cp6q8tgtsng', transactionHash: '709b55bd3da0f5a838125bd0ee20c5bfdd7caba173912d4281cae816b79a201b', travelRuleData },
  ...overrides,
});

/** Decided as the History tab lists it. */
export const decided = (item: ActionItemDto, status: 'APPROVED' | 'REJECTED', checkerName = 'Marcus Holloway', comments: string | null = null): ActionItemDto => ({
  ...item, status, actionable: false, checkerName, decidedTime: item.createdTime + 3600, comments,
});

/** The page open on a tab whose list loaded with `items`. */
export const listReadyEvents = (items: ActionItemDto[], tab: ActionItemTab = 'PENDING') => [
  actionItemsActions.pageOpened(),
  ...(tab === 'PENDING' ? [] : [actionItemsActions.tabSelected({ tab })]),
  actionItemsActions.listRequested({ tab }),
  actionItemsActions.listLoaded({ tab, items }),
];
