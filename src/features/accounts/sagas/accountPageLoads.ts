// The loads of a page whose data follows the selected account (Mint & Burn, saved instructions,
// transfers, Activity History, …), run with takeLatest over the triggers below, so choosing
// another account, leaving the page, clearing the accounts or logging out cancels the loads in
// flight and a stale account's answers never land:
//   1. the page's opened event (or one of its reload events), or accounts/accountSelected while
//      the page is open (else stop: the page's closed event, accounts/cleared and logout only
//      cancel what runs)
//   2. no account selected, or one the page does not load for (`accepts`): stop
//   3. the page's own `load(account)`: it puts the page's requested/loaded/failed events
import type { Action, ActionCreatorWithoutPayload } from '@reduxjs/toolkit';
import { call, select, takeLatest } from 'redux-saga/effects';
import { sessionActions } from '../../session/index';
import { selectSelectedAccount } from '../accounts.selectors';
import { accountsActions } from '../accounts.slice';
import type { Account } from '../types';

export interface AccountPage<S> {
  opened: ActionCreatorWithoutPayload;
  closed: ActionCreatorWithoutPayload;
  /** Events that load the page again for the same account (a retry, a change made on the page, a filter). */
  reloads?: ReadonlyArray<{ type: string; match: (action: Action) => boolean }>;
  selectOpen: (state: S) => boolean;
  /** Whether the page loads anything for this account (default: every account). */
  accepts?: (account: Account) => boolean;
  load: (account: Account) => Generator;
}

export function watchAccountPage<S>(page: AccountPage<S>) {
  const starts: ReadonlyArray<{ type: string; match: (action: Action) => boolean }> = [
    page.opened,
    ...(page.reloads ?? []),
    accountsActions.accountSelected,
  ];
  const triggers = [...starts, page.closed, accountsActions.cleared, sessionActions.loggedOut].map((creator) => creator.type);

  function* onTrigger(action: Action) {
    if (!starts.some((creator) => creator.match(action))) return;
    const open: boolean = yield select(page.selectOpen);
    if (!open) return;
    const account: Account | null = yield select(selectSelectedAccount);
    if (!account || !(page.accepts?.(account) ?? true)) return;
    yield call(page.load, account);
  }

  return takeLatest(triggers, onTrigger);
}
