// The SECURITY page's passkeys (issue 26) by role and visible text: the list (name, added, last
// used in ET), its spinner and load failure, "Add a passkey" with its name (required, 1–64
// characters), the submit sending the trimmed name once, busy while the browser asks, and the
// outcome read out — added, or why not.
import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PasskeyDto } from '../../../src/api/contract/passkeys';
import { securityActions as A } from '../../../src/features/security/index';
import SecurityPage from '../../../src/features/security/pages/SecurityPage';
import { PASSKEY_CEREMONY_TEXTS } from '../../../src/shared/webauthn/passkeyCeremonies';
import { pageReadyEvents } from '../../builders/security';
import { renderWithStore } from '../../support/testStore';

const YUBIKEY: PasskeyDto = { id: 'a'.repeat(32), name: 'YubiKey 5C', createdAt: '2026-03-02T14:00:00.000Z', lastUsedAt: null };
const LAPTOP: PasskeyDto = { id: 'b'.repeat(32), name: 'Work laptop', createdAt: '2026-03-01T13:00:00.000Z', lastUsedAt: '2026-03-02T15:30:00.000Z' };

function renderPage(actions: readonly AnyAction[] = []) {
  const view = renderWithStore(<SecurityPage />, { actions });
  const put = (...more: AnyAction[]) => act(() => more.forEach((a) => view.store.dispatch(a)));
  const sent = (type: string) => view.dispatched.filter((a) => a.type === type);
  return { ...view, put, sent };
}

const passkeysTable = () => screen.getByRole('table', { name: 'Your passkeys' });
const nameField = () => screen.getByRole('textbox', { name: /Passkey name/ });
const addButton = () => screen.getByRole('button', { name: 'Add a passkey' });

describe('the passkeys on the SECURITY page', () => {
  it('has its heading, a spinner while the list loads, and the failure with Try Again', async () => {
    const { put, sent } = renderPage([A.pageOpened(), A.passkeysRequested()]);
    expect(screen.getByRole('heading', { level: 2, name: 'Passkeys' })).toBeInTheDocument();
    expect(screen.getByText('Loading passkeys')).toBeInTheDocument();
    put(A.passkeysFailed());
    expect(within(screen.getByRole('alert')).getByText('Unable to load your passkeys at this time.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(sent(A.reloadRequested.type)).toHaveLength(1);
  });

  it('lists the passkeys: name, added and last used in ET ("Not used yet"), each with Rename and Remove', () => {
    renderPage([...pageReadyEvents(), A.passkeysLoaded({ passkeys: [LAPTOP, YUBIKEY] })]);
    expect(within(passkeysTable()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Added', 'Last used', 'Actions']);
    const rows = within(passkeysTable()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Work laptop', '03/01/2026 8:00 AM', '03/02/2026 10:30 AM', 'RenameRemove'],
      ['YubiKey 5C', '03/02/2026 9:00 AM', 'Not used yet', 'RenameRemove'],
    ]);
    expect(within(passkeysTable()).getByRole('button', { name: 'Rename YubiKey 5C' })).toBeInTheDocument();
    expect(within(passkeysTable()).getByRole('button', { name: 'Remove Work laptop' })).toBeInTheDocument();
  });

  it('says so when there is none', () => {
    renderPage([...pageReadyEvents(), A.passkeysLoaded({ passkeys: [] })]);
    expect(within(passkeysTable()).getByText('No passkeys yet')).toBeInTheDocument();
  });

  it('asks for a name first; sends the trimmed name once; busy while the browser asks; the outcome read out', async () => {
    const { put, sent } = renderPage([...pageReadyEvents(), A.passkeysLoaded({ passkeys: [] })]);
    expect(nameField()).toHaveAttribute('maxLength', '64');
    await userEvent.click(addButton());
    expect(screen.getByText('Enter a name of 1 to 64 characters.')).toBeInTheDocument();
    expect(sent(A.addPasskeySubmitted.type)).toEqual([]);

    await userEvent.type(nameField(), '  YubiKey   5C ');
    await userEvent.click(addButton());
    expect(sent(A.addPasskeySubmitted.type)).toEqual([A.addPasskeySubmitted({ name: 'YubiKey 5C' })]);
    put(A.addPasskeyRequested({ name: 'YubiKey 5C' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();

    put(A.addPasskeyFailed({ error: PASSKEY_CEREMONY_TEXTS.cancelled }));
    expect(within(screen.getByRole('region', { name: 'Passkeys' })).getByRole('status')).toHaveTextContent('The passkey request was cancelled or timed out. Nothing was changed.');
    expect(nameField()).toHaveValue('  YubiKey   5C ');

    await userEvent.click(addButton());
    put(A.addPasskeyRequested({ name: 'YubiKey 5C' }), A.addPasskeySucceeded({ name: 'YubiKey 5C', passkeys: [YUBIKEY] }));
    expect(within(screen.getByRole('region', { name: 'Passkeys' })).getByRole('status')).toHaveTextContent('Passkey “YubiKey 5C” added.');
    expect(nameField()).toHaveValue('');
    expect(within(passkeysTable()).getByText('YubiKey 5C')).toBeInTheDocument();
  });
});
