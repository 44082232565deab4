import { sessionActions, sessionTimeoutActions } from '../../../src/features/session/index';
import { initialSessionTimeoutState, sessionTimeoutReducer } from '../../../src/features/session/sessionTimeout.slice';
import { secondsLeftAt } from '../../../src/features/session/sagas/countdown';

const { timeoutWarningShown, timeoutTicked, timeoutDialogClosed } = sessionTimeoutActions;

describe('sessionTimeoutReducer', () => {
  it('starts closed', () => {
    expect(sessionTimeoutReducer(undefined, { type: '@@init' })).toEqual({ open: false, secondsLeft: 0 });
  });

  it('opens with the seconds left, counts down, closes with any outcome', () => {
    let state = sessionTimeoutReducer(undefined, timeoutWarningShown({ secondsLeft: 120 }));
    expect(state).toEqual({ open: true, secondsLeft: 120 });
    state = sessionTimeoutReducer(state, timeoutTicked({ secondsLeft: 119 }));
    expect(state).toEqual({ open: true, secondsLeft: 119 });
    for (const outcome of ['LOGOUT', 'EXTEND_SESSION', 'TIMEOUT'] as const) {
      expect(sessionTimeoutReducer(state, timeoutDialogClosed({ outcome }))).toEqual(initialSessionTimeoutState);
    }
  });

  it('a late tick does not reopen a closed dialog', () => {
    expect(sessionTimeoutReducer(initialSessionTimeoutState, timeoutTicked({ secondsLeft: 3 }))).toEqual(initialSessionTimeoutState);
  });

  it('closes on any logout', () => {
    const open = sessionTimeoutReducer(undefined, timeoutWarningShown({ secondsLeft: 50 }));
    expect(sessionTimeoutReducer(open, sessionActions.loggedOut())).toEqual(initialSessionTimeoutState);
  });

  it('names its events in the session namespace', () => {
    expect(timeoutWarningShown.type).toBe('session/timeoutWarningShown');
    expect(timeoutTicked.type).toBe('session/timeoutTicked');
    expect(timeoutDialogClosed.type).toBe('session/timeoutDialogClosed');
  });
});

describe('secondsLeftAt (the countdown follows the wall clock)', () => {
  const deadline = 120_000;
  it.each([
    ['an on-time tick', 1_000, 120, 119],
    ['a slightly late tick', 1_004, 120, 119],
    ['a throttled background tab catching up', 61_000, 119, 59],
    ['past the deadline', 500_000, 10, 0],
    ['a clock that stands still still counts down', 0, 5, 4],
  ])('%s', (_name, at, previous, expected) => {
    expect(secondsLeftAt(deadline, at, previous)).toBe(expected);
  });
});
