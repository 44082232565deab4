// The saved digital asset instruction table (spec part 2 §2): network, nickname, address, creation
// date, reference id, status, delete; non-active rows greyed italic.
import type { SavedDigitalAssetInstructionDto } from '../../../api/contract/savedInstructions';
import type { DataTableColumn } from '../../../shared/ui/index';
import { formatCreatedTime } from '../format';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { InstructionsTable } from './InstructionsTable';

/** The address columns before status and delete (the delete dialog's one-row grid shows them too). */
export const ADDRESS_COLUMNS: readonly DataTableColumn<SavedDigitalAssetInstructionDto>[] = [
  { key: 'network', header: M.address.columns.network },
  { key: 'nickname', header: M.columns.nickname },
  { key: 'address', header: M.address.columns.address, render: (row) => <span className="saved-instructions__address">{row.address}</span> },
  { key: 'createdTime', header: M.columns.createdTime, render: (row) => formatCreatedTime(row.createdTime) },
  { key: 'processInstanceId', header: M.columns.referenceId },
];

interface Props {
  rows: readonly SavedDigitalAssetInstructionDto[];
  onDelete?: (row: SavedDigitalAssetInstructionDto) => void;
}

export function AddressInstructionsTable({ rows, onDelete }: Props) {
  return (
    <InstructionsTable
      caption={M.address.caption}
      emptyText={M.address.empty}
      columns={ADDRESS_COLUMNS}
      rows={rows}
      rowKey={(row) => row.addressId}
      onDelete={onDelete}
    />
  );
}
