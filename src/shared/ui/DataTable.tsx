// The paginated data table of spec part 2 §2 and §4 "Table": a semantic table with a caption,
// client-side paging, and the first column pinned on XSmall and Small screens (< 960 px).
import { type ReactNode, useId } from 'react';
import { DataTablePager, usePaging } from './DataTablePager';
import { paginate } from './pagination';
import './Button.css';
import './DataTable.css';
import './VisuallyHidden.css';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  /** Cell content; without it the cell shows String(row[key]). */
  render?: (row: Row) => ReactNode;
  /**
   * Keep the column in view while scrolling sideways on small screens. Only the first column can
   * be pinned (the spec pins exactly that one); it is pinned unless this is false.
   */
  pinned?: boolean;
}

export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [20, 50, 100];

export interface DataTableProps<Row> {
  /** Names the table for assistive technology; shown unless captionHidden. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of rows when there are none. */
  emptyText: string;
  pageSizeOptions?: readonly number[];
  initialPageSize?: number;
  className?: string;
  /** A class for a row (e.g. the greyed italic of a non-active saved instruction). */
  rowClassName?: (row: Row) => string | undefined;
}

function cellText<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === undefined || value === null ? '' : String(value);
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, captionHidden, columns, rows, rowKey, emptyText, className, rowClassName } = props;
  const { pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS, initialPageSize } = props;
  const captionId = useId();
  const paging = usePaging(rows.length, pageSizeOptions, initialPageSize);
  const visible = paginate(rows, paging.page, paging.pageSize);

  const pinnedClass = (index: number, column: DataTableColumn<Row>) =>
    index === 0 && column.pinned !== false ? 'data-table__cell--pinned' : undefined;

  return (
    <div className={className ? `data-table ${className}` : 'data-table'}>
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <div className="data-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="data-table__table">
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : 'data-table__caption'}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column.key} scope="col" className={pinnedClass(index, column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td className="data-table__empty" colSpan={columns.length}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)}>
                  {columns.map((column, index) => (
                    <td key={column.key} className={pinnedClass(index, column)}>
                      {column.render ? column.render(row) : cellText(row, column.key)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <DataTablePager {...paging} />
    </div>
  );
}
