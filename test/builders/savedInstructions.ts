// Builders of the saved-instructions tests: an account with its details and entitlements in the
// gateway contract's shapes, the events that put them in place, the saved instructions of each
// kind (the store is the one test store, test/support/testStore.tsx).
import { AxiosError, AxiosHeaders } from 'axios';
import type { SavedDigitalAssetInstructionDto, SavedWireInstructionDto } from '../../src/api/contract/savedInstructions';
import { accountsActions, type Account, type AccountDetails, type EntitlementAction } from '../../src/features/accounts/index';
import { ALL_FLAGS_OFF, systemActions } from '../../src/features/system/index';

export const custodyAccount = (acctNum = 'C1', overrides: Partial<Account> = {}): Account => ({
  acctNum,
  firmId: 'F-1',
  accountShortName: `Short ${acctNum}`,
  accountDisplayName: 'Harborline – Main Custody',
  firmName: 'Harborline Capital Partners LP',
  accountType: 'CUSTODY',
  ...overrides,
});

export const accountDetails = (acctNum = 'C1', overrides: Partial<AccountDetails> = {}): AccountDetails => ({
  accountType: 'CUSTODY',
  selectedAccountId: acctNum,
  aaEnabled: 'ENABLED',
  transparentAddressEnabled: false,
  maxAAPermitted: 5,
  maxWireInstructionsPermitted: 5,
  aaActivationPeriod: '3 Days',
  toaInEnabledAssets: [],
  toaOutEnabledAssets: [{ fullName: 'Ethereum', symbol: 'ETH', network: 'Ethereum' }],
  enabledAssets: ['USD', 'ETH'],
  enabledNetworks: ['Bitcoin', 'Ethereum'],
  canEnableSDAI: false,
  canEditSDAI: true,
  canDisableSDAI: true,
  firmCountry: 'US',
  ...overrides,
});

const action = (actionName: string): EntitlementAction => ({ actionName, permissions: ['READ'] });
export const ALL_INSTRUCTION_ACTIONS: EntitlementAction[] = [
  action('FDAS_AS_INST_DASHBOARD'),
  action('FDAS_AM_SICreate'),
  action('FDAS_SAVED_INSTRUCTIONS_DIGITAL_AssetCreate'),
  action('FDAS_FIRM_ADMIN_SDAI_ENABLE_DISABLE'),
];
export const VIEW_ONLY: EntitlementAction[] = [action('FDAS_AS_INST_DASHBOARD')];

/** The events that list the account, select it, and load its entitlements and details. */
export function accountReadyEvents(options: { account?: Account; details?: Partial<AccountDetails>; actions?: EntitlementAction[]; flags?: Partial<typeof ALL_FLAGS_OFF> } = {}) {
  const account = options.account ?? custodyAccount();
  return [
    // The allow-list's flags on, as the gateway seeds them (aa, disEnabled: issue 27); every other flag off unless given.
    systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, aa: true, disEnabled: true, ...options.flags } }),
    accountsActions.listLoaded({ accounts: [account, custodyAccount('C2', { accountDisplayName: 'Harborline – Fund II' })] }),
    accountsActions.accountSelected({ acctNum: account.acctNum, source: 'start' }),
    accountsActions.entitlementsLoaded({ acctNum: account.acctNum, actions: options.actions ?? ALL_INSTRUCTION_ACTIONS }),
    accountsActions.detailsLoaded({ acctNum: account.acctNum, details: accountDetails(account.acctNum, options.details) }),
  ];
}

export const wireInstruction = (n: number, overrides: Partial<SavedWireInstructionDto> = {}): SavedWireInstructionDto => ({
  accountInstructionId: `w-${n}`,
  nickname: `Wire instruction ${n}`,
  routingNumber: '021000021',
  beneficiaryBankBic: null,
  accountNumber: `XXXXXX${String(1000 + n)}`,
  bankLocation: 'US',
  createdTime: 1_767_225_600 + n * 60, // 2026-01-01 00:00 UTC and n minutes
  processInstanceId: `req-${n}`,
  status: 'ACTIVE',
  ...overrides,
});

export const addressInstruction = (n: number, overrides: Partial<SavedDigitalAssetInstructionDto> = {}): SavedDigitalAssetInstructionDto => ({
  addressId: `a-${n}`,
  network: 'Ethereum',
  nickname: `Address instruction ${n}`,
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  createdTime: 1_767_225_600 + n * 60,
  processInstanceId: `areq-${n}`,
  status: 'ACTIVE',
  activatesAt: null,
  ...overrides,
});

/** A refused gateway call as axios throws it: the HTTP status and the gateway's { status: { code, text } } body. */
export function gatewayError(httpStatus: number, text: string, url = '/gateway/institutional/moneymovement/api/v1/x'): AxiosError {
  const config = { url, method: 'post', headers: new AxiosHeaders() };
  const response = { status: httpStatus, statusText: text, data: { status: { code: String(httpStatus), text }, data: null }, headers: {}, config };
  return new AxiosError(`Request failed with status code ${httpStatus}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
}
