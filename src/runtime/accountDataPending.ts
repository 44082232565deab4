// Whether the route guard is still waiting for the account data its rules need (the account list
// and the selected account's entitlements). A page whose route shows it meanwhile (the dashboard:
// routeTable's `showsPageWhileLoading`) draws its own frame then, and keeps back what the
// guard has not yet judged (ADR 0022, sixth pass).
import { createContext, useContext } from 'react';

export const AccountDataPendingContext = createContext(false);

/** True while the route guard waits for the account data; false once it has let the page through. */
export function useAccountDataPending(): boolean {
  return useContext(AccountDataPendingContext);
}
