// /dashboard, the accounts page (spec part 2 §1–§2): the account selector with the client-support
// block, then for the selected account its summary with the allocation list, its positions and
// the balance-history chart, then its Activity History. A market-maker account shows its summary
// and a pointer to Mint & Burn, and its Activity History while am.mm.enabled is on.
// Loaded as its own chunk (with d3) through the feature's entry.
import { useDeferredValue } from 'react';
import { useSelector } from 'react-redux';
import { useAccountDataPending } from '../../../runtime/accountDataPending';
import { MessageCard } from '../../../shared/ui/index';
import { isMarketMaker, selectSelectedAccount } from '../../accounts/index';
import { ActivityHistorySection } from '../../activityHistory/entry';
import { selectFlag, type SystemState } from '../../system/index';
import { selectAccountSummary, selectAllocationRows, selectPositionRows, selectPositionsStatus } from '../balances.selectors';
import { AccountSummary } from '../components/AccountSummary';
import { BalanceHistorySection } from '../components/BalanceHistorySection';
import { BalancesPlaceholder, DashboardFrame } from '../components/DashboardFrame';
import { MarketMakerSummary } from '../components/MarketMakerSummary';
import { PositionsTable } from '../components/PositionsTable';
import { BALANCES_MESSAGES as M } from '../messages';

const selectMintBurnOn = (state: { system: SystemState }) => selectFlag(state, 'MarketMaker');
/** am.mm.enabled: a market-maker account has Activity History too (docs/spec-choices.md). */
const selectMarketMakerActivityOn = (state: { system: SystemState }) => selectFlag(state, 'am.mm.enabled');

/**
 * The account's summary, chart and positions, rendered from deferred values: when the positions
 * arrive, React renders them in slices that yield to the browser, not in the task of the store's
 * update (the page's blocking time: ADR 0022, eighth pass); the placeholder stays until that render
 * commits.
 */
function Positions() {
  const status = useDeferredValue(useSelector(selectPositionsStatus));
  const summary = useDeferredValue(useSelector(selectAccountSummary));
  const rows = useDeferredValue(useSelector(selectPositionRows));
  const allocations = useDeferredValue(useSelector(selectAllocationRows));
  if (status === 'failed') {
    return (
      <div role="alert">
        <MessageCard status="error" headerMsg={M.errorHeader} message={M.accountDataFailed} />
      </div>
    );
  }
  if (status !== 'succeeded' || !summary) return <BalancesPlaceholder label={M.loadingAccountData} />;
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
  const marketMakerActivityOn = useSelector(selectMarketMakerActivityOn);
  // Until the route guard has judged the account data (entitlements), the account's figures wait.
  const pending = useAccountDataPending();
  if (!account || pending) return <BalancesPlaceholder label={M.loadingAccounts} />;
  if (isMarketMaker(account)) {
    return (
      <>
        <MarketMakerSummary account={account} mintBurnAvailable={mintBurnOn} />
        {marketMakerActivityOn && <ActivityHistorySection />}
      </>
    );
  }
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

/**
 * What the chunk brings into the frame: the selected account's figures. The route renders the
 * frame from the first page's bundle and this inside it once the chunk has come (DashboardRoute),
 * so the frame stays the same elements on screen: nothing is mounted again when the chunk arrives.
 */
export function DashboardContent() {
  return <SelectedAccount />;
}

/** The whole page: the frame around the selected account. */
export default function DashboardPage() {
  return (
    <DashboardFrame>
      <DashboardContent />
    </DashboardFrame>
  );
}
