// The crypto transfer inbound dialog by role and visible text (spec part 1 §4, §5; part 2 §2, §3,
// §5): the asset's facts; 'Is this your transaction?'; No → review (irreversible) → Submit the
// decline; Yes → the originator form with every rule's message → Review → Submit the travel-rule
// data; Go Back keeps the input; a refusal stays on the review; view-only; History: travel-rule
// labels, 'Assets Declined', Close only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionItemsActions as A } from '../../../src/features/actionItems/index';
import { DEPOSIT_FORM } from '../../../src/features/actionItems/index';
import { change } from '../../../src/shared/forms/index';
import { confirmedTravelRule, decided, declinedTravelRule, depositItem } from '../../builders/actionItems';
import { dialog, renderOpened } from './support';

const COUNTRIES = [
  { name: 'United States of America', codeTwo: 'US' },
  { name: 'Switzerland', codeTwo: 'CH' },
];
const withCountries = [A.countriesLoaded({ items: COUNTRIES })];
const button = (name: string) => within(dialog()).getByRole('button', { name });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

/** Types the whole text at once (a paste: one change), as the rules see a finished value. */
async function fill(name: string, text: string) {
  await userEvent.clear(field(name));
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

async function answer(choice: 'Yes' | 'No') {
  await userEvent.click(within(dialog()).getByRole('radio', { name: choice }));
}

describe('a pending deposit the user may review', () => {
  it("shows the asset's facts and asks 'Is this your transaction?'; Review waits for an answer; Cancel closes", async () => {
    const { sent } = renderOpened(depositItem());
    const box = screen.getByRole('dialog', { name: 'Inbound Digital Asset Deposit' });
    for (const value of ['BTC', '0.420 BTC', 'Bitcoin', 'bc1qapuxysfk3nymqgf2u8wdytgzhe6cp6q8tgtsng', 'Northgate Pension – Digital Assets Custody (C74002019)']) {
      expect(within(box).getByText(value)).toBeInTheDocument();
    }
    expect(within(box).getByRole('group', { name: 'Is this your transaction?' })).toBeInTheDocument();
    expect(button('Review')).toBeDisabled();
    await userEvent.click(button('Cancel'));
    expect(sent(A.itemClosed.type)).toHaveLength(1);
  });

  it('No: Review → the irreversible warning → Submit sends the decline (UNRECOGNIZED); Go Back keeps the answer', async () => {
    const { sent } = renderOpened(depositItem());
    await answer('No');
    await userEvent.click(button('Review'));
    expect(within(dialog()).getByText('Decline this deposit?')).toBeInTheDocument();
    expect(within(dialog()).getByText(/This cannot be undone: the assets will not be credited to your account\./)).toBeInTheDocument();
    await userEvent.click(button('Go Back'));
    expect(within(dialog()).getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(button('Review'));
    await userEvent.click(button('Submit'));
    expect(sent(A.depositReviewSubmitted.type).map((a) => a.payload)).toEqual([{ referenceId: 'IN-7C2A91F0', travelRuleData: { disposition: 'UNRECOGNIZED' } }]);
  });

  it("Yes: the originator form, each rule's message as a field is filled in; Review stays disabled", async () => {
    const { sent } = renderOpened(depositItem(), 'PENDING', withCountries);
    await answer('Yes');
    expect(sent(A.depositFormOpened.type)).toHaveLength(1);
    expect(within(dialog()).getByRole('group', { name: 'Originator information' })).toBeInTheDocument();
    await fill('First Name', 'Ada2');
    expect(within(dialog()).getByText('First Name must be valid')).toBeInTheDocument();
    await fill('City', 'New York 1');
    expect(within(dialog()).getByText('City must be valid')).toBeInTheDocument();
    await fill('Postal Code', '10013-1');
    expect(within(dialog()).getByText('Postal code must be valid')).toBeInTheDocument();
    await fill('Custody Provider', 'Coastal, Inc');
    expect(within(dialog()).getByText('Custody Provider must be valid')).toBeInTheDocument();
    expect(button('Review')).toBeDisabled();
    expect(field('First Name')).toHaveAttribute('maxLength', '100');
    expect(field('Address Line 1')).toHaveAttribute('maxLength', '70');
    expect(field('City')).toHaveAttribute('maxLength', '35');
    expect(field('Postal Code')).toHaveAttribute('maxLength', '16');
    expect(field('Custody Provider')).toHaveAttribute('maxLength', '100');
  });

  it('Yes with a valid form: Review shows the originator, Submit sends the visible fields as travel-rule data', async () => {
    const { sent, put } = renderOpened(depositItem(), 'PENDING', withCountries);
    await answer('Yes');
    const values = { firstName: 'Ada', lastName: 'Lovelace', countryCode: 'US', addressLine1: '12 Hudson Street', city: 'New York', stateCode: 'NY', zipCode: '10013', vaspName: 'Coastal Digital Exchange' };
    put(...Object.entries(values).map(([name, value]) => change(DEPOSIT_FORM, name, value)));
    await userEvent.click(button('Review'));
    const review = within(dialog()).getByRole('region', { name: 'Review your answer' });
    for (const value of ['Individual', 'Ada Lovelace', '12 Hudson Street, New York, NY 10013', 'United States of America', 'Coastal Digital Exchange']) {
      expect(within(review).getByText(value)).toBeInTheDocument();
    }
    await userEvent.click(button('Submit'));
    expect(sent(A.depositReviewSubmitted.type).map((a) => a.payload)).toEqual([
      { referenceId: 'IN-7C2A91F0', travelRuleData: { partyType: 'INDIVIDUAL', ...values, selfManaged: false } },
    ]);
  });

  it('an institution abroad: the institution name, a region instead of a state; self-hosted hides the custody provider', async () => {
    const { put } = renderOpened(depositItem(), 'PENDING', withCountries);
    await answer('Yes');
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'An institution' }));
    expect(within(dialog()).queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
    await userEvent.click(field('Institution Name'));
    await userEvent.tab();
    expect(within(dialog()).getByText('Institution must be valid')).toBeInTheDocument();
    const values = { entityName: 'Zürich Treasury AG', countryCode: 'CH', addressLine1: 'Bahnhofstrasse 1', city: 'Zürich', state: 'Zürich', zipCode: '8001' };
    put(...Object.entries(values).map(([name, value]) => change(DEPOSIT_FORM, name, value)));
    expect(within(dialog()).queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    expect(field('Region')).toHaveAttribute('maxLength', '35');
    expect(button('Review')).toBeDisabled(); // the custody provider is missing
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: /self-hosted wallet/ }));
    expect(within(dialog()).queryByRole('textbox', { name: 'Custody Provider' })).not.toBeInTheDocument();
    expect(button('Review')).toBeEnabled();
  });

  it('the countries not loaded: the select says so', async () => {
    renderOpened(depositItem(), 'PENDING', [A.countriesFailed()]);
    await answer('Yes');
    expect(within(dialog()).getByText('A technical problem has occurred. Please try again.')).toBeInTheDocument();
  });

  it('while sending both buttons wait; a refusal stays on the review with the message; Go Back keeps every input', async () => {
    const { put } = renderOpened(depositItem());
    await answer('No');
    await userEvent.click(button('Review'));
    put(A.decisionRequested({ referenceId: 'IN-7C2A91F0' }));
    expect(button('Submitting…')).toBeDisabled();
    expect(button('Go Back')).toBeDisabled();
    put(A.decisionFailed({ referenceId: 'IN-7C2A91F0', error: 'This request was already rejected by Marcus Holloway.' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Your response was not submitted. This request was already rejected by Marcus Holloway.');
    await userEvent.click(button('Go Back'));
    expect(within(dialog()).getByRole('radio', { name: 'No' })).toBeChecked();
  });
});

describe('not reviewable here', () => {
  it('a pending deposit the user may not review: the view-only text, Close only', () => {
    renderOpened(depositItem({ actionable: false }));
    expect(within(dialog()).getByText('You have view-only access to this request.')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog()).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Close dialog', 'Close']);
  });

  it('History, confirmed: the travel-rule labels beside the facts, Close only', () => {
    renderOpened(decided(depositItem({}, confirmedTravelRule()), 'APPROVED', 'Elena Vasquez'), 'HISTORY');
    expect(within(dialog()).getByText('Approved by Elena Vasquez')).toBeInTheDocument();
    expect(within(dialog()).getByText('Travel rule information')).toBeInTheDocument();
    for (const value of ['Blue Harbor Capital LLC', '75 State Street, Boston, MA 02109', 'Anchorwell Digital Trust']) expect(within(dialog()).getByText(value)).toBeInTheDocument();
    expect(within(dialog()).queryByText('Assets Declined')).not.toBeInTheDocument();
    expect(within(dialog()).queryByText('You have view-only access to this request.')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("History, declined: 'Assets Declined' — 'These assets were not credited to your account.'", () => {
    renderOpened(decided(depositItem({}, declinedTravelRule()), 'REJECTED'), 'HISTORY');
    expect(within(dialog()).getByText('Assets Declined')).toBeInTheDocument();
    expect(within(dialog()).getByText('These assets were not credited to your account.')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Travel rule information')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('radio')).not.toBeInTheDocument();
  });
});
