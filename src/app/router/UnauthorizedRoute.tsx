// /unauthorized is not a dead end (issue 8). The page has no navigation menu, so a signed-in user
// gets LOG OUT on it; when the selected account has no access and the user holds others, also the
// spec's 'This account does not have access to this feature. Switch accounts to continue.' (part 2
// §9) with the account selector. Choosing an account that has access goes on to the dashboard.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNTS_MESSAGES, selectAllAccounts, selectEntitlementsStatus, selectHasEntitlement, selectSelectedAcctNum } from '../../features/accounts/index';
import { AccountSelector } from '../../features/accounts/entry';
import { logoutRequested, selectIsSignedIn } from '../../features/session/index';
import { UnauthorizedPage } from '../../features/shell/entry';
import { ROUTE_PATHS } from '../../shared/routePaths';
import { useAppDispatch, useAppSelector } from '../hooks';
import { ENTITLEMENTS } from './guards';

export function UnauthorizedRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const accounts = useAppSelector(selectAllAccounts);
  const selected = useAppSelector(selectSelectedAcctNum);
  const entitlementsLoaded = useAppSelector(selectEntitlementsStatus) === 'succeeded';
  const entitled = useAppSelector((state) => selectHasEntitlement(state, ENTITLEMENTS.dashboard));
  const arrivedWith = useRef(selected);
  const onLogout = useCallback(() => dispatch(logoutRequested()), [dispatch]);

  // Another account chosen here, and it may see the dashboard: on to it.
  useEffect(() => {
    if (selected !== arrivedWith.current && entitlementsLoaded && entitled) navigate(ROUTE_PATHS.dashboard, { replace: true });
  }, [selected, entitlementsLoaded, entitled, navigate]);

  if (!signedIn) return <UnauthorizedPage />;
  const canSwitch = accounts.length > 1 && entitlementsLoaded && !entitled;
  if (!canSwitch) return <UnauthorizedPage onLogout={onLogout} />;
  return (
    <UnauthorizedPage onLogout={onLogout}>
      <p>{ACCOUNTS_MESSAGES.switchAccounts}</p>
      <AccountSelector />
    </UnauthorizedPage>
  );
}
