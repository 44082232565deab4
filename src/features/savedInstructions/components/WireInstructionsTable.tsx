// The saved wire instruction table (spec part 2 §2): nickname, routing number/BIC/swift code,
// account number (masked to its last 4 by the gateway), location, creation date, reference id,
// status, delete. Active and pending instructions only (the list query's).
import type { SavedWireInstructionDto } from '../../../api/contract/savedInstructions';
import type { DataTableColumn } from '../../../shared/ui/index';
import { formatCreatedTime } from '../format';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { InstructionsTable } from './InstructionsTable';

const C = M.wire.columns;

/** The wire columns before status and delete (the delete dialog's grid shows them too). */
export const WIRE_COLUMNS: readonly DataTableColumn<SavedWireInstructionDto>[] = [
  { key: 'nickname', header: M.columns.nickname },
  { key: 'bankCode', header: C.bankCode, render: (row) => row.routingNumber ?? row.beneficiaryBankBic ?? '' },
  { key: 'accountNumber', header: C.accountNumber },
  { key: 'bankLocation', header: C.location, render: (row) => M.wire.locations[row.bankLocation] },
  { key: 'createdTime', header: M.columns.createdTime, render: (row) => formatCreatedTime(row.createdTime) },
  { key: 'processInstanceId', header: M.columns.referenceId },
];

interface Props {
  rows: readonly SavedWireInstructionDto[];
  /** Absent while the user may not delete (no create entitlement). */
  onDelete?: (row: SavedWireInstructionDto) => void;
}

export function WireInstructionsTable({ rows, onDelete }: Props) {
  return (
    <InstructionsTable
      caption={M.wire.caption}
      emptyText={M.wire.empty}
      columns={WIRE_COLUMNS}
      rows={rows}
      rowKey={(row) => row.accountInstructionId}
      onDelete={onDelete}
    />
  );
}
