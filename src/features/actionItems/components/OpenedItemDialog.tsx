// The dialog of the item the user opened: the inbound deposit dialog for a deposit, the respond
// dialog for a maker-checker request. Closing (Cancel, Close, the X, Escape) leaves no result.
import { useDispatch, useSelector } from 'react-redux';
import { selectOpenedItem } from '../actionItems.selectors';
import { actionItemsActions as A } from '../actionItems.slice';
import { InboundDepositDialog } from './InboundDepositDialog';
import { RespondDialog } from './RespondDialog';

export function OpenedItemDialog() {
  const dispatch = useDispatch();
  const opened = useSelector(selectOpenedItem);
  if (!opened) return null;
  const close = () => dispatch(A.itemClosed());
  return opened.item.requestType === 'CRYPTO_INBOUND' ? (
    <InboundDepositDialog key={opened.item.referenceId} item={opened.item} tab={opened.tab} onClose={close} />
  ) : (
    <RespondDialog key={opened.item.referenceId} item={opened.item} tab={opened.tab} onClose={close} />
  );
}
