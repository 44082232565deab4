// What the Send side reads, gathered once per render of its panel: the selected account and its
// details, the assets the user may send from it, the securities list, the positions' available
// balances, the saved destinations and the transfer's lifecycle with its draft (a fresh one when idle).
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { AccountDetailsDto } from '../../../api/contract/firmAccounts';
import type { SecurityDto } from '../../../api/contract/securities';
import {
  selectEntitlementActionNames,
  selectSecurityEntities,
  selectSelectedAccount,
  selectSelectedAccountDetails,
  type Account,
  type AccountsState,
} from '../../accounts/index';
import { selectAllPositions, selectPositionsStatus, type BalancesState, type PositionsStatus } from '../../balances/index';
import { emptyDraft, offeredAssets, type OfferedAsset } from '../draft';
import { selectDestinations, selectTransferLifecycle, type WithTransfers } from '../transfers.selectors';
import type { TransferLifecycle } from '../transfers.slice';
import type { DestinationsEntry, TransferDraft } from '../types';

type PageState = WithTransfers & { accounts: AccountsState; balances: BalancesState };

export interface SendContext {
  account: Account;
  details: AccountDetailsDto | null;
  offered: readonly OfferedAsset[];
  securities: Record<string, SecurityDto | undefined>;
  positionsStatus: PositionsStatus;
  /** The available balance of an asset (its position's exact valueString), null when it holds none. */
  availableOf: (asset: string) => string | null;
  destinations: DestinationsEntry;
  lifecycle: TransferLifecycle;
  /** The draft being edited, reviewed or sent; a fresh one for the account when there is none. */
  draft: TransferDraft;
}

export function useSendContext(account: Account): SendContext {
  const details = useSelector(selectSelectedAccountDetails);
  const actions = useSelector(selectEntitlementActionNames);
  const securities = useSelector(selectSecurityEntities) as Record<string, SecurityDto | undefined>;
  const positions = useSelector((state: PageState) => selectAllPositions(state));
  const positionsStatus = useSelector((state: PageState) => selectPositionsStatus(state));
  const destinations = useSelector((state: PageState) => selectDestinations(state, account.acctNum));
  const lifecycle = useSelector(selectTransferLifecycle);
  const selected = useSelector(selectSelectedAccount);

  return useMemo(() => {
    const offered = details ? offeredAssets(actions, details, securities) : [];
    const available = new Map(selected?.acctNum === account.acctNum ? positions.map((p) => [p.asset, p.available.valueString]) : []);
    const draft = lifecycle.status === 'idle' || lifecycle.draft.accountNumber !== account.acctNum ? emptyDraft(account.acctNum, offered[0]) : lifecycle.draft;
    return { account, details, offered, securities, positionsStatus, availableOf: (asset: string) => available.get(asset) ?? null, destinations, lifecycle, draft };
  }, [account, details, actions, securities, positions, positionsStatus, destinations, lifecycle, selected]);
}
