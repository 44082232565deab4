// The crypto transfer inbound dialog (spec part 2 §2, §3; part 1 §4): a left column of the digital
// asset's labels and values (on the History tab also the travel-rule labels); the 'Assets Declined'
// warning when the deposit was declined; on the Pending tab the review (DepositReviewForm) when the
// user may review it, else 'You have view-only access to this request.'; other tabs: Close only.
import type { ActionItemDto, ActionItemTab } from '../../../api/contract/actionItems';
import { LabelValueList, MessageCard, Modal } from '../../../shared/ui/index';
import { depositRows, travelRuleRows } from '../itemRows';
import { ACTION_ITEMS_MESSAGES as M, statusSubtitle } from '../messages';
import { DepositReviewForm } from './DepositReviewForm';

interface Props {
  item: ActionItemDto;
  tab: ActionItemTab;
  onClose: () => void;
}

export function InboundDepositDialog({ item, tab, onClose }: Props) {
  const onPending = tab === 'PENDING' && item.status === 'PENDING';
  const formVisible = onPending && item.actionable;
  const travelRule = item.inboundDeposit?.travelRuleData ?? null;
  const forfeited = travelRule?.disposition === 'UNRECOGNIZED';
  return (
    <Modal
      open
      heading={M.headings.CRYPTO_INBOUND}
      subHeading={statusSubtitle(item)}
      onClose={onClose}
      closeLabel={M.closeDialog}
      className="action-items__deposit-dialog"
      buttons={formVisible ? [] : [{ label: M.buttons.close, variant: 'secondary', autoClose: true }]}
    >
      <div className="action-items__deposit">
        <div className="action-items__deposit-facts">
          <LabelValueList rows={depositRows(item)} />
          {tab === 'HISTORY' && travelRule && !forfeited && <LabelValueList rows={travelRuleRows(travelRule)} />}
        </div>
        <div className="action-items__deposit-main">
          {forfeited && <MessageCard status="warning" headerMsg={M.deposit.assetsDeclined} message={M.deposit.notCredited} />}
          {onPending && !item.actionable && <p className="action-items__view-only">{M.viewOnly}</p>}
          {formVisible && <DepositReviewForm item={item} onCancel={onClose} />}
        </div>
      </div>
    </Modal>
  );
}
