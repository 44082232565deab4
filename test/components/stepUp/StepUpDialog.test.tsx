// The step-up dialog (issue 26) by role and visible text: what is confirmed over the review it
// covers; the code step — text or call to the phone on file, Send code, the 6-digit code (checked
// before anything is sent, handed to the saga outside any action, the field emptied), the
// gateway's text for a wrong code, Resend, Cancel; the passkey step and its failure (Try again);
// expired (Start again); no way to confirm (the SECURITY page's link, which also closes it).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_UP_TEXTS } from '../../../src/api/contract/stepUp';
import { takeStepUpCode } from '../../../src/features/stepUp/codeHolder';
import { StepUpDialog } from '../../../src/features/stepUp/entry';
import { stepUpActions as A } from '../../../src/features/stepUp/index';
import { renderWithStore } from '../../support/testStore';

const SUMMARY = 'Send 0.001 BTC to BTC cold storage from account C40017238';
const opened = [A.started({ summary: SUMMARY }), A.codeOffered({ maskedPhone: 'XXXXXXX0111' })];
const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('the code step', () => {
  it('says what is confirmed and where the code goes; Send code by the channel chosen', async () => {
    const { dispatched } = renderWithStore(<StepUpDialog />, { actions: opened });
    const box = dialog('Confirm with a one-time code');
    expect(within(box).getByText(SUMMARY)).toBeInTheDocument();
    expect(within(box).getByText('Phone on file: XXXXXXX0111')).toBeInTheDocument();
    expect(within(box).getByRole('radio', { name: 'Text message' })).toBeChecked();
    await userEvent.click(within(box).getByRole('radio', { name: 'Phone call' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Send code' }));
    expect(dispatched).toEqual([A.codeSendRequested({ channel: 'voice' })]);
  });

  it('the code typed reaches the saga outside any action, and the field is emptied; a code that is not 6 digits is not sent', async () => {
    const { dispatched } = renderWithStore(<StepUpDialog />, { actions: [...opened, A.codeSent({ channel: 'sms', maskedPhone: 'XXXXXXX0111' })] });
    const box = dialog('Confirm with a one-time code');
    expect(within(box).getByText('We sent a code by text message to XXXXXXX0111.')).toBeInTheDocument();
    const code = within(box).getByRole('textbox', { name: 'Security code' });
    await userEvent.type(code, '12');
    await userEvent.click(within(box).getByRole('button', { name: 'Confirm' }));
    expect(within(box).getByText('Error: Enter the 6-digit security code.')).toBeInTheDocument();
    expect(dispatched).toEqual([]);
    await userEvent.clear(code);
    await userEvent.type(code, '402915');
    await userEvent.click(within(box).getByRole('button', { name: 'Confirm' }));
    expect(dispatched).toEqual([A.codeSubmitted()]);
    expect(JSON.stringify(dispatched)).not.toContain('402915');
    expect(takeStepUpCode()).toBe('402915');
    expect(code).toHaveValue('');
  });

  it('a wrong code: the gateway’s text under the field; Resend asks again by the same channel; Cancel', async () => {
    const { dispatched } = renderWithStore(<StepUpDialog />, {
      actions: [...opened, A.codeSent({ channel: 'voice', maskedPhone: 'XXXXXXX0111' }), A.codeConfirmStarted(), A.codeFailed({ error: STEP_UP_TEXTS.wrongCode })],
    });
    const box = dialog('Confirm with a one-time code');
    expect(within(box).getByText(STEP_UP_TEXTS.wrongCode)).toBeInTheDocument();
    expect(within(box).getByRole('textbox', { name: 'Security code' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(box).getByRole('button', { name: 'Resend code' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    expect(dispatched).toEqual([A.codeSendRequested({ channel: 'voice' }), A.cancelClicked()]);
  });

  it('while the signed call runs: Confirming…, the buttons wait', () => {
    renderWithStore(<StepUpDialog />, { actions: [...opened, A.codeSent({ channel: 'sms', maskedPhone: 'XXXXXXX0111' }), A.codeConfirmStarted()] });
    const box = dialog('Confirm with a one-time code');
    expect(within(box).getByRole('button', { name: 'Confirming…' })).toBeDisabled();
    expect(within(box).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('the passkey step', () => {
  it('waits for the browser; its failure in words with Try again and Cancel', async () => {
    const { dispatched, store } = renderWithStore(<StepUpDialog />, { actions: [A.started({ summary: SUMMARY }), A.passkeyAsked()] });
    expect(within(dialog('Confirm with your passkey')).getByText('Waiting for your passkey…')).toBeInTheDocument();
    store.dispatch(A.passkeyFailed({ error: 'The passkey request was cancelled or timed out. Nothing was done. Try again when you are ready.' }));
    const box = await screen.findByRole('dialog', { name: 'Confirm with your passkey' });
    expect(within(box).getByRole('alert')).toHaveTextContent('The passkey request was cancelled or timed out.');
    await userEvent.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(dispatched.map((a) => a.type)).toContain(A.startAgainClicked.type);
  });
});

describe('the ends', () => {
  it('expired: the text, Start again or Cancel', async () => {
    const { dispatched } = renderWithStore(<StepUpDialog />, { actions: [A.started({ summary: SUMMARY }), A.expired()] });
    const box = dialog('Confirmation expired');
    expect(within(box).getByRole('alert')).toHaveTextContent('This confirmation expired (2 minutes). Nothing was done. Start again to get a new one.');
    await userEvent.click(within(box).getByRole('button', { name: 'Start again' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    expect(dispatched).toEqual([A.startAgainClicked(), A.cancelClicked()]);
  });

  it('no way to confirm: the gateway’s text and the SECURITY page, whose link also closes the dialog', async () => {
    const { dispatched } = renderWithStore(<StepUpDialog />, { actions: [A.started({ summary: SUMMARY }), A.blocked({ message: STEP_UP_TEXTS.noFactor, securityLink: true })], path: '/transfer' });
    const box = dialog('Confirmation needed');
    expect(within(box).getByRole('alert')).toHaveTextContent(STEP_UP_TEXTS.noFactor);
    await userEvent.click(within(box).getByRole('link', { name: 'Go to the SECURITY page' }));
    expect(dispatched).toEqual([A.cancelClicked()]);
    expect(screen.getByTestId('location')).toHaveTextContent('/security');
  });

  it('closed: nothing shown', () => {
    renderWithStore(<StepUpDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
