// The route guard while the start-up session check is out: the login page shows at once (its
// pipeline waits for the check before it ends any session), a signed-in page waits, so a signed-in
// user is never bounced to login; once the check answers, the rules of guards.ts apply.
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useAccountDataPending } from '../../../src/runtime/accountDataPending';
import { RouteGuard } from '../../../src/app/router/RouteGuard';
import { ROUTE_TABLE } from '../../../src/app/router/routeTable';
import { sessionActions } from '../../../src/features/session/index';
import { ROUTE_PATHS } from '../../../src/shared/routePaths';
import { systemActions } from '../../../src/features/system/index';
import { selectedEvents } from '../../builders/accounts';
import { configLoaded } from '../../builders/config';
import { renderWithStore } from '../../support/testStore';

const requirementsOf = (path: string) => ROUTE_TABLE.find((r) => r.path === path)?.requirements ?? [];

describe('RouteGuard before the start-up session check answers', () => {
  it('shows the login page at once, and sends a user the check finds signed in on to the dashboard', () => {
    const { store } = renderWithStore(
      <RouteGuard requirements={requirementsOf('login')}>
        <p>Login form</p>
      </RouteGuard>,
      { path: ROUTE_PATHS.login, actions: [configLoaded()] },
    );
    expect(screen.getByText('Login form')).toBeInTheDocument();
    expect(screen.queryByText('Checking your session')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(sessionActions.signedIn({ username: 'demo.plain', via: 'startupCheck' }));
    });
    expect(screen.getByText('Accounts page')).toBeInTheDocument();
  });

  it('keeps a signed-in page waiting, then shows it to a user the check finds signed in', () => {
    const { store } = renderWithStore(
      <RouteGuard requirements={[{ kind: 'signedIn' }]}>
        <p>Signed-in page</p>
      </RouteGuard>,
      { path: '/documents', actions: [configLoaded()] },
    );
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
    expect(screen.queryByText('Signed-in page')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(sessionActions.signedIn({ username: 'demo.plain', via: 'startupCheck' }));
    });
    expect(screen.getByText('Signed-in page')).toBeInTheDocument();
  });
});

describe('RouteGuard on a page behind a feature flag', () => {
  it('waits for that flag to answer (the flags answer one by one), then judges it', () => {
    const signedInWithAccounts = [configLoaded(), sessionActions.signedIn({ username: 'demo.mm', via: 'startupCheck' }), ...selectedEvents()];
    const { store } = renderWithStore(
      <RouteGuard requirements={requirementsOf('mint-burn/*')}>
        <p>Mint and burn</p>
      </RouteGuard>,
      { path: '/mint-burn', actions: [...signedInWithAccounts, systemActions.flagsRequested()] },
    );
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    act(() => {
      store.dispatch(systemActions.flagsAnswered({ values: { 'multi-account-types': false } }));
    });
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    act(() => {
      store.dispatch(systemActions.flagsAnswered({ values: { MarketMaker: true } }));
    });
    expect(screen.getByText('Mint and burn')).toBeInTheDocument();
  });
});

describe('RouteGuard preloading', () => {
  it("starts the page's chunks once while the check runs on a signed-in route, and not again after it answers", () => {
    const preload = jest.fn();
    const { store } = renderWithStore(
      <RouteGuard requirements={[{ kind: 'signedIn' }]} preload={preload}>
        <p>Signed-in page</p>
      </RouteGuard>,
      { path: '/documents', actions: [configLoaded()] },
    );
    expect(preload).toHaveBeenCalledTimes(1);
    act(() => {
      store.dispatch(sessionActions.signedIn({ username: 'demo.plain', via: 'startupCheck' }));
    });
    expect(screen.getByText('Signed-in page')).toBeInTheDocument();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("starts the page's chunks when the check found the user signed in before the guard first rendered (they wait for the account data)", () => {
    const preload = jest.fn();
    renderWithStore(
      <RouteGuard requirements={requirementsOf('dashboard')} preload={preload}>
        <p>Dashboard</p>
      </RouteGuard>,
      { path: ROUTE_PATHS.dashboard, actions: [configLoaded(), sessionActions.signedIn({ username: 'demo.plain', via: 'startupCheck' })] },
    );
    expect(screen.getByRole('status', { name: 'Loading your accounts' })).toBeInTheDocument();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for the login page, nor once the check has found no signed-in user', () => {
    const preload = jest.fn();
    renderWithStore(
      <RouteGuard requirements={requirementsOf('login')} preload={preload}>
        <p>Login form</p>
      </RouteGuard>,
      { path: ROUTE_PATHS.login, actions: [configLoaded()] },
    );
    renderWithStore(
      <RouteGuard requirements={[{ kind: 'signedIn' }]} preload={preload}>
        <p>Signed-in page</p>
      </RouteGuard>,
      { path: '/documents', actions: [configLoaded(), sessionActions.signedOutDetected()] },
    );
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('RouteGuard on a route that shows its page while it loads (the dashboard: ADR 0022, sixth pass)', () => {
  const Pending = () => <p>{useAccountDataPending() ? 'frame only' : 'whole page'}</p>;
  const dashboard = (preload?: () => unknown) => (
    <RouteGuard requirements={requirementsOf('dashboard')} preload={preload} showsPageWhileLoading>
      <Pending />
    </RouteGuard>
  );

  it('shows the page, told to draw its frame only, while the check and the account data load; then the whole page', () => {
    const preload = jest.fn();
    const { store } = renderWithStore(dashboard(preload), { path: ROUTE_PATHS.dashboard, actions: [configLoaded()] });
    expect(screen.getByText('frame only')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Its chunks are boot's to start while the check runs (after the frame's paint), the guard's once signed in.
    expect(preload).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(sessionActions.signedIn({ username: 'demo.plain', via: 'startupCheck' }));
    });
    expect(screen.getByText('frame only')).toBeInTheDocument();
    expect(preload).toHaveBeenCalledTimes(1);
    act(() => {
      selectedEvents().forEach((event) => store.dispatch(event));
    });
    expect(screen.getByText('whole page')).toBeInTheDocument();
  });

  it('still judges the rules: a check that finds no session goes to login', () => {
    const { store } = renderWithStore(dashboard(), { path: ROUTE_PATHS.dashboard, actions: [configLoaded()] });
    act(() => {
      store.dispatch(sessionActions.signedOutDetected());
    });
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTE_PATHS.login);
    expect(screen.queryByText('frame only')).not.toBeInTheDocument();
  });

  it('keeps the same page mounted from the frame to the whole page (no second mount)', () => {
    const mounts = jest.fn();
    const Counted = () => {
      useEffect(() => mounts(), []);
      return <Pending />;
    };
    const { store } = renderWithStore(
      <RouteGuard requirements={requirementsOf('dashboard')} showsPageWhileLoading>
        <Counted />
      </RouteGuard>,
      { path: ROUTE_PATHS.dashboard, actions: [configLoaded()] },
    );
    act(() => {
      store.dispatch(sessionActions.signedIn({ username: 'demo.plain', via: 'startupCheck' }));
      selectedEvents().forEach((event) => store.dispatch(event));
    });
    expect(screen.getByText('whole page')).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});
