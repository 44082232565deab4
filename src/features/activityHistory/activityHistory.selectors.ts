// Selectors of Activity History. Its reducer arrives with the signed-in chunk, after the first
// state exists: until then `state.activityHistory` is undefined and these read the initial state.
// Rows are formatted once per load (rows.ts) and the grid's view applied once per change (view.ts):
// the grid pages these rows and the exports take all of them.
import { createSelector } from 'reselect';
import { ACTIVITY_FILTERS_FLAG, ACTIVITY_V3_FLAG } from '../../api/contract/activityHistory';
import { selectAllSecurities, selectSelectedAcctNum, type AccountsState } from '../accounts/index';
import { selectFlag, type SystemState } from '../system/index';
import { initialActivityHistoryState, type ActivityHistoryState } from './activityHistory.slice';
import { toActivityRow, type ActivityRow } from './rows';
import { applyView } from './view';

export interface WithActivityHistory {
  activityHistory?: ActivityHistoryState;
}
type WithAll = WithActivityHistory & { accounts: AccountsState; system: SystemState };

const selectActivityState = (state: WithActivityHistory): ActivityHistoryState => state.activityHistory ?? initialActivityHistoryState;

export const selectActivityCardOpen = (state: WithActivityHistory) => selectActivityState(state).cardOpen;
export const selectActivityFilters = (state: WithActivityHistory) => selectActivityState(state).filters;
export const selectActivityView = (state: WithActivityHistory) => selectActivityState(state).view;
export const selectActivityExport = (state: WithActivityHistory) => selectActivityState(state).export;
export const selectActivityLoadedAt = (state: WithActivityHistory) => selectActivityState(state).loadedAt;

/** Whether the state's records are the selected account's. */
const isForSelected = (state: WithAll) => selectActivityState(state).acctNum === selectSelectedAcctNum(state);

/** The load status for the selected account ('idle' while another account's records are kept). */
export const selectActivityStatus = (state: WithAll) => (isForSelected(state) ? selectActivityState(state).status : 'idle');
export const selectActivityMessage = (state: WithAll) => (isForSelected(state) ? selectActivityState(state).message : null);

const NO_ROWS: readonly ActivityRow[] = [];
const selectRecords = (state: WithAll) => (isForSelected(state) ? selectActivityState(state).records : undefined);

/** Every loaded record as a table row (spec §3), newest first. */
export const selectActivityRows = createSelector([selectRecords], (records): readonly ActivityRow[] =>
  records && records.length > 0 ? records.map(toActivityRow) : NO_ROWS,
);

/** The sorted data (spec §3): the rows the grid shows, in its order; what the exports carry. */
export const selectSortedActivityRows = createSelector([selectActivityRows, selectActivityView], applyView);

export const selectActivityV3 = (state: { system: SystemState }) => selectFlag(state, ACTIVITY_V3_FLAG);

/** The activity-type and asset selects are hidden (spec §2) unless this flag shows them. */
export const selectActivityFiltersShown = (state: { system: SystemState }) => selectFlag(state, ACTIVITY_FILTERS_FLAG);

export interface AssetOption {
  value: string;
  label: string;
}

/** The asset select's options from the securities list: symbol plus full name (spec §4). */
export const selectActivityAssetOptions = createSelector([selectAllSecurities], (securities): AssetOption[] =>
  securities.map((s) => ({ value: s.display.symbol, label: `${s.display.symbol} ${s.fullName}` })),
);
