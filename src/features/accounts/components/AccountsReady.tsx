// What an account page shows before the account list has answered: a named spinner. Its children
// (the account selector and the page's panels) render once the list is in.
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Spinner } from '../../../shared/ui/index';
import { selectAccountsListStatus } from '../accounts.selectors';
import { ACCOUNTS_MESSAGES as M } from '../messages';

export function AccountsReady({ children }: { children: ReactNode }) {
  const listStatus = useSelector(selectAccountsListStatus);
  if (listStatus === 'idle' || listStatus === 'pending') return <Spinner label={M.loadingAccounts} />;
  return <>{children}</>;
}
