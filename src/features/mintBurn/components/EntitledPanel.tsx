// What a tab shows before its content (spec part 1 §2, §6): a prompt while the selected account is
// not a market-maker one, a spinner while its entitlements load, and without the tab's entitlement
// 'You are not entitled to view this page.' with the Client Service contacts.
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Spinner } from '../../../shared/ui/index';
import { isMarketMaker, selectEntitlementsStatus, selectHasEntitlement, selectSelectedAccount, type Account, type AccountsState } from '../../accounts/index';
import { NotEntitled } from '../../accounts/entry';
import { MINT_BURN_MESSAGES as M } from '../messages';

interface EntitledPanelProps {
  /** The entitlement (actionName) the tab needs on the selected account. */
  entitlement: string;
  children: (account: Account) => ReactNode;
}

export function EntitledPanel({ entitlement, children }: EntitledPanelProps) {
  const account = useSelector(selectSelectedAccount);
  const status = useSelector(selectEntitlementsStatus);
  const entitled = useSelector((state: { accounts: AccountsState }) => selectHasEntitlement(state, entitlement));
  if (!account || !isMarketMaker(account)) return <p className="mint-burn__prompt">{M.chooseMarketMakerAccount}</p>;
  if (status === 'idle' || status === 'pending') return <Spinner label={M.loadingEntitlements} />;
  if (!entitled) return <NotEntitled help="contactSupport" />;
  return <>{children(account)}</>;
}
