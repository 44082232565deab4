// A passkey's Rename and Remove on the SECURITY page (issue 26), by role and visible text: the rename
// dialog (the name, 1–64 characters; the gateway's text), the removal's confirmation, the last
// passkey confirmed with it or — with a phone on file — a code; Cancel closes.
import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PasskeyDto } from '../../../src/api/contract/passkeys';
import { securityActions as A } from '../../../src/features/security/index';
import SecurityPage from '../../../src/features/security/pages/SecurityPage';
import { pageReadyEvents } from '../../builders/security';
import { renderWithStore } from '../../support/testStore';

const YUBIKEY: PasskeyDto = { id: 'a'.repeat(32), name: 'YubiKey 5C', createdAt: '2026-03-02T14:00:00.000Z', lastUsedAt: null };
const LAPTOP: PasskeyDto = { id: 'b'.repeat(32), name: 'Work laptop', createdAt: '2026-03-01T13:00:00.000Z', lastUsedAt: null };

function renderPage(passkeys: PasskeyDto[], removalPhone: string | null = 'XXXXXXXX0108') {
  const view = renderWithStore(<SecurityPage />, { actions: [...pageReadyEvents(), A.passkeysLoaded({ passkeys, removalPhone })] });
  const put = (...more: AnyAction[]) => act(() => more.forEach((a) => view.store.dispatch(a)));
  const sent = (type: string) => view.dispatched.filter((a) => a.type === type);
  return { ...view, put, sent };
}
const dialog = () => screen.getByRole('dialog');

describe('Rename', () => {
  it('opens a dialog with the name filled in; a blank name is refused; Save sends the trimmed name; the outcome read out', async () => {
    const user = userEvent.setup();
    const { sent, put } = renderPage([YUBIKEY]);
    await user.click(screen.getByRole('button', { name: 'Rename YubiKey 5C' }));
    expect(within(dialog()).getByRole('heading', { name: 'Rename the passkey' })).toBeInTheDocument();
    const field = within(dialog()).getByRole('textbox', { name: /Passkey name/ });
    expect(field).toHaveValue('YubiKey 5C');
    expect(field).toHaveAttribute('maxLength', '64');
    await user.clear(field);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByText('Enter a name of 1 to 64 characters.')).toBeInTheDocument();
    await user.type(field, '  Office   key ');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(sent(A.renamePasskeySubmitted.type).map((a) => a.payload)).toEqual([{ id: YUBIKEY.id, name: 'Office key' }]);
    expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    put(A.passkeyEditFailed({ id: YUBIKEY.id, error: 'Give the passkey a name of 1 to 64 characters.' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Give the passkey a name of 1 to 64 characters.');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    put(A.passkeyEditSucceeded({ id: YUBIKEY.id, outcome: 'Passkey renamed to “Office key”.', passkeys: [{ ...YUBIKEY, name: 'Office key' }] }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Passkey renamed to “Office key”.')).toBeInTheDocument();
  });
});

describe('Remove', () => {
  it('one of two: a confirmation; Cancel closes it; Remove sends the removal', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage([LAPTOP, YUBIKEY]);
    await user.click(screen.getByRole('button', { name: 'Remove YubiKey 5C' }));
    expect(within(dialog()).getByText('Remove “YubiKey 5C”? You will no longer be able to sign in with it.')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Send a code to my phone instead' })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove YubiKey 5C' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    expect(sent(A.removePasskeyConfirmed.type).map((a) => a.payload)).toEqual([{ id: YUBIKEY.id }]);
  });

  it('the last one, with a phone on file: confirm with the passkey, or a code to the phone — then the code field', async () => {
    const user = userEvent.setup();
    const { sent, put } = renderPage([YUBIKEY]);
    await user.click(screen.getByRole('button', { name: 'Remove YubiKey 5C' }));
    expect(
      within(dialog()).getByText('“YubiKey 5C” is your last passkey. To remove it, confirm it is you: with the passkey itself, or with a security code sent to your phone.'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Confirm with the passkey and remove' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Send a code to my phone instead' }));
    expect(sent(A.removalCodeRequested.type)).toHaveLength(1);
    put(A.removalCodeSent({ id: YUBIKEY.id, maskedPhone: 'XXXXXXXX0108' }));
    expect(within(dialog()).getByText('We sent a 6-digit security code to XXXXXXXX0108.')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Remove with the code' }));
    expect(within(dialog()).getByText('Enter the 6-digit code.')).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox', { name: /Security code/ }), '123456');
    await user.click(within(dialog()).getByRole('button', { name: 'Remove with the code' }));
    expect(sent(A.removalCodeSubmitted.type).map((a) => a.payload)).toEqual([{ id: YUBIKEY.id, securityCode: '123456' }]);
    put(A.passkeyEditFailed({ id: YUBIKEY.id, error: 'Incorrect security code. Please try again.' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Incorrect security code. Please try again.');
  });

  it('the last one without a phone: only the passkey itself', async () => {
    const user = userEvent.setup();
    renderPage([YUBIKEY], null);
    await user.click(screen.getByRole('button', { name: 'Remove YubiKey 5C' }));
    expect(within(dialog()).getByText('“YubiKey 5C” is your last passkey. To remove it, confirm it is you with the passkey itself.')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Send a code to my phone instead' })).not.toBeInTheDocument();
  });
});
