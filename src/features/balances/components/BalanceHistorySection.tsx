// The chart's place on the dashboard: a spinner while the history loads, a note if it failed.
import { useSelector } from 'react-redux';
import { Card, Spinner } from '../../../shared/ui/index';
import { selectBalanceHistory } from '../balances.selectors';
import { BALANCES_MESSAGES as M } from '../messages';
import { BalanceHistoryChart } from './BalanceHistoryChart';

export function BalanceHistorySection() {
  const history = useSelector(selectBalanceHistory);
  if (history.status === 'succeeded') return <BalanceHistoryChart points={history.points} days={history.days} />;
  return (
    <Card as="section" className="balance-history" aria-label={M.historyTitle}>
      {history.status === 'failed' ? <p>{M.historyFailed}</p> : <Spinner label={M.loadingHistory} />}
    </Card>
  );
}
