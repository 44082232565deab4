import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions, userAccessActions } from '../../../src/features/auth/index';
import { discardSecrets, takeSecret } from '../../../src/features/auth/credentialVault';
import { CodeEntryPage } from '../../../src/features/auth/pages/CodeEntryPage';
import { PushPage } from '../../../src/features/auth/pages/PushPage';
import { SelectPhonePage } from '../../../src/features/auth/pages/SelectPhonePage';
import { SUPPORT_CONTACTS } from '../../../src/shared/constants/support';
import { findInJson } from '../../support/secretScan';
import { renderWithStore } from '../../support/testStore';
import { flagsOn } from '../../builders/flags';

const smsSignIn: AnyAction[] = [
  authActions.signInSubmitted({ username: 'demo.sms', remember: false, flow: 'login' }),
  authActions.codeChallengeStarted(),
];
const phones = [
  { id: 'p-us', maskedNumber: '+12125550147', country: 'US' },
  { id: 'p-uk', maskedNumber: 'XXXXXXXXX0958', country: 'UK' },
];
const codeSentByText = [
  ...smsSignIn,
  userAccessActions.phonesRequested(),
  userAccessActions.phonesLoaded({ phones }),
  userAccessActions.codeRequested({ method: 'text', phoneId: 'p-us' }),
  userAccessActions.codeSent(),
];

afterEach(discardSecrets);

describe('PushPage', () => {
  it('asks to approve on the device, with a spinner; polling starts on mount and stops on unmount', () => {
    const { types, unmount } = renderWithStore(<PushPage />, {
      actions: [authActions.signInSubmitted({ username: 'demo.push', remember: false, flow: 'login' }), authActions.pushChallengeStarted({ challengeId: 'c' })],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Approve the sign-in request on your device' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Waiting for your approval…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel and return to log in' })).toHaveAttribute('href', '/login');
    expect(types()).toEqual([userAccessActions.pushPageOpened.type]);
    unmount();
    expect(types()).toEqual([userAccessActions.pushPageOpened.type, userAccessActions.pushCancelled.type]);
  });

  const pushSignIn = [authActions.signInSubmitted({ username: 'demo.pushwait', remember: false, flow: 'login' }), authActions.pushChallengeStarted({ challengeId: 'c' })];

  it('flag try-another-way off (or not answered): no other way is offered', () => {
    renderWithStore(<PushPage />, { actions: [flagsOn('MarketMaker'), ...pushSignIn] });
    expect(screen.getByRole('status', { name: 'Waiting for your approval…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try another way' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Can’t use your device\?/)).not.toBeInTheDocument();
    renderWithStore(<PushPage />, { actions: pushSignIn });
    expect(screen.queryByRole('button', { name: 'Try another way' })).not.toBeInTheDocument();
  });

  it("flag try-another-way on: 'Try another way', described, reached by keyboard; it asks for the other way", async () => {
    const { types } = renderWithStore(<PushPage />, { actions: [flagsOn('try-another-way'), ...pushSignIn] });
    const button = screen.getByRole('button', { name: 'Try another way' });
    expect(button).toHaveAccessibleDescription('Can’t use your device? Get a 6-digit security code by text message or phone call instead.');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(types()).toEqual([userAccessActions.pushPageOpened.type, userAccessActions.tryAnotherWayClicked.type]);
    // Cancel is still there, after it.
    expect(screen.getByRole('link', { name: 'Cancel and return to log in' })).toHaveAttribute('href', '/login');
  });

  it('without a push waiting: says so and links back to log in', () => {
    renderWithStore(<PushPage />);
    expect(screen.getByText('There is no sign-in request waiting for approval.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to log in' })).toHaveAttribute('href', '/login');
  });
});

describe('SelectPhonePage', () => {
  const render = () => {
    const view = renderWithStore(<SelectPhonePage />, { actions: smsSignIn });
    act(() => {
      view.store.dispatch(userAccessActions.phonesLoaded({ phones }));
    });
    return view;
  };

  it('loads the phones on mount and lists them masked (last 4 padded with X); the first is chosen', () => {
    const { types } = render();
    expect(types()[0]).toBe(userAccessActions.phonesRequested.type);
    const group = screen.getByRole('group', { name: 'Phone number' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('div')?.textContent)).toEqual(['XXXXXXX0147 (US)', 'XXXXXXXXX0958 (UK)']);
    expect(radios[0]).toBeChecked();
    expect(document.body.textContent).not.toContain('2125550147');
  });

  it("'Text me' and 'Call me' request a code for the chosen phone", async () => {
    const user = userEvent.setup();
    const { dispatched } = render();
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    expect(dispatched.at(-1)).toEqual(userAccessActions.codeRequested({ method: 'call', phoneId: 'p-us' }));
    expect(screen.getByRole('button', { name: 'Text me' })).toBeDisabled(); // sending
  });

  it('the chosen phone is the one sent', async () => {
    const user = userEvent.setup();
    const { dispatched } = render();
    await user.click(screen.getByRole('radio', { name: 'XXXXXXXXX0958 (UK)' }));
    await user.click(screen.getByRole('button', { name: 'Text me' }));
    expect(dispatched.at(-1)).toEqual(userAccessActions.codeRequested({ method: 'text', phoneId: 'p-uk' }));
  });

  it("a representative's code: explained with the Client Service phones, no phone needed", async () => {
    const user = userEvent.setup();
    const { dispatched } = render();
    const rep = screen.getByRole('region', { name: 'Have a code from a representative?' });
    expect(rep).toHaveTextContent(`${SUPPORT_CONTACTS.usPhone} (US) or ${SUPPORT_CONTACTS.ukPhone} (UK)`);
    await user.click(within(rep).getByRole('button', { name: 'I have a code from a representative' }));
    expect(dispatched.at(-1)).toEqual(userAccessActions.codeRequested({ method: 'rep', phoneId: null }));
  });

  it('shows why the user is back here (e.g. 1428)', () => {
    const { store } = render();
    act(() => {
      store.dispatch(userAccessActions.codeRequested({ method: 'text', phoneId: 'p-us' }));
      store.dispatch(userAccessActions.codeSendFailed({ code: '1403', message: 'The selected phone is not on file. Please choose another.' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The selected phone is not on file. Please choose another.');
  });

  it('without a sign-in waiting for a code: nothing to choose', () => {
    renderWithStore(<SelectPhonePage />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to log in' })).toBeInTheDocument();
  });
});

describe('CodeEntryPage', () => {
  const codeBox = () => screen.getByRole('textbox', { name: 'Security code' });

  it('a 6-digit numeric one-time-code field, and where the code went (masked)', () => {
    renderWithStore(<CodeEntryPage />, { actions: codeSentByText });
    expect(screen.getByText('We sent a 6-digit code by text message to XXXXXXX0147.')).toBeInTheDocument();
    expect(codeBox()).toHaveAttribute('inputmode', 'numeric');
    expect(codeBox()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeBox()).toHaveAttribute('maxLength', '6');
  });

  it.each([
    ['', 'Error: Required.'],
    ['12a45', 'Error: Enter the 6-digit security code.'],
  ])('%j is refused before any call: %s', async (typed, message) => {
    const user = userEvent.setup();
    const { types } = renderWithStore(<CodeEntryPage />, { actions: codeSentByText });
    if (typed) await user.type(codeBox(), typed);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(codeBox()).toHaveAccessibleDescription(`The code has 6 digits. ${message}`);
    expect(types()).not.toContain(userAccessActions.codeSubmitted.type);
  });

  it("submits through the vault; 1205 shows 'Incorrect security code' under the emptied, focused field", async () => {
    const user = userEvent.setup();
    const { store, dispatched } = renderWithStore(<CodeEntryPage />, { actions: codeSentByText });
    await user.type(codeBox(), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(dispatched.at(-1)).toEqual(userAccessActions.codeSubmitted());
    expect(findInJson(dispatched, '482913')).toBeNull();
    expect(takeSecret('securityCode')).toBe('482913');
    expect(screen.getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    act(() => {
      store.dispatch(userAccessActions.codeRejected({ code: '1205', message: 'Incorrect security code' }));
    });
    expect(codeBox()).toHaveValue('');
    expect(codeBox()).toHaveAccessibleDescription('The code has 6 digits. Incorrect security code');
    expect(codeBox()).toHaveFocus();
  });

  it('Resend asks for a new code and announces it', async () => {
    const user = userEvent.setup();
    const { store, dispatched } = renderWithStore(<CodeEntryPage />, { actions: codeSentByText });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(dispatched.at(-1)).toEqual(userAccessActions.codeResendRequested());
    act(() => {
      store.dispatch(userAccessActions.codeSent());
    });
    expect(screen.getByRole('status')).toHaveTextContent('We sent you a new code.');
  });

  it("a representative's code: no resend", () => {
    renderWithStore(<CodeEntryPage />, { actions: [...smsSignIn, userAccessActions.codeRequested({ method: 'rep', phoneId: null }), userAccessActions.codeSent()] });
    expect(screen.getByText('Enter the 6-digit code our Client Service representative gave you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  });

  it('another phone or method goes back to the phone selection', async () => {
    const user = userEvent.setup();
    const { dispatched, getByTestId } = renderWithStore(<CodeEntryPage />, { actions: codeSentByText, route: '/user-access/identity/code' });
    await user.click(screen.getByRole('button', { name: 'Choose another phone or method' }));
    expect(dispatched.at(-1)).toEqual(userAccessActions.codeMethodChangeRequested());
    expect(getByTestId('location')).toHaveTextContent('/user-access/identity/select-phone');
  });

  it('a code refused for good (e.g. locked): the message and the way back to log in', () => {
    renderWithStore(<CodeEntryPage />, {
      actions: [...codeSentByText, userAccessActions.codeSubmitted(), userAccessActions.codeFailed({ code: '1491', message: 'Too many incorrect security codes. Please start again.' })],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many incorrect security codes. Please start again.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to log in' })).toBeInTheDocument();
  });
});
