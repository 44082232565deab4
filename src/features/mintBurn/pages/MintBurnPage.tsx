// /mint-burn, the Mint & Burn Process page (spec part 1 §2, §6): a back-to-account link, the title,
// an account selector over the market-maker accounts, and the tabs Mint and Burn, which follow the
// address (mint-burn/mint, mint-burn/burn; anything else goes to mint). The route's guard lets only
// market-maker users in; a user without a market-maker account still gets a no-access message.
// Loaded as its own chunk (with qrcode.react and moment-timezone) through the feature's entry.
import { useSelector } from 'react-redux';
import { Navigate, Route, Routes, useMatch, useNavigate } from 'react-router-dom';
import { Tabs, type TabItem } from '../../../shared/ui/index';
import { selectMarketMakerAccounts } from '../../accounts/index';
import { AccountPage, AccountSelector, NotEntitled } from '../../accounts/entry';
import { MINT_BURN_ENTITLEMENTS } from '../../../api/contract/mintBurn';
import { BurnPanel } from '../components/BurnPanel';
import { EntitledPanel } from '../components/EntitledPanel';
import { MintInstructions } from '../components/MintInstructions';
import { MINT_BURN_MESSAGES as M } from '../messages';
import { mintBurnActions } from '../mintBurn.slice';
import { MINT_BURN_ROUTES, type MintBurnTab } from '../routes';
import './MintBurnPage.css';

const TABS: readonly TabItem[] = [
  { id: 'mint', label: M.tabs.mint },
  { id: 'burn', label: M.tabs.burn },
];

function MintBurnTabs() {
  const navigate = useNavigate();
  const onBurn = useMatch(MINT_BURN_ROUTES.burn) !== null;
  const active: MintBurnTab = onBurn ? 'burn' : 'mint';
  const toMint = <Navigate to={MINT_BURN_ROUTES.mint} replace />;
  return (
    <Tabs tabs={TABS} activeId={active} label={M.tabsLabel} onChange={(id) => navigate(id === 'burn' ? MINT_BURN_ROUTES.burn : MINT_BURN_ROUTES.mint)}>
      <Routes>
        <Route index element={toMint} />
        <Route
          path="mint"
          element={<EntitledPanel entitlement={MINT_BURN_ENTITLEMENTS.mint}>{(account) => <MintInstructions account={account} />}</EntitledPanel>}
        />
        <Route
          path="burn"
          element={<EntitledPanel entitlement={MINT_BURN_ENTITLEMENTS.burn}>{(account) => <BurnPanel account={account} />}</EntitledPanel>}
        />
        <Route path="*" element={toMint} />
      </Routes>
    </Tabs>
  );
}

function PageBody() {
  const marketMakerAccounts = useSelector(selectMarketMakerAccounts);
  if (marketMakerAccounts.length === 0) return <NotEntitled help="contactSupport" />;
  return (
    <>
      <div className="mint-burn__account-bar">
        <AccountSelector className="mint-burn__selector" accounts={marketMakerAccounts} />
        <p className="mint-burn__value">{M.fiddValue}</p>
      </div>
      <MintBurnTabs />
    </>
  );
}

export default function MintBurnPage() {
  // Opening the page loads the selected account's data; account changes reload it while it is open.
  return (
    <AccountPage
      block="mint-burn"
      title={M.pageTitle}
      opened={mintBurnActions.pageOpened}
      closed={mintBurnActions.pageClosed}
      back={{ to: MINT_BURN_ROUTES.account, label: M.backToAccount }}
    >
      <PageBody />
    </AccountPage>
  );
}
