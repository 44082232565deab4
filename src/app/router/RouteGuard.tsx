import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectSessionChecked } from '../../features/session/index';
import { Spinner } from '../../shared/ui/index';
import { useAppSelector } from '../hooks';
import { selectGuardContext } from './guardContext';
import { dependsOnAccountData, firstRedirect, type RouteRequirement } from './guards';

interface Props {
  requirements: readonly RouteRequirement[];
  children: ReactNode;
}

/** Lets a route through or redirects, per the pure rules in guards.ts. */
export function RouteGuard({ requirements, children }: Props) {
  const context = useAppSelector(selectGuardContext);
  const sessionChecked = useAppSelector(selectSessionChecked);
  // Until the start-up session check answers, a signed-in user must not be bounced to login. The
  // login page itself shows at once (docs/adr/0012): its pipeline waits for the check before it
  // ends any session, and a user the check finds signed in goes on to the dashboard.
  const waitsForCheck = requirements.some((r) => r.kind === 'signedIn');
  if (waitsForCheck && !sessionChecked) return <Spinner label="Checking your session" />;
  // Entitlement and account-type rules are judged on loaded data, never on the empty defaults.
  if (context.signedIn && dependsOnAccountData(requirements) && !context.accountDataSettled) {
    return <Spinner label="Loading your accounts" />;
  }
  const redirect = firstRedirect(requirements, context);
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}
