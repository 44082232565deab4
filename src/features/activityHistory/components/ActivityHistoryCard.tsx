// The Activity History card (spec part 2 §2, §4): the title, with a warning icon and 'Unable to load
// this data' beside it when the load failed; the filters and the export buttons; the export's
// progress; the table. Mounting the card is the screen's init: it loads the selected account's
// history (not for market-maker accounts), and account changes reload it while it is on screen.
// A chunk of its own, fetched after the dashboard's positions have painted (ActivityHistorySection).
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Card, usePageEvents, WarningIcon } from '../../../shared/ui/index';
import { selectActivityStatus } from '../activityHistory.selectors';
import { activityHistoryActions as A } from '../activityHistory.slice';
import { ACTIVITY_MESSAGES as M } from '../messages';
import { ActivityGridArea } from './ActivityGridArea';
import { ActivityToolbar } from './ActivityToolbar';
import { ExportStatus } from './ExportStatus';
import './ActivityHistory.css';

export default function ActivityHistoryCard() {
  const titleId = useId();
  const status = useSelector(selectActivityStatus);
  const failed = status === 'failed';
  const settled = status === 'succeeded' || failed;
  usePageEvents(A.cardOpened, A.cardClosed);

  return (
    <Card as="section" className={settled ? 'activity-history' : 'activity-history activity-history--reserved'} aria-labelledby={titleId}>
      <div className="activity-history__head">
        <h2 id={titleId} className="activity-history__title">
          {M.title}
        </h2>
        {failed && (
          <p className="activity-history__error" role="alert">
            <WarningIcon decorative className="activity-history__error-icon" />
            {M.unableToLoad}
          </p>
        )}
      </div>
      <ActivityToolbar />
      <ExportStatus />
      <ActivityGridArea />
    </Card>
  );
}
