// The card's controls (spec part 2 §2, §9): the day-range select (30 by default, 60, 90); the
// activity-type and asset selects, built but hidden unless am.activityfilters.enabled shows them
// (spec: "exist but are currently hidden"); the CSV and PDF export buttons, usable once the history
// has loaded and while no export runs.
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ACTIVITY_DAY_OPTIONS, ACTIVITY_TYPE_FILTERS, type ActivityDays, type ActivityTypeFilter } from '../../../api/contract/activityHistory';
import {
  selectActivityAssetOptions,
  selectActivityExport,
  selectActivityFilters,
  selectActivityFiltersShown,
  selectActivityStatus,
} from '../activityHistory.selectors';
import { activityHistoryActions as A } from '../activityHistory.slice';
import { ACTIVITY_MESSAGES as M } from '../messages';

const asDays = (value: string): ActivityDays => ACTIVITY_DAY_OPTIONS.find((d) => String(d) === value) ?? ACTIVITY_DAY_OPTIONS[0];
const asType = (value: string): ActivityTypeFilter => ACTIVITY_TYPE_FILTERS.find((t) => t === value) ?? '';

export function ActivityToolbar() {
  const dispatch = useDispatch();
  const filters = useSelector(selectActivityFilters);
  const filtersShown = useSelector(selectActivityFiltersShown);
  const assets = useSelector(selectActivityAssetOptions);
  const status = useSelector(selectActivityStatus);
  const exporting = useSelector(selectActivityExport).status === 'running';
  const ids = { days: useId(), type: useId(), asset: useId() };
  const canExport = status === 'succeeded' && !exporting;

  return (
    <div className="activity-toolbar">
      <div className="activity-toolbar__field">
        <label htmlFor={ids.days}>{M.daysLabel}</label>
        <select id={ids.days} className="form-control" value={filters.days} onChange={(e) => dispatch(A.daysSelected({ days: asDays(e.target.value) }))}>
          {M.dayOptions.map(([days, label]) => (
            <option key={days} value={days}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-toolbar__field" hidden={!filtersShown}>
        <label htmlFor={ids.type}>{M.typeLabel}</label>
        <select
          id={ids.type}
          className="form-control"
          value={filters.transferType}
          onChange={(e) => dispatch(A.activityTypeSelected({ transferType: asType(e.target.value) }))}
        >
          {M.typeOptions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-toolbar__field" hidden={!filtersShown}>
        <label htmlFor={ids.asset}>{M.assetLabel}</label>
        <select id={ids.asset} className="form-control" value={filters.asset} onChange={(e) => dispatch(A.assetSelected({ asset: e.target.value }))}>
          <option value="">{M.allAssets}</option>
          {assets.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-toolbar__exports">
        <button
          type="button"
          className="button button--secondary"
          aria-label={M.exportCsvLabel}
          disabled={!canExport}
          onClick={() => dispatch(A.exportRequested({ format: 'csv' }))}
        >
          {M.exportCsv}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={M.exportPdfLabel}
          disabled={!canExport}
          onClick={() => dispatch(A.exportRequested({ format: 'pdf' }))}
        >
          {M.exportPdf}
        </button>
      </div>
    </div>
  );
}
