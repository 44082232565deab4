// The chart's place on the dashboard: a spinner while the history loads, a note if it failed.
// The chart is rendered from a deferred value (React renders it in slices that yield to the
// browser, not in the task of the store's update: ADR 0022, eighth pass); the spinner stays until
// that render commits.
import { useDeferredValue } from 'react';
import { useSelector } from 'react-redux';
import { Card, Spinner } from '../../../shared/ui/index';
import { selectBalanceHistory } from '../balances.selectors';
import { BALANCES_MESSAGES as M } from '../messages';
import { BalanceHistoryChart } from './BalanceHistoryChart';

export function BalanceHistorySection() {
  const history = useDeferredValue(useSelector(selectBalanceHistory));
  if (history.status === 'succeeded') return <BalanceHistoryChart points={history.points} days={history.days} />;
  return (
    <Card as="section" className="balance-history" aria-label={M.historyTitle}>
      {history.status === 'failed' ? <p>{M.historyFailed}</p> : <Spinner label={M.loadingHistory} />}
    </Card>
  );
}
