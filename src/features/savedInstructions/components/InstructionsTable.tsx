// A saved-instruction table (spec part 2 §2, §9): the kind's columns, then status and delete;
// non-active rows greyed italic; page size 5, then 20, 50, 100. An address waiting for its
// activation (issue 25) shows when it becomes usable as its status: 'Active from Dec 1, 2026 9:00 AM ET'.
import { useMemo } from 'react';
import type { AddressInstructionStatus } from '../../../api/contract/savedInstructions';
import { activeFromText } from '../../../shared/validation/activationPeriod';
import { DataTable, type DataTableColumn } from '../../../shared/ui/index';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from '../routes';
import { DeleteButton } from './DeleteButton';

const PAGE_SIZES = [TABLE_PAGE_SIZE, ...TABLE_PAGE_SIZE_OPTIONS];

export interface InstructionRow {
  nickname: string;
  /** A wire instruction's status is never PENDING_ACTIVATION. */
  status: AddressInstructionStatus;
  /** An address's activation time (ISO 8601), shown while it waits for it. */
  activatesAt?: string | null;
}

/** The status column's text: the status, or for an address waiting for its activation the time it becomes usable. */
export const statusText = (row: InstructionRow): string =>
  row.status === 'PENDING_ACTIVATION' && row.activatesAt ? activeFromText(Date.parse(row.activatesAt)) : M.statuses[row.status];

export const rowClassForStatus = (row: InstructionRow): string | undefined =>
  row.status === 'ACTIVE' ? undefined : 'saved-instructions__row--inactive';

/** The kind's columns followed by status (and delete, when the user may delete). */
export function withStatusAndDelete<Row extends InstructionRow>(
  columns: readonly DataTableColumn<Row>[],
  onDelete?: (row: Row) => void,
): DataTableColumn<Row>[] {
  const all: DataTableColumn<Row>[] = [
    ...columns,
    {
      key: 'status',
      header: M.columns.status,
      render: (row) => <span className={`saved-instructions__status saved-instructions__status--${row.status.toLowerCase()}`}>{statusText(row)}</span>,
    },
  ];
  if (onDelete) all.push({ key: 'delete', header: M.columns.delete, render: (row) => <DeleteButton nickname={row.nickname} onClick={() => onDelete(row)} /> });
  return all;
}

interface Props<Row extends InstructionRow> {
  caption: string;
  emptyText: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  onDelete?: (row: Row) => void;
}

export function InstructionsTable<Row extends InstructionRow>({ caption, emptyText, columns, rows, rowKey, onDelete }: Props<Row>) {
  const all = useMemo(() => withStatusAndDelete(columns, onDelete), [columns, onDelete]);
  return (
    <DataTable
      caption={caption}
      columns={all}
      rows={rows}
      rowKey={rowKey}
      emptyText={emptyText}
      pageSizeOptions={PAGE_SIZES}
      initialPageSize={TABLE_PAGE_SIZE}
      rowClassName={rowClassForStatus}
    />
  );
}
