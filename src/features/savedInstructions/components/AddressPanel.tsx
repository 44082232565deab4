// The digital-asset-instructions tab (spec part 2 §2, §4): the allow-list state of the selected
// account ('not enabled', 'being disabled' or enabled with its activation period) and the saved
// digital asset instruction table.
import { useSelector } from 'react-redux';
import { SAVED_INSTRUCTION_ENTITLEMENTS as E } from '../../../api/contract/savedInstructions';
import { selectHasEntitlement, type Account } from '../../accounts/index';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { liveCount, selectAddressList, selectInstructionSettings, type WithSavedInstructions } from '../savedInstructions.selectors';
import { AddressInstructionsTable } from './AddressInstructionsTable';
import { ListStatus } from './ListStatus';

export function AddressPanel({ account }: { account: Account }) {
  const list = useSelector((state: WithSavedInstructions) => selectAddressList(state, account.acctNum));
  const settings = useSelector(selectInstructionSettings);
  const canCreate = useSelector((state: Parameters<typeof selectHasEntitlement>[0]) => selectHasEntitlement(state, E.addressCreate));
  const status = settings?.aaEnabled ?? 'DISABLED';
  const max = settings?.maxAAPermitted ?? 0;
  const full = liveCount(list.rows) >= max;
  return (
    <section className="saved-instructions__panel" aria-label={M.tabs.address}>
      {settings?.detailsLoaded && status === 'DISABLED' && <p className="saved-instructions__allow-list-state">{M.allowList.notEnabled}</p>}
      {status === 'PENDING_DISABLEMENT' && <p className="saved-instructions__allow-list-state" role="status">{M.allowList.disabling}</p>}
      {status === 'ENABLED' && settings?.aaActivationPeriod && (
        <p className="saved-instructions__allow-list-state">
          {M.allowList.activationPeriod}: <strong>{settings.aaActivationPeriod}</strong>
        </p>
      )}
      <ListStatus list={list} loadingLabel={M.address.loading} failedText={M.address.loadFailed}>
        {canCreate && status === 'ENABLED' && settings?.detailsLoaded && full && <p className="saved-instructions__note">{M.address.maxReached(max)}</p>}
        <AddressInstructionsTable rows={list.rows} />
      </ListStatus>
    </section>
  );
}
