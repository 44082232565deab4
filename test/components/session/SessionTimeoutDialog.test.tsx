import { type AnyAction, configureStore } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { SESSION_MESSAGES, sessionActions, sessionReducer, sessionTimeoutActions, sessionTimeoutReducer } from '../../../src/features/session/index';
import { SessionTimeoutDialog } from '../../../src/features/session/entry';

/** The real reducers, recording what the dialog dispatches. */
function renderDialog() {
  const dispatched: string[] = [];
  const store = configureStore({
    reducer: { session: sessionReducer, sessionTimeout: sessionTimeoutReducer },
    middleware: (getDefault) =>
      getDefault().concat(() => (next) => (action) => {
        dispatched.push((action as AnyAction).type);
        return next(action);
      }),
  });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <SessionTimeoutDialog />
    </Provider>,
  );
  const show = (secondsLeft: number) => act(() => void store.dispatch(sessionTimeoutActions.timeoutWarningShown({ secondsLeft })));
  const tick = (secondsLeft: number) => act(() => void store.dispatch(sessionTimeoutActions.timeoutTicked({ secondsLeft })));
  const dispatch = (action: AnyAction) => act(() => void store.dispatch(action));
  return { user, show, tick, dispatch, dispatched: () => dispatched.filter((t) => t.endsWith('Clicked')) };
}

const status = () => screen.getByRole('status');

describe('SessionTimeoutDialog', () => {
  it('is not shown until the inactivity pipeline opens it', () => {
    renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the spec's title, the countdown, the question and the two buttons", () => {
    const { show } = renderDialog();
    show(120);
    const dialog = screen.getByRole('dialog', { name: 'Session timeout' });
    expect(dialog).toHaveTextContent(
      'Due to inactivity, you will be logged out and redirected to the login page in 120 seconds.',
    );
    expect(dialog).toHaveTextContent('Do you want to continue your session?');
    expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Extend Session' })).toBeInTheDocument();
  });

  it('the seconds shown follow the countdown live (and say "second" at 1)', () => {
    const { show, tick } = renderDialog();
    show(120);
    tick(119);
    expect(screen.getByRole('dialog')).toHaveTextContent('login page in 119 seconds.');
    tick(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('login page in 1 second.');
  });

  it('Extend Session and Log Out tell the pipeline', async () => {
    const { user, show, dispatched } = renderDialog();
    show(100);
    await user.click(screen.getByRole('button', { name: 'Extend Session' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(dispatched()).toEqual(['session/extendSessionClicked', 'session/timeoutLogOutClicked']);
  });

  it('the X and Escape act as Extend Session', async () => {
    const { user, show, dispatched } = renderDialog();
    show(100);
    await user.click(screen.getByRole('button', { name: SESSION_MESSAGES.closeAndExtend }));
    await user.keyboard('{Escape}');
    expect(dispatched()).toEqual(['session/extendSessionClicked', 'session/extendSessionClicked']);
    expect(screen.getByRole('dialog')).toBeInTheDocument(); // the pipeline closes it, not the click
  });

  it('closes when the pipeline puts the outcome, and on logout from anywhere', () => {
    const { show, dispatch } = renderDialog();
    show(10);
    dispatch(sessionTimeoutActions.timeoutDialogClosed({ outcome: 'TIMEOUT' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    show(10);
    dispatch(sessionActions.loggedOut());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('announces politely on opening and at 60, 30 and 10 seconds, not every second', () => {
    const { show, tick } = renderDialog();
    show(120);
    expect(status()).toHaveAttribute('aria-live', 'polite');
    const opening = SESSION_MESSAGES.timeoutWarning(120);
    expect(status()).toHaveTextContent(opening);
    tick(119);
    tick(61);
    expect(status()).toHaveTextContent(opening); // unchanged: nothing new to say
    tick(60);
    expect(status()).toHaveTextContent(SESSION_MESSAGES.timeoutWarning(60));
    tick(45);
    expect(status()).toHaveTextContent(SESSION_MESSAGES.timeoutWarning(60));
    tick(30);
    expect(status()).toHaveTextContent(SESSION_MESSAGES.timeoutWarning(30));
    tick(10);
    expect(status()).toHaveTextContent(SESSION_MESSAGES.timeoutWarning(10));
    tick(9);
    expect(status()).toHaveTextContent(SESSION_MESSAGES.timeoutWarning(10));
  });

  it('opened again later, it announces afresh', () => {
    const { show, dispatch } = renderDialog();
    show(120);
    dispatch(sessionTimeoutActions.timeoutDialogClosed({ outcome: 'EXTEND_SESSION' }));
    show(90);
    expect(status()).toHaveTextContent(SESSION_MESSAGES.timeoutWarning(90));
  });
});
