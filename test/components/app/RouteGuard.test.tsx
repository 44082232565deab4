// The route guard while the start-up session check is out: the login page shows at once (its
// pipeline waits for the check before it ends any session), a signed-in page waits, so a signed-in
// user is never bounced to login; once the check answers, the rules of guards.ts apply.
import { act, screen } from '@testing-library/react';
import { RouteGuard } from '../../../src/app/router/RouteGuard';
import { ROUTE_TABLE } from '../../../src/app/router/routeTable';
import { sessionActions } from '../../../src/features/session/index';
import { ROUTE_PATHS } from '../../../src/shared/routePaths';
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

  it('starts nothing for the login page, nor once the check has answered', () => {
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
