// The passkey pages of a sign-in (issue 26): the step after the password, and "Sign in with a
// passkey" on the login page.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions, userAccessActions as A } from '../../../src/features/auth/index';
import { LoginPage } from '../../../src/features/auth/entry';
import { PasskeyStepPage } from '../../../src/features/auth/pages/PasskeyStepPage';
import { renderWithStore } from '../../support/testStore';

const passkeySignIn = [
  authActions.signInSubmitted({ username: 'demo.passkey', remember: false, flow: 'login' }),
  authActions.loginMethodDetected({ method: 'passkey' }),
  authActions.passkeyChallengeStarted(),
];
const CANCELLED = 'The passkey request was cancelled or timed out. Please try again.';
const useButton = () => screen.getByRole('button', { name: 'Use a passkey' });

describe('PasskeyStepPage', () => {
  it('starts the step on mount (stops it on unmount); busy until the options are there, then "Use a passkey"', async () => {
    const user = userEvent.setup();
    const { types, store, unmount } = renderWithStore(<PasskeyStepPage />, { actions: passkeySignIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Use a passkey to finish signing in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preparing your passkey request…' })).toBeDisabled();
    act(() => {
      store.dispatch(A.passkeyOptionsLoaded({ fallback: null }));
    });
    expect(screen.queryByRole('button', { name: /instead/ })).not.toBeInTheDocument(); // no fallback allowed
    await user.click(useButton());
    const busy = screen.getByRole('button', { name: 'Waiting for your passkey…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Cancel and return to log in' })).toHaveAttribute('href', '/login');
    unmount();
    expect(types()).toEqual([A.passkeyStepOpened.type, A.passkeyOptionsLoaded.type, A.passkeyUseClicked.type, A.passkeyStepLeft.type]);
  });

  it('cancelled in the browser: a clear text, and the button again with the focus', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<PasskeyStepPage />, { actions: [...passkeySignIn, A.passkeyOptionsLoaded({ fallback: null })] });
    await user.click(useButton());
    act(() => {
      store.dispatch(A.passkeyRefused({ code: 'PASSKEY_CEREMONY', message: CANCELLED }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CANCELLED);
    expect(useButton()).toBeEnabled();
    expect(useButton()).toHaveFocus();
  });

  it("refused by the gateway (1403): the gateway's text", () => {
    renderWithStore(<PasskeyStepPage />, {
      actions: [...passkeySignIn, A.passkeyOptionsLoaded({ fallback: null }), A.passkeyUseClicked(), A.passkeyRefused({ code: '1403', message: 'The passkey could not be verified. Please try again.' })],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The passkey could not be verified. Please try again.');
  });

  it.each([
    ['push', 'Send a push notification instead'],
    ['sms', 'Get a security code instead'],
  ] as const)('fallback %s allowed by the firm: "%s"', async (fallback, label) => {
    const user = userEvent.setup();
    const { types } = renderWithStore(<PasskeyStepPage />, { actions: [...passkeySignIn, A.passkeyOptionsLoaded({ fallback })] });
    expect(screen.getByText('Or finish signing in another way:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: label }));
    expect(types()).toContain(A.passkeyFallbackChosen.type);
  });

  it('the sign-in ended (1401): its text and the way back to log in', () => {
    renderWithStore(<PasskeyStepPage />, { actions: [...passkeySignIn, A.passkeyStepFailed({ code: '1401', message: 'Your sign-in has ended. Please log in again.' })] });
    expect(screen.getByRole('alert')).toHaveTextContent('Your sign-in has ended. Please log in again.');
    expect(screen.getByRole('link', { name: 'Return to log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });

  it('without a sign-in waiting for it: says so and links back to log in', () => {
    renderWithStore(<PasskeyStepPage />);
    expect(screen.getByText('There is no sign-in waiting for a passkey.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to log in' })).toHaveAttribute('href', '/login');
  });
});

describe('LoginPage: "Sign in with a passkey"', () => {
  it('asks for no username: the click is the event; busy while the browser asks, the password button stays as it is', async () => {
    const user = userEvent.setup();
    const { types } = renderWithStore(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(types()).toEqual([authActions.loginPageOpened.type, authActions.passkeySignInClicked.type]);
    const busy = screen.getByRole('button', { name: 'Waiting for your passkey…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('cancelled: the text in the form\'s alert, the button again; the focus stays off the password field', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    act(() => {
      store.dispatch(authActions.signInFailed({ code: 'PASSKEY_CEREMONY', message: CANCELLED }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CANCELLED);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
    expect(screen.getByLabelText('Password')).not.toHaveFocus();
  });
});
