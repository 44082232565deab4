// Where the table goes: space kept for a full page of rows from the first paint (nothing below
// moves when the grid arrives), and the grid's chunk (ag-grid with its CSS) fetched only once the
// area comes within a screen of the viewport, so a dashboard that is not scrolled to it never pays
// for ag-grid (ADR 0019). Browsers without IntersectionObserver load it at once.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Spinner } from '../../../shared/ui/index';
import { selectActivityStatus, selectActivityView, selectSortedActivityRows } from '../activityHistory.selectors';
import { activityHistoryActions as A } from '../activityHistory.slice';
import { ACTIVITY_MESSAGES as M } from '../messages';

export const loadActivityGrid = () => import(/* webpackChunkName: "activity-grid" */ '../grid/ActivityGrid');
const ActivityGrid = lazy(loadActivityGrid);

function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function ActivityGridArea() {
  const dispatch = useDispatch();
  const rows = useSelector(selectSortedActivityRows);
  const view = useSelector(selectActivityView);
  const status = useSelector(selectActivityStatus);
  const { ref, near } = useNearViewport();
  const placeholder = <Spinner className="activity-grid-area__spinner" label={M.loadingGrid} />;
  // A full page's space stays kept until the grid has drawn the loaded rows (or there are none).
  const [rowsShown, setRowsShown] = useState(false);
  const loading = status === 'pending' || status === 'idle';
  const reserved = !near || loading || (rows.length > 0 && !rowsShown);
  return (
    <div ref={ref} className={reserved ? 'activity-grid-area activity-grid-area--reserved' : 'activity-grid-area'}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ActivityGrid
            rows={rows}
            view={view}
            loading={loading}
            onSorted={(sort) => dispatch(A.gridSorted({ sort }))}
            onFiltered={(filter) => dispatch(A.gridFiltered({ filter }))}
            onRowsShown={() => setRowsShown(true)}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
