// Each form restored from a kept draft (issue 28 item 5), by role and visible text: the wire and
// digital asset instruction forms open on their tab with the values back (the masked account number
// empty: it is never kept) and the panel takes the draft; the inbound deposit's review opens
// answered Yes with the originator's data; Send shows the restored transfer. In each, the first field
// takes the focus once the form is on screen, then drafts/restoredFormFocused.
import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { actionItemsActions } from '../../../src/features/actionItems/index';
import { draftsActions } from '../../../src/features/drafts/index';
import { savedInstructionsActions as A } from '../../../src/features/savedInstructions/index';
import SavedInstructionsPage from '../../../src/features/savedInstructions/pages/SavedInstructionsPage';
import { transfersActions } from '../../../src/features/transfers/index';
import TransferPage from '../../../src/features/transfers/pages/TransferPage';
import { depositItem, listReadyEvents } from '../../builders/actionItems';
import { accountReadyEvents, addressInstruction, wireInstruction } from '../../builders/savedInstructions';
import { sendReadyEvents } from '../../builders/transfers';
import { renderWithStore } from '../../support/testStore';
import { renderPage as renderActionItems } from '../actionItems/support';

const restoredFocus = (form: Parameters<typeof draftsActions.draftRestored>[0]['form']) => draftsActions.draftRestored({ form });
const wiresLoaded = [
  A.wireListRequested({ acctNum: 'C1', page: 1, count: 100 }),
  A.wireListLoaded({ acctNum: 'C1', result: { items: [wireInstruction(1)], page: 1, count: 100, totalRecords: 1 } }),
];
const addressesLoaded = [A.addressListRequested({ acctNum: 'C1' }), A.addressListLoaded({ acctNum: 'C1', items: [addressInstruction(1)] })];

function renderInstructions(route: string, actions: AnyAction[]) {
  const view = renderWithStore(<SavedInstructionsPage />, { path: '/saved-instructions/*', route, actions });
  const put = (...more: AnyAction[]) => act(() => more.forEach((a) => view.store.dispatch(a)));
  return { ...view, put };
}

describe('a restored wire instruction', () => {
  const restored = A.draftRestored({ form: 'wire', acctNum: 'C1', values: { nickname: 'Ops wire', bankLocation: 'US', routingNumber: '021000021', city: 'Boston' } });

  it('opens the form on its account with the values back, the masked account number empty; the nickname takes the focus', async () => {
    const { dispatched, store } = renderInstructions('/saved-instructions/wire-instructions', [...accountReadyEvents(), ...wiresLoaded, restored, restoredFocus('wireInstruction')]);
    const form = screen.getByRole('form', { name: 'Add Wire Instruction' });
    expect(within(form).getByRole('textbox', { name: 'Nickname' })).toHaveValue('Ops wire');
    expect(within(form).getByRole('textbox', { name: 'Routing Number' })).toHaveValue('021000021');
    expect(within(form).getByRole('textbox', { name: 'Beneficiary City' })).toHaveValue('Boston');
    expect(within(form).getByRole('radio', { name: 'US' })).toBeChecked();
    expect(within(form).getByLabelText('Bank Account Number')).toHaveValue('');
    expect(dispatched).toContainEqual(A.restoredDraftTaken());
    expect(store.getState().savedInstructions.restoredDraft).toBeNull();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Nickname' })).toHaveFocus());
    expect(dispatched).toContainEqual(draftsActions.restoredFormFocused({ form: 'wireInstruction' }));
  });

  it('waits for the list; a draft for another account or without the create entitlement opens nothing', () => {
    const { put, dispatched } = renderInstructions('/saved-instructions/wire-instructions', [...accountReadyEvents(), restored]);
    expect(screen.queryByRole('form', { name: 'Add Wire Instruction' })).toBeNull();
    expect(dispatched.map((a) => a.type)).not.toContain(A.restoredDraftTaken.type);
    put(...wiresLoaded);
    expect(screen.getByRole('form', { name: 'Add Wire Instruction' })).toBeInTheDocument();
    renderInstructions('/saved-instructions/wire-instructions', [...accountReadyEvents(), ...wiresLoaded, A.draftRestored({ form: 'wire', acctNum: 'L1', values: { nickname: 'x' } })]);
    expect(screen.getAllByRole('form', { name: 'Add Wire Instruction' })).toHaveLength(1);
  });

  it('Cancel, then Add: the form opens empty', async () => {
    renderInstructions('/saved-instructions/wire-instructions', [...accountReadyEvents(), ...wiresLoaded, restored]);
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    act(() => screen.getByRole('button', { name: 'Add Wire Instruction' }).click());
    expect(within(screen.getByRole('form', { name: 'Add Wire Instruction' })).getByRole('textbox', { name: 'Nickname' })).toHaveValue('');
  });

  it('replaces a form already open with the restored one', () => {
    const { put } = renderInstructions('/saved-instructions/wire-instructions', [...accountReadyEvents(), ...wiresLoaded]);
    act(() => screen.getByRole('button', { name: 'Add Wire Instruction' }).click());
    put(restored);
    expect(within(screen.getByRole('form', { name: 'Add Wire Instruction' })).getByRole('textbox', { name: 'Nickname' })).toHaveValue('Ops wire');
  });
});

describe('a restored digital asset instruction', () => {
  it('opens the form with the values back, the recipient account number never kept; the network takes the focus', async () => {
    const restored = A.draftRestored({ form: 'address', acctNum: 'C1', values: { network: 'Bitcoin', nickname: 'Cold', beneficiaryFullName: 'Ada Lovelace' } });
    const { dispatched } = renderInstructions('/saved-instructions/digital-asset-instructions', [
      ...accountReadyEvents({ details: { firmCountry: 'IE' } }),
      ...addressesLoaded,
      restored,
      restoredFocus('digitalAssetInstruction'),
    ]);
    const form = screen.getByRole('form', { name: 'Add Digital Asset Instruction' });
    expect(within(form).getByRole('combobox', { name: 'Network' })).toHaveValue('Bitcoin');
    expect(within(form).getByRole('textbox', { name: 'Nickname' })).toHaveValue('Cold');
    expect(within(form).getByLabelText('Beneficiary Full Name')).toHaveValue('Ada Lovelace');
    expect(within(form).getByLabelText('Recipient Account Number')).toHaveValue('');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Network' })).toHaveFocus());
    expect(dispatched).toContainEqual(draftsActions.restoredFormFocused({ form: 'digitalAssetInstruction' }));
  });
});

describe('a restored travel rule', () => {
  it('opens the deposit answered Yes with the originator back; the first answer takes the focus after the dialog\'s own', async () => {
    const deposit = depositItem();
    const { sent } = renderActionItems([
      actionItemsActions.countriesLoaded({ items: [{ name: 'Switzerland', codeTwo: 'CH' }] }),
      actionItemsActions.draftRestored({ referenceId: deposit.referenceId, values: { firstName: 'Ada', lastName: 'Lovelace', countryCode: 'CH', selfManaged: true } }),
      ...listReadyEvents([deposit]),
      restoredFocus('travelRule'),
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Inbound Digital Asset Deposit' });
    expect(within(dialog).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    expect(within(dialog).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lovelace');
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveValue('CH');
    expect(within(dialog).getByRole('checkbox', { name: /self-hosted|self-managed/i })).toBeChecked();
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Yes' })).toHaveFocus());
    expect(sent(draftsActions.restoredFormFocused.type)).toHaveLength(1);
  });

  it('another deposit opened is not filled in', () => {
    const deposit = depositItem();
    renderActionItems([
      actionItemsActions.draftRestored({ referenceId: 'IN-OTHER', values: { firstName: 'Ada' } }),
      ...listReadyEvents([deposit]),
      actionItemsActions.itemOpened({ referenceId: deposit.referenceId }),
    ]);
    expect(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });
});

describe('a restored transfer', () => {
  it('Send shows it and its first field takes the focus', async () => {
    const { dispatched } = renderWithStore(<TransferPage />, {
      path: '/transfer/*',
      route: '/transfer/send',
      actions: [...sendReadyEvents(), transfersActions.draftEdited({ draft: { kind: 'DIGITAL_ASSET', accountNumber: 'C1', asset: 'BTC', amount: '0.5', destination: { address: '' } } }), restoredFocus('transfer')],
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Asset' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Asset' })).toHaveValue('BTC');
    expect(dispatched).toContainEqual(draftsActions.restoredFormFocused({ form: 'transfer' }));
  });
});
