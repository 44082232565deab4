// Selectors of the saved-instructions feature. Its reducer arrives with the signed-in chunk: until
// then `state.savedInstructions` is undefined and these read the initial state.
import { createSelector } from 'reselect';
import type { SavedDigitalAssetInstructionDto, SavedWireInstructionDto } from '../../api/contract/savedInstructions';
import type { LoadStatus } from '../../shared/loadStatus';
import { isMarketMaker, selectAccountDetailsOrDefaults, selectSelectedAccount, selectSelectedAccountDetails, type Account } from '../accounts/index';
import { selectFlag, selectFlagsStatus } from '../system/index';
import {
  addressInstructionsAdapter,
  initialSavedInstructionsState,
  wireInstructionsAdapter,
  type AddressListEntry,
  type FieldCheck,
  type SavedInstructionsState,
  type WireListEntry,
} from './savedInstructions.slice';

export interface WithSavedInstructions {
  savedInstructions?: SavedInstructionsState;
}

const selectState = (state: WithSavedInstructions): SavedInstructionsState => state.savedInstructions ?? initialSavedInstructionsState;

export const selectSavedInstructionsPageOpen = (state: WithSavedInstructions) => selectState(state).pageOpen;
export const selectCreation = (state: WithSavedInstructions) => selectState(state).creation;
export const selectDeletion = (state: WithSavedInstructions) => selectState(state).deletion;
export const selectAllowListChange = (state: WithSavedInstructions) => selectState(state).allowList;
/** A restored draft waiting for its form to open (issue 28), or null. */
export const selectRestoredInstructionDraft = (state: WithSavedInstructions) => selectState(state).restoredDraft;

export interface ListView<Row> {
  status: LoadStatus;
  error: string | null;
  rows: readonly Row[];
}

const NO_ROWS: readonly never[] = [];
const { selectAll: allWires } = wireInstructionsAdapter.getSelectors();
const { selectAll: allAddresses } = addressInstructionsAdapter.getSelectors();

const selectWireEntry = (state: WithSavedInstructions, acctNum: string | null): WireListEntry | undefined =>
  acctNum ? selectState(state).wires[acctNum] : undefined;
const selectAddressEntry = (state: WithSavedInstructions, acctNum: string | null): AddressListEntry | undefined =>
  acctNum ? selectState(state).addresses[acctNum] : undefined;

/** An account's saved wire instructions (newest first) with their load status. */
export const selectWireList = createSelector([selectWireEntry], (entry): ListView<SavedWireInstructionDto> =>
  entry ? { status: entry.status, error: entry.error, rows: allWires(entry) } : { status: 'idle', error: null, rows: NO_ROWS },
);

/** An account's saved digital asset instructions (newest first) with their load status. */
export const selectAddressList = createSelector([selectAddressEntry], (entry): ListView<SavedDigitalAssetInstructionDto> =>
  entry ? { status: entry.status, error: entry.error, rows: allAddresses(entry) } : { status: 'idle', error: null, rows: NO_ROWS },
);

/** How many live (pending or active) instructions count against the account's maximum. */
export const liveCount = (rows: readonly { status: string }[]): number => rows.filter((r) => r.status !== 'INACTIVE').length;

/**
 * The selected account's allow-list state, maxima and networks: its details, with the answer of an
 * allow-list change made on this page laid over them (the details are not loaded again).
 */
export interface InstructionSettings {
  acctNum: string;
  detailsLoaded: boolean;
  aaEnabled: 'ENABLED' | 'DISABLED' | 'PENDING_DISABLEMENT';
  aaActivationPeriod: string | null;
  canEnableSDAI: boolean;
  canEditSDAI: boolean;
  canDisableSDAI: boolean;
  maxAAPermitted: number;
  maxWireInstructionsPermitted: number;
  enabledNetworks: readonly string[];
  businessUnit: string | undefined;
  /** The firm's country; '' while unknown (the recipient account number is then optional). */
  firmCountry: string;
}

export const selectInstructionSettings = createSelector(
  [selectAccountDetailsOrDefaults, selectSelectedAccountDetails, selectAllowListChange],
  (details, loaded, change): InstructionSettings | null => {
    if (!details) return null;
    const changed = change.result && change.result.accountNumber === details.selectedAccountId ? change.result : null;
    return {
      acctNum: details.selectedAccountId,
      detailsLoaded: loaded !== null,
      aaEnabled: changed?.aaEnabled ?? details.aaEnabled,
      aaActivationPeriod: changed ? changed.aaActivationPeriod : details.aaActivationPeriod,
      canEnableSDAI: details.canEnableSDAI,
      canEditSDAI: details.canEditSDAI,
      canDisableSDAI: details.canDisableSDAI,
      maxAAPermitted: details.maxAAPermitted,
      maxWireInstructionsPermitted: details.maxWireInstructionsPermitted,
      enabledNetworks: details.enabledNetworks,
      businessUnit: details.businessUnit,
      firmCountry: details.firmCountry ?? '',
    };
  },
);

export const selectFormOptions = (state: WithSavedInstructions) => selectState(state).options;
const NO_CHECK: FieldCheck | undefined = undefined;
/** The server check of a form field, if one ran for its current value. */
export const selectFieldCheck = (state: WithSavedInstructions, key: string, value: string): FieldCheck | undefined => {
  const check = selectState(state).checks[key];
  return check && check.value === value ? check : NO_CHECK;
};

/** A server check running or failed for a value the form holds: the form cannot be submitted yet. */
export function selectFieldChecksBlocking(state: WithSavedInstructions, form: 'wire' | 'address', values: Record<string, unknown>): boolean {
  const prefix = `${form}.`;
  return Object.entries(selectState(state).checks).some(([key, check]) => {
    if (!key.startsWith(prefix) || check.status === 'succeeded') return false;
    const raw = values[key.slice(prefix.length)];
    const value = typeof raw === 'string' ? raw.replace(key.endsWith('bankIBAN') ? /\s+/g : /^$/, '').trim() : '';
    return value.toUpperCase() === check.value.toUpperCase();
  });
}
export const selectAddressRequestId = (state: WithSavedInstructions) => selectState(state).addressRequestId;
export const selectWireRequestId = (state: WithSavedInstructions) => selectState(state).wireRequestId;
export const selectActivationPeriods = (state: WithSavedInstructions) => selectState(state).periods;

type WithFlags = Parameters<typeof selectFlag>[0];

/**
 * Whether an account has saved digital asset instructions (issue 27, the flag mm-sdai): every
 * account but a market maker's while mm-sdai is off (docs/spec-choices.md).
 */
export const addressesOffered = (account: Pick<Account, 'accountType'>, marketMakerAddresses: boolean): boolean =>
  !isMarketMaker(account) || marketMakerAddresses;

/**
 * The selected account's digital-asset tab: 'offered', 'closed' (a market maker's while mm-sdai is
 * off: the page shows its wire instructions only), or 'waiting' while the flags have not answered
 * for a market-maker account (the tab shows once they have).
 */
export const selectAddressTab = createSelector(
  [selectSelectedAccount, (state: WithFlags) => selectFlag(state, 'mm-sdai'), selectFlagsStatus],
  (account: Account | null, marketMakerAddresses, flagsStatus): 'offered' | 'closed' | 'waiting' => {
    if (!account || addressesOffered(account, marketMakerAddresses)) return 'offered';
    return flagsStatus === 'succeeded' ? 'closed' : 'waiting';
  },
);

/**
 * What the allow-list's flags let the page offer (issue 27): `aa` off → no Enable, Edit Preferences
 * or Disable (the allow-list's state stays shown); `disEnabled` off → no Disable. The account
 * details' canEnableSDAI / canEditSDAI / canDisableSDAI still decide within them.
 */
export const selectAllowListOffers = createSelector(
  [(state: WithFlags) => selectFlag(state, 'aa'), (state: WithFlags) => selectFlag(state, 'disEnabled')],
  (manage, disabling) => ({ manage, disable: manage && disabling }),
);
