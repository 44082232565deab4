// /action-items (spec part 1 §2, §6, §8): the title, the Pending and History tabs, each a grid of the
// firm's action items; in place of the grid, the load failure text with the client service text, or
// the not-entitled text; the open item's dialog. Loaded as its own chunk through the feature's entry.
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ActionItemTab } from '../../../api/contract/actionItems';
import { Card, MessageCard, Spinner, Tabs, usePageEvents, type TabItem } from '../../../shared/ui/index';
import { SupportContacts } from '../../shell/entry';
import { StepUpDialog } from '../../stepUp/entry';
import { selectActionItemList, selectActionItemsTab, type WithActionItems } from '../actionItems.selectors';
import { actionItemsActions as A } from '../actionItems.slice';
import { ActionItemsGrid } from '../components/ActionItemsGrid';
import { OpenedItemDialog } from '../components/OpenedItemDialog';
import { ACTION_ITEMS_MESSAGES as M } from '../messages';
import './ActionItemsPage.css';

const TABS: readonly TabItem[] = [
  { id: 'PENDING', label: M.tabs.PENDING },
  { id: 'HISTORY', label: M.tabs.HISTORY },
];

function TabContent({ tab }: { tab: ActionItemTab }) {
  const dispatch = useDispatch();
  const list = useSelector((state: WithActionItems) => selectActionItemList(state, tab));
  const open = useCallback((referenceId: string) => dispatch(A.itemOpened({ referenceId })), [dispatch]);
  if (list.status === 'idle' || list.status === 'pending') return <Spinner label={M.loading} />;
  if (list.problem === 'notEntitled') {
    return (
      <Card className="action-items__notice">
        <p className="action-items__notice-title">{M.notEntitled}</p>
      </Card>
    );
  }
  if (list.status === 'failed') {
    return (
      <MessageCard
        status="error"
        headerMsg={M.loadFailed}
        className="action-items__notice"
        message={
          <>
            <p>{M.contactSupport}</p>
            <SupportContacts />
          </>
        }
      />
    );
  }
  return <ActionItemsGrid rows={list.rows} tab={tab} onOpen={open} />;
}

export default function ActionItemsPage() {
  const dispatch = useDispatch();
  const tab = useSelector(selectActionItemsTab);
  usePageEvents(A.pageOpened, A.pageClosed);

  return (
    <div className="action-items">
      <h1 className="action-items__heading">{M.pageTitle}</h1>
      <Tabs tabs={TABS} activeId={tab} label={M.tabsLabel} onChange={(id) => dispatch(A.tabSelected({ tab: id as ActionItemTab }))}>
        <TabContent tab={tab} />
      </Tabs>
      <OpenedItemDialog />
      <StepUpDialog />
    </div>
  );
}
