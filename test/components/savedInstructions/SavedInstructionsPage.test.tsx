// The saved-instructions page by role and visible text, with the real reducers (redux-form's too)
// and the events the sagas would put; every action the page dispatches is recorded.
import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedInstructionsActions as A } from '../../../src/features/savedInstructions/index';
import SavedInstructionsPage from '../../../src/features/savedInstructions/pages/SavedInstructionsPage';
import {
  accountReadyEvents,
  addressInstruction,
  custodyAccount,
  VIEW_ONLY,
  wireInstruction,
} from '../../builders/savedInstructions';
import { renderWithStore } from '../../support/testStore';

function renderPage(options: { actions?: readonly AnyAction[]; route?: string } = {}) {
  const view = renderWithStore(<SavedInstructionsPage />, {
    path: '/saved-instructions/*',
    route: options.route ?? '/saved-instructions/wire-instructions',
    actions: options.actions ?? accountReadyEvents(),
  });
  const put = (...actions: AnyAction[]) => act(() => actions.forEach((a) => view.store.dispatch(a)));
  return { ...view, put };
}

const wiresLoaded = (items = [wireInstruction(1), wireInstruction(2, { status: 'PENDING' })]) => [
  A.wireListRequested({ acctNum: 'C1', page: 1, count: 100 }),
  A.wireListLoaded({ acctNum: 'C1', result: { items, page: 1, count: 100, totalRecords: items.length } }),
];
const addressesLoaded = (items = [addressInstruction(1)]) => [A.addressListRequested({ acctNum: 'C1' }), A.addressListLoaded({ acctNum: 'C1', items })];
const types = (dispatched: AnyAction[]) => dispatched.map((a) => a.type);
const wireTable = () => screen.getByRole('table', { name: 'Saved Wire Instructions' });
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((h) => h.textContent);

describe('the saved-instructions page', () => {
  it('opens on the wire tab, says so to the sagas, and offers the two tabs with the tooltip', () => {
    const { dispatched } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Instructions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wire Instructions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Digital Asset Instructions' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('button', { name: 'About Digital Asset Instructions' })).toHaveAccessibleDescription(
      'Once enabled, digital assets can be sent only to approved addresses.',
    );
    expect(types(dispatched)).toContain(A.pageOpened.type);
  });

  it('lists the wire instructions with the spec columns; a pending row is greyed italic', () => {
    renderPage({ actions: [...accountReadyEvents(), ...wiresLoaded()] });
    expect(headers(wireTable())).toEqual([
      'Nickname',
      'Routing Number/BIC/Swift Code',
      'Account Number',
      'Location',
      'Creation Date',
      'Reference ID',
      'Status',
      'Delete',
    ]);
    const pending = within(wireTable()).getByRole('row', { name: /Wire instruction 2/ });
    expect(pending).toHaveClass('saved-instructions__row--inactive');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText('XXXXXX1002')).toBeInTheDocument();
    expect(within(pending).getByText('12/31/2025 7:02 PM')).toBeInTheDocument(); // US/Eastern
    expect(within(wireTable()).getByRole('row', { name: /Wire instruction 1/ })).not.toHaveClass('saved-instructions__row--inactive');
    expect(screen.getByRole('combobox', { name: 'Show:' })).toHaveDisplayValue('5');
    expect(within(screen.getByRole('combobox', { name: 'Show:' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '20', '50', '100']);
  });

  it('shows the empty text and the load failure text', () => {
    const { put } = renderPage({ actions: [...accountReadyEvents(), ...wiresLoaded([])] });
    expect(screen.getByText('No Wire Instructions to Display')).toBeInTheDocument();
    put(A.wireListRequested({ acctNum: 'C1', page: 1, count: 100 }), A.wireListFailed({ acctNum: 'C1', error: 'Forbidden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load Saved Wire Instruction data. Error: Forbidden');
  });

  it('offers neither add nor delete without the create entitlement', () => {
    renderPage({ actions: [...accountReadyEvents({ actions: VIEW_ONLY }), ...wiresLoaded()] });
    expect(screen.queryByRole('button', { name: 'Add Wire Instruction' })).not.toBeInTheDocument();
    expect(headers(wireTable())).not.toContain('Delete');
  });

  it('the digital asset tab: its columns, empty text, the allow-list texts and buttons', () => {
    const { put } = renderPage({ route: '/saved-instructions/digital-asset-instructions', actions: [...accountReadyEvents(), ...addressesLoaded([])] });
    const table = screen.getByRole('table', { name: 'Saved Digital Asset Instructions' });
    expect(headers(table)).toEqual(['Network', 'Nickname', 'Address', 'Creation Date', 'Reference ID', 'Status', 'Delete']);
    expect(screen.getByText('No Digital Asset Instructions to Display')).toBeInTheDocument();
    expect(screen.getByText('Activation Period:')).toHaveTextContent('Activation Period: 3 Days');
    expect(screen.getByRole('button', { name: 'Edit Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    put(A.addressListRequested({ acctNum: 'C1' }), A.addressListFailed({ acctNum: 'C1', error: 'Service Unavailable' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load Saved Digital Asset Instructions data. Error: Service Unavailable');
  });

  it('an address in its activation period: "Active from …" (ET) as its status, greyed; the period and what it means above', () => {
    renderPage({
      route: '/saved-instructions/digital-asset-instructions',
      actions: [
        ...accountReadyEvents(),
        ...addressesLoaded([addressInstruction(1), addressInstruction(2, { status: 'PENDING_ACTIVATION', activatesAt: '2026-12-01T14:00:00.000Z' })]),
      ],
    });
    const table = screen.getByRole('table', { name: 'Saved Digital Asset Instructions' });
    const waiting = within(table).getByRole('row', { name: /Address instruction 2/ });
    expect(within(waiting).getByText('Active from Dec 1, 2026 9:00 AM ET')).toBeInTheDocument();
    expect(waiting).toHaveClass('saved-instructions__row--inactive');
    const active = within(table).getByRole('row', { name: /Address instruction 1/ });
    expect(within(active).getByText('Active', { exact: true })).toBeInTheDocument();
    expect(active).not.toHaveClass('saved-instructions__row--inactive');
    expect(screen.getByText('A new digital asset instruction becomes usable once the activation period has passed after its approval.')).toBeInTheDocument();
  });

  it('PENDING_DISABLEMENT: its text and what completes it, and no new instruction can be added', () => {
    renderPage({
      route: '/saved-instructions/digital-asset-instructions',
      actions: [...accountReadyEvents({ details: { aaEnabled: 'PENDING_DISABLEMENT', canEditSDAI: false, canDisableSDAI: false } }), ...addressesLoaded()],
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved Digital Asset Instructions are being disabled.' +
        'Disabling is complete once our Client Service Team has held your video identity verification. Until then, no digital assets can be sent from this account and no new instructions can be added.',
    );
    expect(screen.queryByRole('button', { name: 'Add Digital Asset Instruction' })).not.toBeInTheDocument();
  });

  it('DISABLED: the not-enabled text and Enable', () => {
    renderPage({
      route: '/saved-instructions/digital-asset-instructions',
      actions: [...accountReadyEvents({ details: { aaEnabled: 'DISABLED', aaActivationPeriod: null, canEnableSDAI: true, canEditSDAI: false, canDisableSDAI: false } }), ...addressesLoaded()],
    });
    expect(screen.getByText('Saved Digital Asset Instructions are not enabled for this account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });
});

describe('the allow-list flags (issue 27)', () => {
  const ADDRESS_ROUTE = '/saved-instructions/digital-asset-instructions';
  const buttons = () => ['Enable', 'Edit Preferences', 'Disable'].filter((name) => screen.queryByRole('button', { name }) !== null);
  const DISABLED = { aaEnabled: 'DISABLED', aaActivationPeriod: null, canEnableSDAI: true, canEditSDAI: false, canDisableSDAI: false } as const;

  it('aa on, disEnabled on: Edit Preferences and Disable on an ENABLED allow-list, Enable on a DISABLED one', () => {
    const { unmount } = renderPage({ route: ADDRESS_ROUTE, actions: [...accountReadyEvents({ flags: { aa: true, disEnabled: true } }), ...addressesLoaded()] });
    expect(buttons()).toEqual(['Edit Preferences', 'Disable']);
    unmount();
    renderPage({ route: ADDRESS_ROUTE, actions: [...accountReadyEvents({ details: DISABLED, flags: { aa: true, disEnabled: true } }), ...addressesLoaded()] });
    expect(buttons()).toEqual(['Enable']);
  });

  it('aa off: no Enable, Edit Preferences or Disable; the allow-list state, the table and Add stay', () => {
    const { unmount } = renderPage({ route: ADDRESS_ROUTE, actions: [...accountReadyEvents({ flags: { aa: false, disEnabled: true } }), ...addressesLoaded()] });
    expect(screen.getByText('Activation Period:')).toHaveTextContent('Activation Period: 3 Days');
    expect(screen.getByRole('table', { name: 'Saved Digital Asset Instructions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Digital Asset Instruction' })).toBeInTheDocument();
    expect(buttons()).toEqual([]);
    unmount();
    renderPage({ route: ADDRESS_ROUTE, actions: [...accountReadyEvents({ details: DISABLED, flags: { aa: false, disEnabled: true } }), ...addressesLoaded()] });
    expect(screen.getByText('Saved Digital Asset Instructions are not enabled for this account.')).toBeInTheDocument();
    expect(buttons()).toEqual([]);
  });

  it('disEnabled off (aa on): Edit Preferences but no Disable', () => {
    renderPage({ route: ADDRESS_ROUTE, actions: [...accountReadyEvents({ flags: { aa: true, disEnabled: false } }), ...addressesLoaded()] });
    expect(buttons()).toEqual(['Edit Preferences']);
  });

  describe('mm-sdai, on a market-maker account', () => {
    const mm = custodyAccount('C1', { accountType: 'MARKET_MAKER', accountDisplayName: 'Meridian – Primary Market Making' });

    it('on: both tabs and the tooltip; the digital asset tab shows its table', () => {
      renderPage({ route: ADDRESS_ROUTE, actions: [...accountReadyEvents({ account: mm, flags: { 'mm-sdai': true } }), ...addressesLoaded()] });
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Wire Instructions', 'Digital Asset Instructions']);
      expect(screen.getByRole('button', { name: 'About Digital Asset Instructions' })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Saved Digital Asset Instructions' })).toBeInTheDocument();
    });

    it('off: the wire tab only, no tooltip; the digital asset address goes to the wire instructions', () => {
      renderPage({ route: ADDRESS_ROUTE, actions: [...accountReadyEvents({ account: mm, flags: { 'mm-sdai': false } }), ...wiresLoaded()] });
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Wire Instructions']);
      expect(screen.getByRole('tab', { name: 'Wire Instructions' })).toHaveAttribute('aria-selected', 'true');
      expect(wireTable()).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'About Digital Asset Instructions' })).not.toBeInTheDocument();
      expect(screen.queryByText(/Digital Asset Instruction/)).not.toBeInTheDocument();
    });

    it('while the flags have not answered: no digital asset panel yet, and no redirect', () => {
      const [, ...rest] = accountReadyEvents({ account: mm });
      renderPage({ route: ADDRESS_ROUTE, actions: rest });
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Wire Instructions']);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});

describe('the wire instruction form', () => {
  const openForm = async () => {
    const user = userEvent.setup();
    const rendered = renderPage({ actions: [...accountReadyEvents(), ...wiresLoaded()] });
    await user.click(screen.getByRole('button', { name: 'Add Wire Instruction' }));
    return { user, form: screen.getByRole('form', { name: 'Add Wire Instruction' }), ...rendered };
  };

  it('shows the US fields, then the non-US ones, IBAN and further credit as chosen', async () => {
    const { user, form } = await openForm();
    expect(within(form).getByLabelText('Routing Number')).toBeInTheDocument();
    expect(within(form).queryByLabelText('BIC/Swift Code')).not.toBeInTheDocument();
    expect(within(form).queryByRole('radio', { name: 'IBAN' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Non-US' }));
    expect(within(form).getByRole('radio', { name: 'Non-US' })).toBeChecked();
    expect(within(form).queryByLabelText('Routing Number')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('BIC/Swift Code')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'IBAN' }));
    expect(within(form).getByRole('textbox', { name: 'IBAN' })).toBeInTheDocument();
    expect(within(form).queryByLabelText('Bank Account Number')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Entity' }));
    expect(within(form).getByLabelText('Beneficiary Entity Name')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Beneficiary First Name')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Further Credit Account Number')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    expect(within(form).getByLabelText('Further Credit Account Number')).toBeInTheDocument();
  });

  it('a second further credit once the first is given, and the additional bank details with their count and rule', async () => {
    const { user, form } = await openForm();
    expect(within(form).queryByRole('group', { name: 'Add a Second Further Credit' })).not.toBeInTheDocument();
    await user.click(within(within(form).getByRole('group', { name: 'For Further Credit' })).getByRole('radio', { name: 'Yes' }));
    const second = within(form).getByRole('group', { name: 'Add a Second Further Credit' });
    expect(within(second).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(form).queryByLabelText('Second Further Credit Account Number')).not.toBeInTheDocument();
    await user.click(within(second).getByRole('radio', { name: 'Yes' }));
    expect(within(form).getByLabelText('Second Further Credit Account Number')).toBeInTheDocument();
    expect(within(form).getByLabelText('Second Further Credit Account Type')).toBeInTheDocument();
    expect(within(form).getByLabelText('Second Further Credit Account Name')).toBeInTheDocument();

    const details = within(form).getByLabelText('Additional Bank Details (optional)');
    expect(details.tagName).toBe('TEXTAREA');
    expect(details).toHaveAttribute('maxLength', '140');
    await user.type(details, 'Pay & thanks');
    expect(within(form).getByText('128 characters left')).toBeInTheDocument();
    await user.tab();
    expect(within(form).getByText("Error: Use letters, digits, spaces and /-?:().,'+ only.")).toBeInTheDocument();
  });

  it('checks fields when left, with the shared rules, and asks the sagas for the server checks', async () => {
    const { user, form, dispatched } = await openForm();
    await user.type(within(form).getByLabelText('Nickname'), '-abc');
    await user.type(within(form).getByLabelText('Routing Number'), '021000022');
    await user.tab();
    expect(within(form).getByText('Error: Cannot start with "-".')).toBeInTheDocument();
    expect(within(form).getByText('Routing number is invalid.')).toBeInTheDocument();
    expect(dispatched).toContainEqual(A.fieldBlurred({ form: 'wire', field: 'routingNumber', value: '021000022' }));
    expect(dispatched).toContainEqual(A.fieldBlurred({ form: 'wire', field: 'nickname', value: '-abc' }));
  });

  it('shows a server check: the bank found, a taken nickname', async () => {
    const { user, form, put } = await openForm();
    await user.type(within(form).getByLabelText('Nickname'), 'Operating');
    await user.type(within(form).getByLabelText('Routing Number'), '021000021');
    await user.tab();
    put(
      A.fieldCheckStarted({ key: 'wire.nickname', value: 'Operating' }),
      A.fieldCheckFailed({ key: 'wire.nickname', value: 'Operating', message: 'Error: Nickname already in use. Please try again.' }),
      A.fieldCheckStarted({ key: 'wire.routingNumber', value: '021000021' }),
      A.fieldCheckPassed({ key: 'wire.routingNumber', value: '021000021', found: 'JPMorgan Chase Bank, N.A., New York NY' }),
    );
    expect(within(form).getByText('Error: Nickname already in use. Please try again.')).toBeInTheDocument();
    expect(within(form).getByText('JPMorgan Chase Bank, N.A., New York NY')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save Instruction' })).toBeDisabled();
  });

  it('masks an account number to its last 4 once left, and cleans a paste', async () => {
    const { user, form } = await openForm();
    const account = within(form).getByLabelText('Bank Account Number');
    await user.click(account);
    await user.paste(' 12-34 56#78$90 ');
    expect(account).toHaveValue('12-34567890');
    await user.tab();
    expect(account).toHaveValue('XXXXXXX7890');
  });

  it('submits the values; a refusal shows under the field the gateway named and keeps every input', async () => {
    const { user, form, dispatched, put, store } = await openForm();
    await user.type(within(form).getByLabelText('Nickname'), 'Chicago Payroll');
    await user.type(within(form).getByLabelText('Routing Number'), '021000021');
    await user.type(within(form).getByLabelText('Bank Account Number'), '9876543210');
    await user.type(within(form).getByLabelText('Beneficiary First Name'), 'Ada');
    await user.type(within(form).getByLabelText('Beneficiary Last Name'), 'Lovelace');
    put(
      A.countriesLoaded({ items: [{ name: 'United States of America', codeTwo: 'US' }, { name: 'Germany', codeTwo: 'DE' }] }),
    );
    await user.selectOptions(within(form).getByLabelText('Beneficiary Country'), 'US');
    await user.type(within(form).getByLabelText('Beneficiary Address'), '1 Main St.');
    await user.type(within(form).getByLabelText('Beneficiary City'), 'Chicago');
    await user.selectOptions(within(form).getByLabelText('Beneficiary State'), 'IL');
    await user.type(within(form).getByLabelText('Beneficiary ZIP Code'), '60601');
    await user.click(within(form).getByRole('button', { name: 'Save Instruction' }));
    const submitted = dispatched.find((a) => A.wireInstructionSubmitted.match(a));
    expect(submitted?.payload).toEqual({
      acctNum: 'C1',
      values: expect.objectContaining({ nickname: 'Chicago Payroll', routingNumber: '021000021', bankAcccountNumber: '9876543210', beneficiaryUSZip: '60601' }),
    });
    put(A.createSubmitted({ kind: 'wire', requestId: 'r1' }), A.createFailed({ requestId: 'r1', field: 'nickname', error: 'Error: Nickname already in use. Please try again.' }));
    expect(within(form).getByText('Error: Nickname already in use. Please try again.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nickname')).toHaveValue('Chicago Payroll');
    expect(within(form).getByLabelText('Beneficiary City')).toHaveValue('Chicago');
    expect((store.getState().form.wireInstruction?.values as Record<string, string>).bankAcccountNumber).toBe('9876543210');
    // A whole form typed key by key, each key an action through redux-form and the dev-mode checks:
    // on a loaded 2-core machine it outlasted jest's default 5 s (seen in full runs). Not a speed test.
  }, 30_000);
});

describe('the delete dialogs', () => {
  it('wire: the title, the one-row grid with the nickname pinned, closes only on the expected success', async () => {
    const user = userEvent.setup();
    const { dispatched, put } = renderPage({ actions: [...accountReadyEvents(), ...wiresLoaded()] });
    await user.click(screen.getByRole('button', { name: 'Delete Wire instruction 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete saved wire instruction?' });
    expect(within(dialog).getByText(/permanently deleted/)).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(dialog).getByRole('columnheader', { name: 'Nickname' })).toHaveClass('data-table__cell--pinned');
    expect(within(dialog).getByRole('cell', { name: 'Wire instruction 1' })).toHaveClass('data-table__cell--pinned');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(dispatched).toContainEqual(A.deleteConfirmed({ kind: 'wire', id: 'w-1' }));
    put(A.deleteFailed({ id: 'w-1' }));
    expect(screen.getByRole('dialog', { name: 'Delete saved wire instruction?' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    put(A.deleteSucceeded({ acctNum: 'C1', kind: 'wire', id: 'w-1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(wireTable()).queryByText('Wire instruction 1')).not.toBeInTheDocument();
  });

  it('digital asset: warns that pending withdrawals are cancelled; Cancel closes it', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderPage({ route: '/saved-instructions/digital-asset-instructions', actions: [...accountReadyEvents(), ...addressesLoaded()] });
    await user.click(screen.getByRole('button', { name: 'Delete Address instruction 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete saved digital asset instruction?' });
    expect(within(dialog).getByText(/pending digital asset withdrawals using this instruction will be cancelled/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(types(dispatched)).not.toContain(A.deleteConfirmed.type);
  });
});

describe('the allow-list dialogs', () => {
  const periodsLoaded = A.activationPeriodsLoaded({ acctNum: 'C1', periods: ['1 Day', '3 Days', '7 Days'] });

  it('Enable: the first period by default, then Confirm only once acknowledged', async () => {
    const user = userEvent.setup();
    const { dispatched, put } = renderPage({
      route: '/saved-instructions/digital-asset-instructions',
      actions: [...accountReadyEvents({ details: { aaEnabled: 'DISABLED', aaActivationPeriod: null, canEnableSDAI: true, canEditSDAI: false, canDisableSDAI: false } }), ...addressesLoaded([])],
    });
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(dispatched).toContainEqual(A.activationPeriodsRequested({ acctNum: 'C1' }));
    put(periodsLoaded);
    const dialog = screen.getByRole('dialog', { name: 'Enable Digital Asset Instructions' });
    expect(within(dialog).getByLabelText('Activation Period')).toHaveValue('1 Day');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(dispatched).toContainEqual(A.allowListChangeSubmitted({ acctNum: 'C1', change: 'enable', activationPeriod: '1 Day' }));
    put(A.allowListChangeSucceeded({ result: { accountNumber: 'C1', aaEnabled: 'ENABLED', aaActivationPeriod: '1 Day' } }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Activation Period:')).toHaveTextContent('Activation Period: 1 Day');
  });

  it('Edit: Save Preferences stays disabled while the period is the current one', async () => {
    const user = userEvent.setup();
    const { dispatched, put } = renderPage({ route: '/saved-instructions/digital-asset-instructions', actions: [...accountReadyEvents(), ...addressesLoaded()] });
    await user.click(screen.getByRole('button', { name: 'Edit Preferences' }));
    put(periodsLoaded);
    const dialog = screen.getByRole('dialog', { name: 'Edit Digital Asset Instruction Preferences' });
    const save = within(dialog).getByRole('button', { name: 'Save Preferences' });
    expect(within(dialog).getByLabelText('Activation Period')).toHaveValue('3 Days');
    expect(save).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Activation Period'), '7 Days');
    expect(save).toBeEnabled();
    await user.selectOptions(within(dialog).getByLabelText('Activation Period'), '3 Days');
    expect(save).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Activation Period'), '1 Day');
    await user.click(save);
    expect(dispatched).toContainEqual(A.allowListChangeSubmitted({ acctNum: 'C1', change: 'edit', activationPeriod: '1 Day' }));
  });

  it('Disable: the message, the video identity verification, and confirm', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderPage({ route: '/saved-instructions/digital-asset-instructions', actions: [...accountReadyEvents(), ...addressesLoaded()] });
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Saved Digital Asset Instructions' });
    expect(within(dialog).getByText(/video identity verification/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(dispatched).toContainEqual(A.allowListChangeSubmitted({ acctNum: 'C1', change: 'disable' }));
  });
});

describe('the digital asset instruction form', () => {
  const openForm = async (details: Parameters<typeof accountReadyEvents>[0] = {}) => {
    const user = userEvent.setup();
    const rendered = renderPage({ route: '/saved-instructions/digital-asset-instructions', actions: [...accountReadyEvents(details), ...addressesLoaded()] });
    await user.click(screen.getByRole('button', { name: 'Add Digital Asset Instruction' }));
    rendered.put(A.institutionsLoaded({ items: [{ id: 'anchorage', name: 'Anchorage Digital' }, { id: 'OTHER', name: 'Other' }] }));
    return { user, form: screen.getByRole('form', { name: 'Add Digital Asset Instruction' }), ...rendered };
  };

  it('shows the VASP notice, the names prefilled with the account name, and the networks of the account', async () => {
    const { form } = await openForm();
    expect(within(form).getByRole('note')).toHaveTextContent('Digital assets may only be sent to participating Virtual Asset Service Providers (VASPs).');
    expect(within(form).getByLabelText('Beneficiary Full Name')).toHaveValue('Harborline – Main Custody');
    expect(within(form).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['Bitcoin', 'Ethereum']));
  });

  it('checks the address against the chosen network when left, with the real codecs', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Recipient Address'), '0x52908400098527886E0F7030069857D2E4169EE7');
    await user.tab();
    expect(within(form).getByText('Error: Please select a network.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Network'), 'Bitcoin');
    expect(within(form).getByText('Error: Invalid Address.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Network'), 'Ethereum');
    expect(within(form).queryByText('Error: Invalid Address.')).not.toBeInTheDocument();
  });

  it('Institution: the list with Other last, then its name box; Self-Managed Wallet: the wallet owner', async () => {
    const { user, form } = await openForm();
    expect(within(form).queryByRole('combobox', { name: 'Institution' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Institution' }));
    expect(within(form).getByRole('radio', { name: 'Institution' })).toBeChecked();
    const institution = within(form).getByRole('combobox', { name: 'Institution' });
    expect(within(institution).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select an institution', 'Anchorage Digital', 'Other']);
    expect(within(form).queryByLabelText('Institution Name')).not.toBeInTheDocument();
    await user.selectOptions(institution, 'OTHER');
    expect(within(form).getByLabelText('Institution Name')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Self-Managed Wallet' }));
    expect(within(form).queryByRole('combobox', { name: 'Institution' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Wallet Owner Full Name')).toHaveValue('Harborline – Main Custody');
  });

  it.each([
    ['US', null],
    ['IE', 'Recipient Account Number'],
    ['GB', 'Recipient Account Number (optional)'],
  ])('recipient account number for a %s firm: %s', async (firmCountry, label) => {
    const { form } = await openForm({ details: { firmCountry } });
    if (label === null) expect(within(form).queryByLabelText(/Recipient Account Number/)).not.toBeInTheDocument();
    else expect(within(form).getByLabelText(label)).toBeInTheDocument();
  });

  it('the EU travel-rule fields only behind eu-trvl-rule', async () => {
    const off = await openForm();
    expect(within(off.form).queryByLabelText('Place of Business (optional)')).not.toBeInTheDocument();
    off.unmount();
    const on = await openForm({ flags: { 'eu-trvl-rule': true } });
    expect(within(on.form).getByLabelText('Place of Business (optional)')).toBeInTheDocument();
    expect(within(on.form).getByLabelText('Country of Residence (optional)')).toBeInTheDocument();
  });
});
