// The wire-instructions tab (spec part 2 §2): the saved wire instruction table of the selected
// account; with the create entitlement, the way to add one (below the account's maximum) and to
// delete one. A kept draft restored for this account (issue 28) opens the form with its values.
import { useCallback, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { SAVED_INSTRUCTION_ENTITLEMENTS as E, type SavedWireInstructionDto } from '../../../api/contract/savedInstructions';
import { selectHasEntitlement, type Account } from '../../accounts/index';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { liveCount, selectCreation, selectInstructionSettings, selectWireList, type WithSavedInstructions } from '../savedInstructions.selectors';
import { AddBar } from './AddBar';
import { useRestoredDraft } from './useRestoredDraft';
import { DeleteInstructionDialog } from './DeleteInstructionDialog';
import { ListStatus } from './ListStatus';
import { WireInstructionForm } from './WireInstructionForm';
import { WireInstructionsTable } from './WireInstructionsTable';

export function WirePanel({ account }: { account: Account }) {
  const list = useSelector((state: WithSavedInstructions) => selectWireList(state, account.acctNum));
  const settings = useSelector(selectInstructionSettings);
  const creation = useSelector(selectCreation);
  const canCreate = useSelector((state: Parameters<typeof selectHasEntitlement>[0]) => selectHasEntitlement(state, E.wireCreate));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SavedWireInstructionDto | null>(null);
  const max = settings?.maxWireInstructionsPermitted ?? 0;
  const full = liveCount(list.rows) >= max;
  const closeDelete = useCallback(() => setDeleting(null), []);

  // A saved instruction closes the form (its row shows PENDING); another account closes it too.
  useEffect(() => {
    if (creation.kind === 'wire' && creation.status === 'succeeded') setAdding(false);
  }, [creation]);
  useEffect(() => setAdding(false), [account.acctNum]);
  const restored = useRestoredDraft('wire', account.acctNum, canCreate && settings?.detailsLoaded === true && list.status === 'succeeded' && !full, adding, setAdding);

  return (
    <section className="saved-instructions__panel" aria-label={M.tabs.wire}>
      <ListStatus list={list} loadingLabel={M.wire.loading} failedText={M.wire.loadFailed}>
        {canCreate && settings?.detailsLoaded && (
          <AddBar full={full} fullText={M.wire.maxReached(max)} addLabel={M.wire.add} adding={adding} onAdd={() => setAdding(true)} />
        )}
        {adding && <WireInstructionForm key={restored.key} acctNum={account.acctNum} restored={restored.values} onCancel={() => setAdding(false)} />}
        <WireInstructionsTable rows={list.rows} onDelete={canCreate ? setDeleting : undefined} />
      </ListStatus>
      {deleting && <DeleteInstructionDialog target={{ kind: 'wire', row: deleting }} onClose={closeDelete} />}
    </section>
  );
}
