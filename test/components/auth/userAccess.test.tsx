import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type IdentityFlowName, userAccessActions } from '../../../src/features/auth/index';
import { UserAccessPage } from '../../../src/features/auth/entry';
import { discardSecrets, takeSecret } from '../../../src/features/auth/credentialVault';
import { IdentitySearchPage } from '../../../src/features/auth/pages/IdentitySearchPage';
import { NewPasswordPage } from '../../../src/features/auth/pages/NewPasswordPage';
import { RegistrationPage } from '../../../src/features/auth/pages/RegistrationPage';
import { UsernameFoundPage } from '../../../src/features/auth/pages/UsernameFoundPage';
import { PASSWORD_ADVICE } from '../../../src/shared/validation';
import { findInJson } from '../../support/secretScan';
import { renderWithStore } from '../../support/testStore';

afterEach(discardSecrets);

const jordan = { firstName: 'Jordan', lastName: 'Avery', dob: '07/19/1988' };
const verified = (flow: IdentityFlowName): AnyAction[] => [
  userAccessActions.userAccessStarted({ flow, today: '2026-11-21' }),
  userAccessActions.identitySearchSubmitted(jordan),
  userAccessActions.identityFound(),
  userAccessActions.codeRequested({ method: 'text', phoneId: 'p' }),
  userAccessActions.codeSent(),
  userAccessActions.codeSubmitted(),
  userAccessActions.codeVerified(),
];

describe('IdentitySearchPage', () => {
  /** The page on /user-access/identity?flow=…, started as the saga would (today from the clock). */
  function open(flow: IdentityFlowName) {
    const view = renderWithStore(<IdentitySearchPage />, { route: `/user-access/identity?flow=${flow}`, path: '/user-access/identity' });
    expect(view.dispatched[0]).toEqual(userAccessActions.userAccessOpened({ flow }));
    act(() => {
      view.store.dispatch(userAccessActions.userAccessStarted({ flow, today: '2026-11-21' }));
    });
    return view;
  }
  const field = (name: string) => screen.getByLabelText(name);
  async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
  }

  it('titles the page by flow', () => {
    open('password-reset');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  });

  it('an unknown flow goes to log in', () => {
    renderWithStore(<IdentitySearchPage />, { route: '/user-access/identity?flow=nope', path: '/user-access/identity' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('an empty submit: the required fields say so, the first is focused, nothing is sent', async () => {
    const user = userEvent.setup();
    const { types } = open('lookup-username');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const label of ['First name', 'Last name', 'Date of birth (MM/DD/YYYY)', 'Last 4 digits of your Social Security number']) {
      expect(field(label)).toHaveAccessibleDescription('Error: Required.');
    }
    expect(field('ZIP code (optional)')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(types()).not.toContain(userAccessActions.identitySearchSubmitted.type);
  });

  it('checks the date of birth and the last 4 with the shared rules', async () => {
    const user = userEvent.setup();
    open('register');
    await fill(user, { ...{ 'First name': 'Jordan', 'Last name': 'Avery' }, 'Date of birth (MM/DD/YYYY)': '19/07/1988', 'Last 4 digits of your Social Security number': '53a' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('Date of birth (MM/DD/YYYY)')).toHaveAccessibleDescription('Error: Enter a valid date of birth as MM/DD/YYYY.');
    expect(field('Last 4 digits of your Social Security number')).toHaveAccessibleDescription('Error: Enter the last 4 digits of your Social Security number.');
  });

  it('submits names, date of birth and zip; the last 4 go through the vault and are in neither the actions nor the store', async () => {
    const user = userEvent.setup();
    const { dispatched, store } = open('register');
    await fill(user, {
      'First name': 'Jordan',
      'Last name': 'Avery',
      'Date of birth (MM/DD/YYYY)': '07/19/1988',
      'Last 4 digits of your Social Security number': '5307',
      'ZIP code (optional)': '10017',
    });
    expect(field('Last 4 digits of your Social Security number')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(dispatched.filter(userAccessActions.identitySearchSubmitted.match)).toEqual([userAccessActions.identitySearchSubmitted({ ...jordan, zip: '10017' })]);
    expect(findInJson(dispatched, '5307')).toBeNull();
    expect(findInJson(store.getState(), '5307')).toBeNull();
    expect(takeSecret('ssnLast4')).toBe('5307');
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
  });

  it('not found (1404): the message; more data (1204): asks for the zip under its field', async () => {
    const user = userEvent.setup();
    const { store } = open('lookup-username');
    await fill(user, { 'First name': 'Sam', 'Last name': 'Taylor', 'Date of birth (MM/DD/YYYY)': '03/14/1979', 'Last 4 digits of your Social Security number': '4417' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => {
      store.dispatch(userAccessActions.identitySearchFailed({ code: '1404', message: 'We could not find your information. Please check your entries.' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find your information. Please check your entries.');

    await user.type(field('Last 4 digits of your Social Security number'), '4417');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const moreData = 'We found more than one match for these details. Please add your ZIP code and try again.';
    act(() => {
      store.dispatch(userAccessActions.identitySearchFailed({ code: '1204', field: 'zip', message: moreData }));
    });
    expect(field('ZIP code (optional)')).toHaveAccessibleDescription(moreData);
    await waitFor(() => expect(field('ZIP code (optional)')).toHaveFocus());
  });
});

describe('UsernameFoundPage', () => {
  it('shows the username with a way to log in', () => {
    renderWithStore(<UsernameFoundPage />, { actions: [...verified('lookup-username'), userAccessActions.usernameFound({ username: 'demo.plain' })] });
    expect(screen.getByText('demo.plain')).toBeInTheDocument();
    expect(screen.getByText(/Your username is/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('NewPasswordPage', () => {
  const password = () => screen.getByLabelText('New password');
  const confirmation = () => screen.getByLabelText('Confirm new password');

  it('shows the password advice and describes the field with it', () => {
    renderWithStore(<NewPasswordPage />, { actions: verified('password-reset') });
    const list = screen.getByText('Password requirements').parentElement as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...PASSWORD_ADVICE]);
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_ADVICE[0]));
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
  });

  it.each([
    ['abcd1234!', 'abcd1234!', 'Error: Password cannot contain sequences of numbers or letters, such as 123 or abc.'],
    ['Avery!Quay7', 'Avery!Quay7', 'Error: Password cannot contain your username or name.'],
    ['Quay#Harbor7', 'Quay#Harbor7', 'Error: Password cannot contain # & * < > { } [ ]'],
    ['Short7!', 'Short7!', 'Error: Password must be between 8 and 20 characters.'],
  ])('enforces the rules: %s', async (typed, confirm, message) => {
    const user = userEvent.setup();
    const { types } = renderWithStore(<NewPasswordPage />, { actions: verified('password-reset') });
    await user.type(password(), typed);
    await user.type(confirmation(), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(password()).toHaveFocus();
    expect(types()).not.toContain(userAccessActions.newPasswordSubmitted.type);
  });

  it('the confirmation must match', async () => {
    const user = userEvent.setup();
    renderWithStore(<NewPasswordPage />, { actions: verified('password-reset') });
    await user.type(password(), 'Harbor!Quay-48');
    await user.type(confirmation(), 'Harbor!Quay-49');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(confirmation()).toHaveAccessibleDescription('Error: Passwords do not match.');
  });

  it('a valid password goes through the vault; a server refusal shows under the field', async () => {
    const user = userEvent.setup();
    const { dispatched, store } = renderWithStore(<NewPasswordPage />, { actions: verified('password-reset') });
    await user.type(password(), 'Harbor!Quay-48');
    await user.type(confirmation(), 'Harbor!Quay-48');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(dispatched.at(-1)).toEqual(userAccessActions.newPasswordSubmitted());
    expect(JSON.stringify(dispatched)).not.toContain('Harbor!Quay-48');
    expect(takeSecret('newPassword')).toBe('Harbor!Quay-48');
    expect(password()).toHaveValue('');
    act(() => {
      store.dispatch(userAccessActions.enrollmentFailed({ code: '400', field: 'newPassword', message: 'Error: Password cannot contain your username or name.' }));
    });
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Error: Password cannot contain your username or name.'));
  });
});

describe('RegistrationPage', () => {
  it('a username (redux-form) and a password with its confirmation (vault only)', async () => {
    const user = userEvent.setup();
    const { dispatched, store } = renderWithStore(<RegistrationPage />, { actions: verified('register') });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your username and password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'jordan.avery');
    await user.type(screen.getByLabelText('Password'), 'Harbor!Quay-48');
    await user.type(screen.getByLabelText('Confirm password'), 'Harbor!Quay-48');
    await user.click(screen.getByRole('button', { name: 'Create username and password' }));
    expect(dispatched.filter(userAccessActions.registrationSubmitted.match)).toEqual([userAccessActions.registrationSubmitted({ username: 'jordan.avery' })]);
    expect(JSON.stringify(dispatched)).not.toContain('Harbor!Quay-48');
    expect(JSON.stringify(store.getState())).not.toContain('Harbor!Quay-48');
    expect(takeSecret('password')).toBe('Harbor!Quay-48');
  });

  it('refuses a password holding the chosen username, and shows the server refusal of a username', async () => {
    const user = userEvent.setup();
    const { store, types } = renderWithStore(<RegistrationPage />, { actions: verified('register') });
    await user.type(screen.getByLabelText('Username'), 'harbor7');
    await user.type(screen.getByLabelText('Password'), 'Harbor7!Quay');
    await user.type(screen.getByLabelText('Confirm password'), 'Harbor7!Quay');
    await user.click(screen.getByRole('button', { name: 'Create username and password' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Error: Password cannot contain your username or name.'));
    expect(types()).not.toContain(userAccessActions.registrationSubmitted.type);
    act(() => {
      store.dispatch(userAccessActions.registrationSubmitted({ username: 'x' }));
      store.dispatch(userAccessActions.enrollmentFailed({ code: '400', field: 'username', message: 'Error: Use 6 to 15 letters, digits, periods, underscores or hyphens.' }));
    });
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Error: Use 6 to 15 letters, digits, periods, underscores or hyphens.');
  });
});

describe('UserAccessPage', () => {
  it('loads its pages as a chunk of their own and routes within /user-access', async () => {
    renderWithStore(<UserAccessPage />, { route: '/user-access/push', path: '/user-access/*' });
    expect(await screen.findByText('There is no sign-in request waiting for approval.')).toBeInTheDocument();
  });

  it('an unknown user-access page goes to log in', async () => {
    const { getByTestId } = renderWithStore(<UserAccessPage />, { route: '/user-access/nowhere', path: '/user-access/*' });
    await waitFor(() => expect(getByTestId('location')).toHaveTextContent('/login'));
  });
});
