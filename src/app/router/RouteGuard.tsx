import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectSessionChecked } from '../../features/session/index';
import { AccountDataPendingContext } from '../../runtime/accountDataPending';
import { Spinner } from '../../shared/ui/index';
import { useAppSelector } from '../hooks';
import { selectGuardContext } from './guardContext';
import { awaitsFlagAnswer, dependsOnAccountData, firstRedirect, type RouteRequirement } from './guards';

interface Props {
  requirements: readonly RouteRequirement[];
  children: ReactNode;
  /** Starts loading the chunks the page and the signed-in features need (no module runs its effects before sign-in). */
  preload?: () => unknown;
  /**
   * While the account data the rules need loads, the page shows (told so by AccountDataPendingContext:
   * it draws its frame and keeps back the rest) instead of the guard's spinner; the rules are judged
   * once the data has loaded, as for any route (ADR 0022, sixth pass).
   */
  showsPageWhileLoading?: boolean;
}

/** Lets a route through or redirects, per the pure rules in guards.ts. */
export function RouteGuard({ requirements, children, preload, showsPageWhileLoading = false }: Props) {
  const context = useAppSelector(selectGuardContext);
  const sessionChecked = useAppSelector(selectSessionChecked);
  // Until the start-up session check answers, a signed-in user must not be bounced to login. The
  // login page itself shows at once (docs/adr/0012): its pipeline waits for the check before it
  // ends any session, and a user the check finds signed in goes on to the dashboard.
  const waitsForCheck = requirements.some((r) => r.kind === 'signedIn');
  const checking = waitsForCheck && !sessionChecked;
  // The chunks the page will need come down beside the check and the account data it waits for
  // (the check may have answered before the first render: the app renders in slices), unless the
  // check found no signed-in user (the route goes to the login page).
  // A page that shows its frame meanwhile (boot starts its chunks once the frame is on screen)
  // starts them here once the check has found the user signed in.
  const loadsPage = waitsForCheck && ((checking && !showsPageWhileLoading) || context.signedIn);
  useEffect(() => {
    if (loadsPage) preload?.();
  }, [loadsPage, preload]);
  // Entitlement and account-type rules are judged on loaded data, never on the empty defaults.
  const accountDataPending = checking || (context.signedIn && dependsOnAccountData(requirements) && !context.accountDataSettled);
  // The same element around the page while pending and after: the page is not mounted again.
  const page = <AccountDataPendingContext.Provider value={accountDataPending}>{children}</AccountDataPendingContext.Provider>;
  if (checking) return showsPageWhileLoading ? page : <Spinner label="Checking your session" />;
  if (accountDataPending) return showsPageWhileLoading ? page : <Spinner label="Loading your accounts" />;
  // The flags answer one by one (the accounts wait for one of them only): a page behind a flag waits for it.
  if (context.signedIn && awaitsFlagAnswer(requirements, context)) return <Spinner label="Loading the page" />;
  const redirect = firstRedirect(requirements, context);
  return redirect ? <Navigate to={redirect} replace /> : page;
}
