// What the running export says (spec part 2 §9; the spec is silent on progress, so ours): the
// file being made with a progress bar and Cancel, then the file's name once it is in the
// downloads, or why it is not. A live region, so screen readers hear each step.
import { useDispatch, useSelector } from 'react-redux';
import { selectActivityExport } from '../activityHistory.selectors';
import { activityHistoryActions as A } from '../activityHistory.slice';
import { ACTIVITY_MESSAGES as M } from '../messages';

export function ExportStatus() {
  const dispatch = useDispatch();
  const state = useSelector(selectActivityExport);
  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    return (
      <div className="activity-export" role="status">
        <span>{M.exporting(state.format)}</span>
        <progress className="activity-export__bar" max={Math.max(state.total, 1)} value={state.done} aria-label={M.exporting(state.format)} />
        <span>{M.exportProgress(state.done, state.total)}</span>
        <button type="button" className="button button--secondary" onClick={() => dispatch(A.exportCancelRequested())}>
          {M.cancelExport}
        </button>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="activity-export activity-export--failed" role="alert">
        {state.message}
      </p>
    );
  }
  return (
    <p className="activity-export" role="status">
      {state.status === 'succeeded' ? M.exportDone(state.fileName) : M.exportCancelled}
    </p>
  );
}
