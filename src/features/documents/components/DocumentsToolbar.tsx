// Above the table: select all (or none) of the rows, how many are selected, and Download Selected,
// which opens the Download Preferences dialog.
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectSelectedKeySet, type DocumentRow } from '../documents.selectors';
import { documentsActions as A } from '../documents.slice';
import { DOCUMENTS_MESSAGES as M } from '../messages';

export function DocumentsToolbar({ rows }: { rows: readonly DocumentRow[] }) {
  const dispatch = useDispatch();
  const selected = useSelector(selectSelectedKeySet);
  const count = rows.filter((r) => selected.has(r.key)).length;
  const all = rows.length > 0 && count === rows.length;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <div className="documents__toolbar">
      <label className="documents__select-all">
        <input
          ref={box}
          type="checkbox"
          className="documents__checkbox"
          checked={all}
          disabled={rows.length === 0}
          onChange={() => dispatch(A.allToggled({ keys: rows.map((r) => r.key), selected: !all }))}
        />
        {M.selectAll}
      </label>
      <span className="documents__selected-count" aria-live="polite">
        {M.selectedCount(count)}
      </span>
      <button type="button" className="button button--primary" disabled={count === 0} onClick={() => dispatch(A.preferencesOpened())}>
        {M.downloadSelected}
      </button>
    </div>
  );
}
