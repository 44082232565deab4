// The respond dialog of each request type, by role and visible text (spec part 1 §4–§6, §9): the
// heading and status subtitle, the details, the response choice and the comments rule, Submit
// disabled until valid and while sending, a refusal kept in the dialog with the input, view-only,
// and History's Close only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionItemsActions as A } from '../../../src/features/actionItems/index';
import { addressItem, cryptoOutItem, decided, wireInstructionItem, wireOutItem } from '../../builders/actionItems';
import { dialog, renderOpened } from './support';

const CHARACTERS = 'Accepted characters are letters (a-z, A-Z), numbers (0-9), and the following symbols & , . - $';
const submit = () => within(dialog()).getByRole('button', { name: 'Submit' });
const comments = () => within(dialog()).getByRole('textbox', { name: 'Comments' });

describe('an actionable pending request', () => {
  it.each([
    ['Wire Instruction Request', wireInstructionItem(), ['Custodian Sweep', '011000015', 'Federal Reserve Bank of Boston, Boston, MA', 'XXXXXX9284', 'Northgate Asset Management']],
    ['Digital Asset Instruction Request', addressItem(), ['Northgate ETH hot', 'Ethereum', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'Bridgeport Custody Services']],
    ['Wire Transfer Request', wireOutItem(), ['250,000.000 USD', 'Northgate Operations', 'XXXXXXXX6789']],
    ['Digital Asset Transfer Request', cryptoOutItem(), ['1.250 BTC', 'Northgate BTC vault', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy']],
  ])('%s: its heading, the subtitle Pending, who asked and what', (heading, item, values) => {
    renderOpened(item);
    const box = screen.getByRole('dialog', { name: heading });
    expect(within(box).getByText('Pending')).toBeInTheDocument();
    expect(within(box).getByText('Elena Vasquez')).toBeInTheDocument();
    for (const value of values) expect(within(box).getByText(value)).toBeInTheDocument();
    expect(within(box).queryByText('You have view-only access to this request.')).not.toBeInTheDocument();
  });

  it('Submit is disabled until a response is chosen; approving needs no comments', async () => {
    const { sent } = renderOpened(wireInstructionItem());
    expect(submit()).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Approve' }));
    expect(submit()).toBeEnabled();
    await userEvent.click(submit());
    expect(sent(A.responseSubmitted.type).map((a) => a.payload)).toEqual([{ referenceId: 'req-wire', response: 'APPROVE', comments: '' }]);
  });

  it('rejecting needs comments: the required message, Submit disabled until they are given', async () => {
    const { sent } = renderOpened(wireInstructionItem());
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Reject' }));
    expect(submit()).toBeDisabled();
    await userEvent.click(comments());
    await userEvent.tab();
    expect(within(dialog()).getByText('Error: Required.')).toBeInTheDocument();
    expect(comments()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(comments(), 'Wrong bank, resubmit');
    expect(submit()).toBeEnabled();
    await userEvent.click(submit());
    expect(sent(A.responseSubmitted.type).map((a) => a.payload)).toEqual([{ referenceId: 'req-wire', response: 'REJECT', comments: 'Wrong bank, resubmit' }]);
  });

  it('comments: only the allowed characters (the spec message as typed), at most 45, 2 rows, a count', async () => {
    renderOpened(wireInstructionItem());
    expect(comments()).toHaveAttribute('maxLength', '45');
    expect(comments()).toHaveAttribute('rows', '2');
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Approve' }));
    await userEvent.type(comments(), 'Fine #1');
    expect(within(dialog()).getByText(CHARACTERS)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await userEvent.clear(comments());
    await userEvent.type(comments(), 'a'.repeat(50));
    expect(comments()).toHaveValue('a'.repeat(45));
    expect(within(dialog()).getByText('45 of 45 characters')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('Cancel closes with no result', async () => {
    const { sent } = renderOpened(wireInstructionItem());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(sent(A.itemClosed.type)).toHaveLength(1);
    expect(sent(A.responseSubmitted.type)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('while sending: Submitting…, both buttons wait; a refusal shows why and keeps the input', async () => {
    const { put } = renderOpened(wireInstructionItem());
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Reject' }));
    await userEvent.type(comments(), 'Not ours');
    put(A.decisionRequested({ referenceId: 'req-wire' }));
    expect(within(dialog()).getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    put(A.decisionFailed({ referenceId: 'req-wire', error: 'This request was already approved by Marcus Holloway.' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Your response was not submitted. This request was already approved by Marcus Holloway.');
    expect(comments()).toHaveValue('Not ours');
    expect(within(dialog()).getByRole('radio', { name: 'Reject' })).toBeChecked();
  });

  it('decided: the dialog closes', () => {
    const { put } = renderOpened(wireInstructionItem());
    put(A.decisionRequested({ referenceId: 'req-wire' }), A.decisionSucceeded({ item: decided(wireInstructionItem(), 'APPROVED') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('not actionable', () => {
  it('a pending request the user may not decide: the view-only text and Close only', async () => {
    const { sent } = renderOpened(wireInstructionItem({ actionable: false }));
    expect(within(dialog()).getByText('You have view-only access to this request.')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog()).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Close dialog', 'Close']);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(sent(A.itemClosed.type)).toHaveLength(1);
  });

  it('History: the subtitle names the checker, the decision and comments are listed, Close only', () => {
    renderOpened(decided(wireInstructionItem(), 'APPROVED', 'Marcus Holloway', 'Checked'), 'HISTORY');
    expect(within(dialog()).getByText('Approved by Marcus Holloway', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Checked')).toBeInTheDocument();
    expect(within(dialog()).queryByText('You have view-only access to this request.')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('History: the confirmations kept — the maker’s passkey by its name, the checker’s code by the phone’s last 4', () => {
    const item = {
      ...decided(cryptoOutItem(), 'APPROVED', 'Marcus Holloway'),
      submitProof: { method: 'passkey' as const, passkeyName: 'YubiKey 5C', phoneLast4: null, signedTime: 1772460000 },
      decisionProof: { method: 'voice' as const, passkeyName: null, phoneLast4: '0133', signedTime: 1772463600 },
    };
    renderOpened(item, 'HISTORY');
    expect(within(dialog()).getByText("Signed with passkey 'YubiKey 5C' on 03/02/2026 9:00 AM ET")).toBeInTheDocument();
    expect(within(dialog()).getByText('Confirmed with a one-time code by call to phone ending 0133 on 03/02/2026 10:00 AM ET')).toBeInTheDocument();
  });
});
