import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions, userAccessActions } from '../../../src/features/auth/index';
import { LoginPage } from '../../../src/features/auth/entry';
import { discardSecrets, takeSecret } from '../../../src/features/auth/credentialVault';
import { SUPPORT_CONTACTS } from '../../../src/shared/constants/support';
import { ALL_FLAGS_OFF, systemActions } from '../../../src/features/system/index';
import { renderWithStore } from '../../support/testStore';

const PASSWORD = 'Demo!Pass-2026';
const remembered = (...rememberedUsernames: string[]) => authActions.loginPreferencesLoaded({ rememberedUsernames, variantOverride: null });

afterEach(discardSecrets);

const usernameBox = () => screen.getByRole('textbox', { name: 'Username' });
const passwordBox = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Log In' });

describe('LoginPage', () => {
  it('opens the sign-in pipeline (init) and shows the fields, the remember box and the help links', () => {
    const { types } = renderWithStore(<LoginPage />);
    expect(types()).toEqual([authActions.loginPageOpened.type]);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(usernameBox()).toHaveAttribute('maxLength', '15');
    expect(passwordBox()).toHaveAttribute('type', 'password');
    expect(passwordBox()).toHaveAttribute('maxLength', '20');
    expect(passwordBox()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Remember username' })).not.toBeChecked();
    const help = within(screen.getByRole('navigation', { name: 'Need help?' }));
    expect(help.getByRole('link', { name: 'Register for online access' })).toHaveAttribute('href', '/user-access/identity?flow=register');
    expect(help.getByRole('link', { name: 'Look up your username' })).toHaveAttribute('href', '/user-access/identity?flow=lookup-username');
    expect(help.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/user-access/identity?flow=password-reset');
    expect(help.getByRole('link', { name: 'Log in with a text message (SMS)' })).toHaveAttribute('href', '/user-access/login-with-sms');
  });

  it("an empty submit: 'Error: Required.' on both fields, an error summary with focus, nothing sent", async () => {
    const user = userEvent.setup();
    const { types } = renderWithStore(<LoginPage />);
    await user.click(submit());
    expect(usernameBox()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameBox()).toHaveAccessibleDescription('Error: Required.');
    expect(passwordBox()).toHaveAccessibleDescription('Error: Required.');
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Password: Error: Required.' })).toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: 'Username: Error: Required.' }));
    expect(usernameBox()).toHaveFocus();
    expect(types()).not.toContain(authActions.signInSubmitted.type);
  });

  it('checks a field when it loses focus', async () => {
    const user = userEvent.setup();
    renderWithStore(<LoginPage />);
    await user.click(usernameBox());
    await user.tab();
    expect(usernameBox()).toHaveAccessibleDescription('Error: Required.');
    expect(passwordBox()).not.toHaveAttribute('aria-invalid');
  });

  it('stops the username at 15 characters and the password at 20', async () => {
    const user = userEvent.setup();
    renderWithStore(<LoginPage />);
    await user.type(usernameBox(), 'a'.repeat(20));
    await user.type(passwordBox(), 'b'.repeat(25));
    expect(usernameBox()).toHaveValue('a'.repeat(15));
    expect(passwordBox()).toHaveValue('b'.repeat(20));
  });

  it('submits the username and flow; the password goes to the vault, never into an action, and the field empties', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderWithStore(<LoginPage />);
    await user.type(usernameBox(), 'demo.plain');
    await user.type(passwordBox(), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: 'Remember username' }));
    await user.click(submit());
    expect(dispatched.at(-1)).toEqual(authActions.signInSubmitted({ username: 'demo.plain', remember: true, flow: 'login' }));
    expect(JSON.stringify(dispatched)).not.toContain(PASSWORD);
    expect(passwordBox()).toHaveValue('');
    expect(takeSecret('password')).toBe(PASSWORD);
  });

  it('while signing in the button shows progress and is disabled', async () => {
    const user = userEvent.setup();
    renderWithStore(<LoginPage />);
    await user.type(usernameBox(), 'demo.plain');
    await user.type(passwordBox(), PASSWORD);
    await user.click(submit());
    const busy = screen.getByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
  });

  it('does not repeat a declined or timed-out push on the form: the Error banner tells it', () => {
    for (const ended of [userAccessActions.pushDeclined(), userAccessActions.pushTimedOut()]) {
      const { store, unmount } = renderWithStore(<LoginPage />);
      act(() => {
        store.dispatch(authActions.signInSubmitted({ username: 'demo.pushno', remember: false, flow: 'login' }));
        store.dispatch(authActions.pushChallengeStarted({ challengeId: 'c-1' }));
        store.dispatch(ended);
      });
      expect(store.getState().auth.status).toBe('failed');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      unmount();
    }
  });

  it("a push over the gateway's limit (429): its text on the sign-in page, the username kept", async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<LoginPage />);
    await user.type(usernameBox(), 'demo.push');
    await user.type(passwordBox(), PASSWORD);
    await user.click(submit());
    const limitText = 'Too many sign-in requests have been sent to your device. Please wait 10 minutes before you try again.';
    act(() => {
      store.dispatch(authActions.signInFailed({ code: '429', message: limitText }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(limitText);
    expect(usernameBox()).toHaveValue('demo.push');
    expect(passwordBox()).toHaveFocus();
  });

  it('a refused sign-in: the message, the username kept, the password empty and focused', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<LoginPage />);
    await user.type(usernameBox(), 'demo.plain');
    await user.type(passwordBox(), 'wrong-password');
    await user.click(submit());
    const blocked = `For security reasons, your access has been blocked. To restore access to your account, please contact our Client Service team at ${SUPPORT_CONTACTS.usPhone} (US) or ${SUPPORT_CONTACTS.ukPhone} (UK).`;
    act(() => {
      store.dispatch(authActions.signInFailed({ code: '1203', message: blocked }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(blocked);
    expect(usernameBox()).toHaveValue('demo.plain');
    expect(passwordBox()).toHaveValue('');
    expect(passwordBox()).toHaveFocus();
    expect(submit()).toBeEnabled();
  });

  describe('remembered usernames', () => {
    it("are offered masked (all but the last 3 starred), with 'Use a different username'", () => {
      renderWithStore(<LoginPage />, { actions: [remembered('demo.plain', 'demo.push')] });
      const select = screen.getByRole('combobox', { name: 'Username' });
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['*******ain', '******ush', 'Use a different username']);
      expect(screen.queryByText('demo.plain')).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Remember username' })).toBeChecked();
    });

    it('submits the chosen name; unchecking Remember sends remember: false', async () => {
      const user = userEvent.setup();
      const { dispatched } = renderWithStore(<LoginPage />, { actions: [remembered('demo.plain', 'demo.push')] });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Username' }), '******ush');
      await user.type(passwordBox(), PASSWORD);
      await user.click(screen.getByRole('checkbox', { name: 'Remember username' }));
      await user.click(submit());
      expect(dispatched.at(-1)).toEqual(authActions.signInSubmitted({ username: 'demo.push', remember: false, flow: 'login' }));
    });

    it("'Use a different username' reveals the free-text field, focused; and back", async () => {
      const user = userEvent.setup();
      renderWithStore(<LoginPage />, { actions: [remembered('demo.plain')] });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Username' }), 'Use a different username');
      expect(usernameBox()).toHaveFocus();
      expect(screen.getByRole('checkbox', { name: 'Remember username' })).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Choose a remembered username' }));
      expect(screen.getByRole('combobox', { name: 'Username' })).toBeInTheDocument();
    });
  });

  describe('variants', () => {
    it('standard by default', () => {
      const { container } = renderWithStore(<LoginPage />);
      expect(container.querySelector('[data-variant]')).toHaveAttribute('data-variant', 'standard');
      expect(screen.queryByText('Welcome to Client Center')).not.toBeInTheDocument();
    });

    it('CCLogin when the flag is on: another frame and wording, the same fields', () => {
      const { container } = renderWithStore(<LoginPage />, { actions: [systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, CCLogin: true } })] });
      expect(container.querySelector('[data-variant]')).toHaveAttribute('data-variant', 'cc');
      expect(screen.getByRole('heading', { level: 1, name: 'Client Center log in' })).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: 'Welcome to Client Center' })).toBeInTheDocument();
      expect(usernameBox()).toBeInTheDocument();
      expect(passwordBox()).toBeInTheDocument();
    });

    it("CCLogin by the local override (icp.loginVariant = 'cc') with the flag off", () => {
      renderWithStore(<LoginPage />, { actions: [authActions.loginPreferencesLoaded({ rememberedUsernames: [], variantOverride: 'cc' })] });
      expect(screen.getByRole('heading', { level: 1, name: 'Client Center log in' })).toBeInTheDocument();
    });
  });
});
