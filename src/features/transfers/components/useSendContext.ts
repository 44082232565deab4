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
  /** The draft being edited, reviewed or sent (a submit in flight may be another account's); a fresh one when there is none. */
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

  return useMemo(() => {
    const offered = details ? offeredAssets(actions, details, securities) : [];
    // The positions' status is 'pending' until they are the selected account's: the form waits for them.
    const available = new Map(positions.map((p) => [p.asset, p.available.valueString]));
    // Another account leaves the form idle (the reducer), so a draft here is this account's or one in flight.
    const draft = lifecycle.status === 'idle' ? emptyDraft(account.acctNum, offered[0]) : lifecycle.draft;
    return { account, details, offered, securities, positionsStatus, availableOf: (asset: string) => available.get(asset) ?? null, destinations, lifecycle, draft };
  }, [account, details, actions, securities, positions, positionsStatus, destinations, lifecycle]);
}
