// The paging bar under DataTable: 'Show:' page size, 'Page X of Y', 'N Total Results',
// 'Jump to page:' and previous/next (spec part 2 §2, §4 "Table").
import { type KeyboardEvent, useId, useState } from 'react';
import { UI_MESSAGES } from './messages';
import { clampPage, pageCount, parsePageInput } from './pagination';
import './Button.css';
import './DataTable.css';
import './FormControl.css';

const T = UI_MESSAGES.table;

export interface DataTablePagerProps {
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The paging state of `total` rows: the page size (the first option unless given), the page asked
 * for, and the page shown, derived (not stored) so that when the rows shrink (a filter) it falls
 * back into range by itself. A new page size starts again at page 1.
 */
export function usePaging(total: number, pageSizeOptions: readonly number[], initialPageSize?: number): DataTablePagerProps {
  const [pageSize, setPageSize] = useState(initialPageSize ?? pageSizeOptions[0] ?? 20);
  const [requestedPage, setRequestedPage] = useState(1);
  const pages = pageCount(total, pageSize);
  const onPageSizeChange = (size: number) => {
    setPageSize(size);
    setRequestedPage(1);
  };
  return { page: clampPage(requestedPage, pages), pages, total, pageSize, pageSizeOptions, onPageChange: setRequestedPage, onPageSizeChange };
}

export function DataTablePager(props: DataTablePagerProps) {
  const { page, pages, total, pageSize, pageSizeOptions, onPageChange, onPageSizeChange } = props;
  const sizeId = useId();
  const jumpId = useId();
  // What the user is typing; null while not editing, so the box shows the current page.
  const [draft, setDraft] = useState<string | null>(null);

  // Applied on blur or Enter (spec); an unusable entry leaves the page as it is.
  const applyJump = () => {
    if (draft === null) return;
    const requested = parsePageInput(draft);
    setDraft(null);
    if (requested !== null) onPageChange(clampPage(requested, pages));
  };
  const onJumpKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyJump();
    }
  };

  return (
    <div className="data-table__pager" role="group" aria-label={T.pagination}>
      <div className="data-table__pager-item">
        <label htmlFor={sizeId}>{T.show}</label>
        <select id={sizeId} className="form-control" value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="data-table__pager-item" aria-live="polite">
        {T.pageOf(page, pages)}
      </p>
      <p className="data-table__pager-item">{T.totalResults(total)}</p>
      <div className="data-table__pager-item">
        <label htmlFor={jumpId}>{T.jumpToPage}</label>
        <input
          id={jumpId}
          className="form-control data-table__jump"
          type="number"
          inputMode="numeric"
          min={0}
          value={draft ?? String(page)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={applyJump}
          onKeyDown={onJumpKeyDown}
        />
      </div>
      <div className="data-table__pager-item">
        <button
          type="button"
          className="button button--secondary data-table__step"
          aria-label={T.previousPage}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="button button--secondary data-table__step"
          aria-label={T.nextPage}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
