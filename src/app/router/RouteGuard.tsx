import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectSessionChecked } from '../../features/session/index';
import { Spinner } from '../../shared/ui/index';
import { useAppSelector } from '../hooks';
import { selectGuardContext } from './guardContext';
import { dependsOnAccountData, firstRedirect, type RouteRequirement } from './guards';

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
  // While the check is out, the chunks the page will need come down beside it.
  useEffect(() => {
    if (checking) preload?.();
  }, [checking, preload]);
  if (checking) return <Spinner label="Checking your session" />;
  // Entitlement and account-type rules are judged on loaded data, never on the empty defaults.
  if (context.signedIn && dependsOnAccountData(requirements) && !context.accountDataSettled) {
    return <Spinner label="Loading your accounts" />;
  }
  const redirect = firstRedirect(requirements, context);
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}
