// /dashboard, the accounts page (spec part 2 §1–§2): the account selector with the client-support
// block, then for the selected account its summary with the allocation list, its positions and
// the balance-history chart, then its Activity History. A market-maker account shows its summary
// and a pointer to Mint & Burn.
// Loaded as its own chunk (with d3) through the feature's index.
import { useSelector } from 'react-redux';
import { MessageCard, Spinner } from '../../../shared/ui/index';
import { AccountSelector, ClientSupportBlock, isMarketMaker, selectSelectedAccount } from '../../accounts/index';
import { ActivityHistorySection } from '../../activityHistory/index';
import { selectFlag, type SystemState } from '../../system/index';
import { selectAccountSummary, selectAllocationRows, selectPositionRows, selectPositionsStatus } from '../balances.selectors';
import { AccountSummary } from '../components/AccountSummary';
import { BalanceHistorySection } from '../components/BalanceHistorySection';
import { MarketMakerSummary } from '../components/MarketMakerSummary';
import { PositionsTable } from '../components/PositionsTable';
import { BALANCES_MESSAGES as M } from '../messages';
import './DashboardPage.css';

const selectMintBurnOn = (state: { system: SystemState }) => selectFlag(state, 'MarketMaker');

function Positions() {
  const status = useSelector(selectPositionsStatus);
  const summary = useSelector(selectAccountSummary);
  const rows = useSelector(selectPositionRows);
  const allocations = useSelector(selectAllocationRows);
  if (status === 'failed') {
    return (
      <div role="alert">
        <MessageCard status="error" headerMsg={M.errorHeader} message={M.accountDataFailed} />
      </div>
    );
  }
  if (status !== 'succeeded' || !summary) return <Spinner label={M.loadingAccountData} />;
  return (
    <>
      <div className="dashboard__overview">
        <AccountSummary totalFiatValue={summary.totalFiatValue} allocations={allocations} />
        <BalanceHistorySection />
      </div>
      <PositionsTable rows={rows} />
    </>
  );
}

function SelectedAccount() {
  const account = useSelector(selectSelectedAccount);
  const mintBurnOn = useSelector(selectMintBurnOn);
  if (!account) return <Spinner label={M.loadingAccounts} />;
  if (isMarketMaker(account)) return <MarketMakerSummary account={account} mintBurnAvailable={mintBurnOn} />;
  return (
    <>
      <Positions />
      <ActivityHistoryAfterPositions />
    </>
  );
}

/** Activity History (not for market-maker accounts) comes once the positions have painted (ADR 0019). */
function ActivityHistoryAfterPositions() {
  const status = useSelector(selectPositionsStatus);
  return status === 'succeeded' || status === 'failed' ? <ActivityHistorySection /> : null;
}

export default function DashboardPage() {
  return (
    <div className="dashboard">
      <h1 className="dashboard__title">{M.pageTitle}</h1>
      <div className="dashboard__account-bar">
        <AccountSelector className="dashboard__selector" />
        <ClientSupportBlock className="dashboard__support" />
      </div>
      <SelectedAccount />
    </div>
  );
}
