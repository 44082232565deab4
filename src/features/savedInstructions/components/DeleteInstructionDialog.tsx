// The delete dialogs (spec part 2 §2, §4, §8): 'Delete saved wire instruction?' warns of permanent
// deletion; 'Delete saved digital asset instruction?' also warns that pending withdrawals using it are
// cancelled. Both show a one-row grid of the instruction (the nickname column pinned on XSmall and
// Small screens) with Cancel and Delete. They close on Cancel (or Escape, the X), and after Delete
// only once the server answered the expected success status; otherwise they stay, with no message.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SavedDigitalAssetInstructionDto, SavedWireInstructionDto } from '../../../api/contract/savedInstructions';
import { Modal, type DataTableColumn } from '../../../shared/ui/index';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { selectDeletion } from '../savedInstructions.selectors';
import { savedInstructionsActions as A } from '../savedInstructions.slice';
import { ADDRESS_COLUMNS } from './AddressInstructionsTable';
import { WIRE_COLUMNS } from './WireInstructionsTable';

const D = M.deleteDialog;

export type DeleteTarget = { kind: 'wire'; row: SavedWireInstructionDto } | { kind: 'address'; row: SavedDigitalAssetInstructionDto };

function OneRowGrid<Row>({ columns, row }: { columns: readonly DataTableColumn<Row>[]; row: Row }) {
  const pinned = (column: DataTableColumn<Row>) => (column.key === 'nickname' ? 'data-table__cell--pinned' : undefined);
  // The nickname column first, so the pinned column is the one kept in view.
  const ordered = [...columns].sort((a, b) => Number(b.key === 'nickname') - Number(a.key === 'nickname'));
  return (
    <div className="data-table saved-instructions__delete-grid">
      <div className="data-table__scroll" role="region" aria-label={D.gridCaption} tabIndex={0}>
        <table className="data-table__table">
          <caption className="visually-hidden">{D.gridCaption}</caption>
          <thead>
            <tr>
              {ordered.map((c) => (
                <th key={c.key} scope="col" className={pinned(c)}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {ordered.map((c) => (
                <td key={c.key} className={pinned(c)}>
                  {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function DeleteInstructionDialog({ target, onClose }: { target: DeleteTarget; onClose: () => void }) {
  const dispatch = useDispatch();
  const deletion = useSelector(selectDeletion);
  const id = target.kind === 'wire' ? target.row.accountInstructionId : target.row.addressId;
  const deleting = deletion.status === 'pending' && deletion.id === id;

  useEffect(() => {
    dispatch(A.deleteReset());
  }, [dispatch]);
  // Close with true only after the expected success status (the saga judged it).
  useEffect(() => {
    if (deletion.status === 'succeeded' && deletion.id === id) onClose();
  }, [deletion, id, onClose]);

  return (
    <Modal
      open
      heading={target.kind === 'wire' ? D.wireTitle : D.addressTitle}
      onClose={() => !deleting && onClose()}
      buttons={[
        { label: D.cancel, variant: 'secondary', onClick: onClose, disabled: deleting },
        { label: deleting ? D.deleting : D.delete, variant: 'primary', disabled: deleting, onClick: () => dispatch(A.deleteConfirmed({ kind: target.kind, id })) },
      ]}
    >
      <p>{D.permanent}</p>
      {target.kind === 'address' && <p>{D.pendingWithdrawals}</p>}
      {target.kind === 'wire' ? <OneRowGrid columns={WIRE_COLUMNS} row={target.row} /> : <OneRowGrid columns={ADDRESS_COLUMNS} row={target.row} />}
    </Modal>
  );
}
