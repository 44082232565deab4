// /transfer, the transfer page (spec part 1 §2, part 2 §2–§9): a back-to-account link, the title,
// an account selector over the custody, sub-custody and collateral accounts, and two directions,
// Send (a wire of USD, or digital assets) and Receive (a deposit address), which follow the address
// (transfer/send, transfer/receive; anything else goes to send). The route's guard lets in users with
// the dashboard entitlement and such an account. Loaded as its own chunk through the feature's entry.
import { useSelector } from 'react-redux';
import { Navigate, Route, Routes, useMatch, useNavigate } from 'react-router-dom';
import { Spinner, Tabs, type TabItem } from '../../../shared/ui/index';
import { isMarketMaker, selectEntitlementsStatus, selectNonMarketMakerAccounts, selectSelectedAccount, type Account } from '../../accounts/index';
import { AccountPage, AccountSelector, NotEntitled } from '../../accounts/entry';
import { StepUpDialog } from '../../stepUp/entry';
import { ReceivePanel } from '../components/ReceivePanel';
import { SendPanel } from '../components/SendPanel';
import { TRANSFER_MESSAGES as M } from '../messages';
import { TRANSFER_ROUTES, type TransferDirection } from '../routes';
import { transfersActions } from '../transfers.slice';
import './TransferPage.css';

const TABS: readonly TabItem[] = [
  { id: 'send', label: M.tabs.send },
  { id: 'receive', label: M.tabs.receive },
];

/** The selected account once it is a custody-type one with its entitlements in. */
function WithAccount({ children }: { children: (account: Account) => JSX.Element }) {
  const account = useSelector(selectSelectedAccount);
  const status = useSelector(selectEntitlementsStatus);
  if (!account || isMarketMaker(account)) return <p className="transfer__prompt">{M.chooseCustodyAccount}</p>;
  if (status === 'idle' || status === 'pending') return <Spinner label={M.loadingEntitlements} />;
  return children(account);
}

function Directions() {
  const navigate = useNavigate();
  const active: TransferDirection = useMatch(TRANSFER_ROUTES.receive) !== null ? 'receive' : 'send';
  const toSend = <Navigate to={TRANSFER_ROUTES.send} replace />;
  return (
    <Tabs tabs={TABS} activeId={active} label={M.tabsLabel} onChange={(id) => navigate(id === 'receive' ? TRANSFER_ROUTES.receive : TRANSFER_ROUTES.send)}>
      <Routes>
        <Route index element={toSend} />
        <Route path="send" element={<WithAccount>{(account) => <SendPanel account={account} />}</WithAccount>} />
        <Route path="receive" element={<WithAccount>{(account) => <ReceivePanel account={account} />}</WithAccount>} />
        <Route path="*" element={toSend} />
      </Routes>
    </Tabs>
  );
}

function PageBody() {
  const accounts = useSelector(selectNonMarketMakerAccounts);
  if (accounts.length === 0) return <NotEntitled help="contactSupport" />;
  return (
    <>
      <AccountSelector className="transfer__selector" accounts={accounts} />
      <Directions />
    </>
  );
}

export default function TransferPage() {
  // Opening the page loads the selected account's destinations and the wire window, and starts the clock.
  return (
    <AccountPage
      block="transfer"
      title={M.pageTitle}
      opened={transfersActions.pageOpened}
      closed={transfersActions.pageClosed}
      back={{ to: TRANSFER_ROUTES.account, label: M.backToAccount }}
    >
      <PageBody />
      <StepUpDialog />
    </AccountPage>
  );
}
