// The card's controls (spec part 2 §2, §9): the day-range select (30 by default, 60, 90); the
// activity-type and asset selects, built but hidden unless am.activityfilters.enabled shows them
// (spec: "exist but are currently hidden"); the CSV and PDF export buttons, usable once the history
// has loaded and while no export runs.
import { useId, useMemo } from 'react';
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

/** A labelled select of the toolbar; `hidden` keeps it in the page but out of sight (spec §2). */
function SelectField<V extends string | number>(props: {
  label: string;
  value: V;
  options: ReadonlyArray<readonly [V, string]>;
  onChange: (value: string) => void;
  hidden?: boolean;
}) {
  const id = useId();
  return (
    <div className="activity-toolbar__field" hidden={props.hidden}>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} className="form-control" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ActivityToolbar() {
  const dispatch = useDispatch();
  const filters = useSelector(selectActivityFilters);
  const filtersShown = useSelector(selectActivityFiltersShown);
  const assets = useSelector(selectActivityAssetOptions);
  const status = useSelector(selectActivityStatus);
  const exporting = useSelector(selectActivityExport).status === 'running';
  const canExport = status === 'succeeded' && !exporting;
  const assetOptions = useMemo(() => [['', M.allAssets] as const, ...assets.map((a) => [a.value, a.label] as const)], [assets]);

  return (
    <div className="activity-toolbar">
      <SelectField label={M.daysLabel} value={filters.days} options={M.dayOptions} onChange={(v) => dispatch(A.daysSelected({ days: asDays(v) }))} />
      <SelectField
        label={M.typeLabel}
        value={filters.transferType}
        options={M.typeOptions}
        onChange={(v) => dispatch(A.activityTypeSelected({ transferType: asType(v) }))}
        hidden={!filtersShown}
      />
      <SelectField label={M.assetLabel} value={filters.asset} options={assetOptions} onChange={(asset) => dispatch(A.assetSelected({ asset }))} hidden={!filtersShown} />
      <div className="activity-toolbar__exports">
        {(['csv', 'pdf'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button button--secondary"
            aria-label={format === 'csv' ? M.exportCsvLabel : M.exportPdfLabel}
            disabled={!canExport}
            onClick={() => dispatch(A.exportRequested({ format }))}
          >
            {format === 'csv' ? M.exportCsv : M.exportPdf}
          </button>
        ))}
      </div>
    </div>
  );
}
