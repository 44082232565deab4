// The digital-asset-instructions tab (spec part 2 §2, §4, §6): the allow-list state of the selected
// account ('not enabled', 'being disabled' — which blocks new instructions and sends until the
// custodian completes the video identity verification — or enabled with its activation period and
// what it means), its Enable / Edit Preferences / Disable buttons as the account details permit
// (canEnableSDAI, canEditSDAI, canDisableSDAI, with the allow-list admin action) and as the flags
// permit (issue 27: `aa` off offers none of them, `disEnabled` off no Disable; the gateway refuses
// them too), the saved digital asset instruction table, and, with the create entitlement and below
// the maximum, the form; a kept draft restored for this account (issue 28) opens it with its values.
import { useCallback, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { SAVED_INSTRUCTION_ENTITLEMENTS as E, type SavedDigitalAssetInstructionDto } from '../../../api/contract/savedInstructions';
import { selectHasEntitlement, type Account } from '../../accounts/index';
import { selectFlag } from '../../system/index';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import {
  liveCount,
  selectAddressList,
  selectAllowListOffers,
  selectCreation,
  selectFormOptions,
  selectInstructionSettings,
  type WithSavedInstructions,
} from '../savedInstructions.selectors';
import { AddressInstructionForm } from './AddressInstructionForm';
import { AddressInstructionsTable } from './AddressInstructionsTable';
import { DisableAllowListDialog, EditAllowListDialog, EnableAllowListDialog } from './AllowListDialogs';
import { AddBar } from './AddBar';
import { useRestoredDraft } from './useRestoredDraft';
import { DeleteInstructionDialog } from './DeleteInstructionDialog';
import { ListStatus } from './ListStatus';

const L = M.allowList;

type Dialog = 'enable' | 'edit' | 'disable' | null;
type AnyState = Parameters<typeof selectHasEntitlement>[0] & Parameters<typeof selectFlag>[0];

export function AddressPanel({ account }: { account: Account }) {
  const list = useSelector((state: WithSavedInstructions) => selectAddressList(state, account.acctNum));
  const settings = useSelector(selectInstructionSettings);
  const creation = useSelector(selectCreation);
  const institutions = useSelector(selectFormOptions).institutions.items;
  const canCreate = useSelector((state: AnyState) => selectHasEntitlement(state, E.addressCreate));
  const isAdmin = useSelector((state: AnyState) => selectHasEntitlement(state, E.allowListAdmin));
  const euTravelRule = useSelector((state: AnyState) => selectFlag(state, 'eu-trvl-rule'));
  const offers = useSelector(selectAllowListOffers);
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<SavedDigitalAssetInstructionDto | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const status = settings?.aaEnabled ?? 'DISABLED';
  const loaded = settings?.detailsLoaded ?? false;
  const max = settings?.maxAAPermitted ?? 0;
  const full = liveCount(list.rows) >= max;
  const blocked = status === 'PENDING_DISABLEMENT';

  useEffect(() => {
    if (creation.kind === 'address' && creation.status === 'succeeded') setAdding(false);
  }, [creation]);
  useEffect(() => {
    setAdding(false);
    setDialog(null);
  }, [account.acctNum]);
  useEffect(() => {
    if (blocked) setAdding(false);
  }, [blocked]);
  const restored = useRestoredDraft('address', account.acctNum, canCreate && loaded && list.status === 'succeeded' && !blocked && !full, adding, setAdding);

  return (
    <section className="saved-instructions__panel" aria-label={M.tabs.address}>
      {loaded && status === 'DISABLED' && <p className="saved-instructions__allow-list-state">{L.notEnabled}</p>}
      {blocked && (
        <div className="saved-instructions__allow-list-state" role="status">
          <p>{L.disabling}</p>
          <p className="saved-instructions__allow-list-detail">{L.disablingDetail}</p>
        </div>
      )}
      {status === 'ENABLED' && settings?.aaActivationPeriod && (
        <div className="saved-instructions__allow-list-state">
          <p>
            {L.activationPeriod}: <strong>{settings.aaActivationPeriod}</strong>
          </p>
          <p className="saved-instructions__allow-list-detail">{L.periodIntro}</p>
        </div>
      )}
      {loaded && isAdmin && offers.manage && (
        <div className="saved-instructions__actions">
          {status === 'DISABLED' && settings?.canEnableSDAI && (
            <button type="button" className="button button--primary" onClick={() => setDialog('enable')}>
              {L.enable}
            </button>
          )}
          {status === 'ENABLED' && settings?.canEditSDAI && (
            <button type="button" className="button button--secondary" onClick={() => setDialog('edit')}>
              {L.edit}
            </button>
          )}
          {status === 'ENABLED' && settings?.canDisableSDAI && offers.disable && (
            <button type="button" className="button button--secondary" onClick={() => setDialog('disable')}>
              {L.disable}
            </button>
          )}
        </div>
      )}
      <ListStatus list={list} loadingLabel={M.address.loading} failedText={M.address.loadFailed}>
        {canCreate && loaded && !blocked && (
          <AddBar full={full} fullText={M.address.maxReached(max)} addLabel={M.address.add} adding={adding} onAdd={() => setAdding(true)} />
        )}
        {adding && settings && (
          <AddressInstructionForm
            key={restored.key}
            restored={restored.values}
            acctNum={account.acctNum}
            networks={settings.enabledNetworks}
            firmCountry={settings.firmCountry}
            euTravelRule={euTravelRule}
            institutions={institutions.map((i) => i.id)}
            initialValues={{ beneficiaryFullName: account.accountDisplayName.slice(0, 81), walletOwnerFullName: account.accountDisplayName.slice(0, 81) }}
            onCancel={() => setAdding(false)}
          />
        )}
        <AddressInstructionsTable rows={list.rows} onDelete={canCreate ? setDeleting : undefined} />
      </ListStatus>
      {dialog === 'enable' && <EnableAllowListDialog acctNum={account.acctNum} onClose={closeDialog} />}
      {dialog === 'edit' && <EditAllowListDialog acctNum={account.acctNum} current={settings?.aaActivationPeriod ?? ''} onClose={closeDialog} />}
      {dialog === 'disable' && <DisableAllowListDialog acctNum={account.acctNum} onClose={closeDialog} />}
      {deleting && <DeleteInstructionDialog target={{ kind: 'address', row: deleting }} onClose={closeDelete} />}
    </section>
  );
}
