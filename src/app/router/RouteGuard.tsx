import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectSessionChecked } from '../../features/session/index';
import { Spinner } from '../../shared/ui/index';
import { useAppSelector } from '../hooks';
import { selectGuardContext } from './guardContext';
import { awaitsFlagAnswer, dependsOnAccountData, firstRedirect, type RouteRequirement } from './guards';

interface Props {
  requirements: readonly RouteRequirement[];
  children: ReactNode;
  /** Starts loading the chunks the page and the signed-in features need (no module runs its effects before sign-in). */
  preload?: () => unknown;
}

/** Lets a route through or redirects, per the pure rules in guards.ts. */
export function RouteGuard({ requirements, children, preload }: Props) {
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
  const loadsPage = waitsForCheck && (checking || context.signedIn);
  useEffect(() => {
    if (loadsPage) preload?.();
  }, [loadsPage, preload]);
  if (checking) return <Spinner label="Checking your session" />;
  // Entitlement and account-type rules are judged on loaded data, never on the empty defaults.
  if (context.signedIn && dependsOnAccountData(requirements) && !context.accountDataSettled) {
    return <Spinner label="Loading your accounts" />;
  }
  // The flags answer one by one (the accounts wait for one of them only): a page behind a flag waits for it.
  if (context.signedIn && awaitsFlagAnswer(requirements, context)) return <Spinner label="Loading the page" />;
  const redirect = firstRedirect(requirements, context);
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}
