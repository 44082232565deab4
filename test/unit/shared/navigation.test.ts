import type * as Navigation from '../../../src/shared/navigation';

/** A fresh copy of the module: its router registration is module state. */
function freshNavigation(): typeof Navigation {
  let module: typeof Navigation | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    module = require('../../../src/shared/navigation') as typeof Navigation;
  });
  return module as typeof Navigation;
}

describe('navigateTo', () => {
  it('goes through the registered router', () => {
    const { navigateTo, registerNavigator } = freshNavigation();
    const navigate = jest.fn();
    registerNavigator(navigate);
    navigateTo('/dashboard', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true });
  });

  it('before the router is there (the first render is under way), the latest navigation waits for it', () => {
    const { navigateTo, registerNavigator } = freshNavigation();
    navigateTo('/login');
    navigateTo('/unavailable', { replace: true });
    const navigate = jest.fn();
    registerNavigator(navigate);
    expect(navigate.mock.calls).toEqual([['/unavailable', { replace: true }]]);
    registerNavigator(navigate);
    expect(navigate).toHaveBeenCalledTimes(1); // made once
  });

  it('once the router has gone (the app unmounted), a navigation is dropped', () => {
    const { navigateTo, registerNavigator } = freshNavigation();
    const first = jest.fn();
    registerNavigator(first);
    registerNavigator(null);
    navigateTo('/login');
    const second = jest.fn();
    registerNavigator(second);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });
});
