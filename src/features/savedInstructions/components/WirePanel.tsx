// The wire-instructions tab (spec part 2 §2): the saved wire instruction table of the selected
// account, and (with the create entitlement, below the account's maximum) the way to add one.
import { useSelector } from 'react-redux';
import { SAVED_INSTRUCTION_ENTITLEMENTS as E } from '../../../api/contract/savedInstructions';
import { selectHasEntitlement, type Account } from '../../accounts/index';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { liveCount, selectInstructionSettings, selectWireList, type WithSavedInstructions } from '../savedInstructions.selectors';
import { ListStatus } from './ListStatus';
import { WireInstructionsTable } from './WireInstructionsTable';

export function WirePanel({ account }: { account: Account }) {
  const list = useSelector((state: WithSavedInstructions) => selectWireList(state, account.acctNum));
  const settings = useSelector(selectInstructionSettings);
  const canCreate = useSelector((state: Parameters<typeof selectHasEntitlement>[0]) => selectHasEntitlement(state, E.wireCreate));
  const max = settings?.maxWireInstructionsPermitted ?? 0;
  const full = liveCount(list.rows) >= max;
  return (
    <section className="saved-instructions__panel" aria-label={M.tabs.wire}>
      <ListStatus list={list} loadingLabel={M.wire.loading} failedText={M.wire.loadFailed}>
        {canCreate && settings?.detailsLoaded && full && <p className="saved-instructions__note">{M.wire.maxReached(max)}</p>}
        <WireInstructionsTable rows={list.rows} />
      </ListStatus>
    </section>
  );
}
