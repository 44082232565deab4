// Action items in Chromium against the reference gateway (spec part 1 §2–§9, part 2 §2–§4): the
// maker-checker round trip in two browser contexts (demo.maker creates a wire instruction,
// demo.checker approves it, the maker sees it ACTIVE); demo.checker rejects a transfer with a
// comment; demo.viewer sees view-only; an inbound deposit confirmed with the originator's data and
// another declined. axe on each page state and each dialog: no violation of any impact.
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { gridLayout } from './support/gridLayout';
import { confirmWithCode, mainMenu, secondPerson, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

const ACTION_ITEMS_URL = /\/institutional\/action-items$/;
const grid = (p: Page, tab: 'Pending' | 'History') => p.getByRole('region', { name: `${tab} action items` });
const dialog = (p: Page, name: string) => p.getByRole('dialog', { name });

/** Opens ACTION ITEMS from the menu and waits for the Pending grid. */
async function openActionItems(p: Page): Promise<void> {
  await mainMenu(p).getByRole('link', { name: 'ACTION ITEMS' }).click();
  await p.waitForURL(ACTION_ITEMS_URL);
  await grid(p, 'Pending').waitFor();
}

async function createWireInstruction(p: Page, nickname: string): Promise<void> {
  await mainMenu(p).getByRole('link', { name: 'SAVED INSTRUCTIONS' }).click();
  await p.getByRole('button', { name: 'Add Wire Instruction' }).click();
  const form = p.getByRole('form', { name: 'Add Wire Instruction' });
  await form.getByLabel('Nickname', { exact: true }).fill(nickname);
  await form.getByLabel('Routing Number', { exact: true }).fill('021000021');
  await form.getByLabel('Routing Number', { exact: true }).press('Tab');
  await form.getByText(/JPMorgan Chase Bank, N\.A\./).waitFor();
  await form.getByLabel('Bank Account Number', { exact: true }).fill('5566778899');
  await form.getByRole('radio', { name: 'Entity' }).check();
  await form.getByLabel('Beneficiary Entity Name', { exact: true }).fill('Northgate Payroll Services');
  await form.getByLabel('Beneficiary Country', { exact: true }).selectOption('US');
  await form.getByLabel('Beneficiary Address', { exact: true }).fill('1650 Market Street');
  await form.getByLabel('Beneficiary City', { exact: true }).fill('Philadelphia');
  await form.getByLabel('Beneficiary State', { exact: true }).selectOption('PA');
  await form.getByLabel('Beneficiary ZIP Code', { exact: true }).fill('19103');
  // Both further credits and a line for the beneficiary's bank: the checker reviews them all.
  await form.getByRole('group', { name: 'For Further Credit' }).getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Further Credit Account Number', { exact: true }).click(); // masked: editable once focused
  await form.getByLabel('Further Credit Account Number', { exact: true }).fill('55667788');
  await form.getByLabel('Further Credit Account Type', { exact: true }).fill('Brokerage');
  await form.getByLabel('Further Credit Account Name', { exact: true }).fill('Payroll Omnibus');
  await form.getByRole('group', { name: 'Add a Second Further Credit' }).getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Second Further Credit Account Number', { exact: true }).click(); // masked: editable once focused
  await form.getByLabel('Second Further Credit Account Number', { exact: true }).fill('99887766');
  await form.getByLabel('Second Further Credit Account Type', { exact: true }).fill('Sub-account');
  await form.getByLabel('Second Further Credit Account Name', { exact: true }).fill('Fund II');
  await form.getByLabel('Additional Bank Details (optional)', { exact: true }).fill('Attn: payroll desk (ref 2041/B)');
  await form.getByRole('button', { name: 'Save Instruction' }).click();
  await form.waitFor({ state: 'detached' });
}

const wireRow = (p: Page, nickname: string) => p.getByRole('table', { name: 'Saved Wire Instructions' }).getByRole('row').filter({ hasText: nickname });

it('demo.maker creates a wire instruction; demo.checker approves it in another browser; it turns ACTIVE', async () => {
  const maker = portal.page;
  await signIn(maker, 'demo.maker');
  await createWireInstruction(maker, 'Payroll Reserve');
  await wireRow(maker, 'Payroll Reserve').getByText('Pending', { exact: true }).waitFor();

  // The maker sees the request as pending and cannot decide it.
  await openActionItems(maker);
  await grid(maker, 'Pending').getByRole('button', { name: 'View: Wire instruction Payroll Reserve' }).click();
  const own = dialog(maker, 'Wire Instruction Request');
  await own.getByText('You have view-only access to this request.').waitFor();
  await own.getByRole('button', { name: 'Close', exact: true }).click();
  await own.waitFor({ state: 'detached' });

  const checker = await secondPerson(portal.browser, 'demo.checker');
  try {
    await openActionItems(checker.page);
    await expectAccessible(checker.page);
    await grid(checker.page, 'Pending').getByRole('button', { name: 'Respond: Wire instruction Payroll Reserve' }).click();
    const box = dialog(checker.page, 'Wire Instruction Request');
    await box.getByText('Elena Vasquez').waitFor();
    await box.getByText('Northgate Payroll Services').waitFor();
    await box.getByText('XXXXXX8899').waitFor();
    await box.getByText('Payroll Omnibus, XXXX7788, Brokerage').waitFor();
    await box.getByText('Fund II, XXXX7766, Sub-account').waitFor();
    await box.getByText('Attn: payroll desk (ref 2041/B)').waitFor();
    await box.getByText('Bank Address').waitFor();
    const submit = box.getByRole('button', { name: 'Submit' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await box.getByRole('radio', { name: 'Approve' }).check();
    await box.getByRole('textbox', { name: 'Comments' }).fill('Verified by phone');
    await expectAccessible(checker.page);
    await submit.click();
    await confirmWithCode(checker.page, 'demo.checker');
    await box.waitFor({ state: 'detached' });
    await checker.page.getByText('Response Submitted').first().waitFor();
    await grid(checker.page, 'Pending').getByRole('button', { name: 'Respond: Wire instruction Payroll Reserve' }).waitFor({ state: 'detached' });

    await checker.page.getByRole('tab', { name: 'History' }).click();
    const history = grid(checker.page, 'History');
    await history.getByRole('button', { name: 'View: Wire instruction Payroll Reserve' }).click();
    const decided = dialog(checker.page, 'Wire Instruction Request');
    await decided.getByText('Approved by Marcus Holloway').first().waitFor();
    await decided.getByText('Verified by phone').waitFor();
    await expectAccessible(checker.page);
    expect(checker.csp).toEqual([]);
  } finally {
    await checker.context.close();
  }

  // Back with the maker: the instruction is active.
  await mainMenu(maker).getByRole('link', { name: 'SAVED INSTRUCTIONS' }).click();
  await wireRow(maker, 'Payroll Reserve').getByText('Active', { exact: true }).waitFor();
});

it('demo.checker rejects a transfer with a comment; it is listed as rejected with the comment', async () => {
  const { page } = portal;
  await signIn(page, 'demo.checker');
  await openActionItems(page);
  await grid(page, 'Pending').getByRole('button', { name: 'Respond: Wire TR-5A1C0E21 to Northgate Operations' }).click();
  const box = dialog(page, 'Wire Transfer Request');
  await box.getByText('250,000.000 USD').waitFor();
  await box.getByRole('radio', { name: 'Reject' }).check();
  const submit = box.getByRole('button', { name: 'Submit' });
  await expect(submit.isDisabled()).resolves.toBe(true); // comments are required to reject
  await box.getByRole('textbox', { name: 'Comments' }).fill('Wrong #account');
  await box.getByText('Accepted characters are letters (a-z, A-Z), numbers (0-9), and the following symbols & , . - $').waitFor();
  await expect(submit.isDisabled()).resolves.toBe(true);
  await box.getByRole('textbox', { name: 'Comments' }).fill('Not budgeted, resubmit in April');
  await expectAccessible(page);
  await submit.click();
  await confirmWithCode(page, 'demo.checker');
  await box.waitFor({ state: 'detached' });
  await page.getByText('Response Submitted').first().waitFor();

  await page.getByRole('tab', { name: 'History' }).click();
  await grid(page, 'History').getByRole('button', { name: 'View: Wire TR-5A1C0E21 to Northgate Operations' }).click();
  const decided = dialog(page, 'Wire Transfer Request');
  await decided.getByText('Rejected by Marcus Holloway').first().waitFor();
  await decided.getByText('Not budgeted, resubmit in April').waitFor();
});

it('demo.viewer sees the action items, each view-only with Close only', async () => {
  const { page } = portal;
  await signIn(page, 'demo.viewer');
  await openActionItems(page);
  const pending = grid(page, 'Pending');
  await pending.getByRole('button', { name: 'View: Wire instruction Custodian Sweep' }).waitFor();
  await expect(pending.getByRole('button', { name: /^Respond/ }).count()).resolves.toBe(0);
  await pending.getByRole('button', { name: /^View: Incoming BTC deposit from bc1qap/ }).click();
  const box = dialog(page, 'Inbound Digital Asset Deposit');
  await box.getByText('You have view-only access to this request.').waitFor();
  await expect(box.getByRole('radio').count()).resolves.toBe(0);
  await expectAccessible(page);
  await box.getByRole('button', { name: 'Close', exact: true }).click();
  await box.waitFor({ state: 'detached' });
});

it('the Pending grid shows every row whole: at 1280 px without scrolling sideways, on a phone with a scrollbar of its own below the rows', async () => {
  const { page } = portal;
  await signIn(page, 'demo.viewer');
  await openActionItems(page);
  await grid(page, 'Pending').getByRole('button', { name: 'View: Wire instruction Custodian Sweep' }).waitFor();
  await expect(gridLayout(page, '.action-items__grid')).resolves.toEqual({ covered: [], scrollsSideways: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(gridLayout(page, '.action-items__grid')).resolves.toEqual({ covered: [], scrollsSideways: true });
});

it('demo.checker confirms an inbound deposit with the originator, declines another, and finds it declined in History', async () => {
  const { page } = portal;
  await signIn(page, 'demo.checker');
  await openActionItems(page);

  // Yes: the originator form, the review, Submit.
  await grid(page, 'Pending').getByRole('button', { name: /^Respond: Incoming BTC deposit from bc1qap/ }).click();
  const deposit = dialog(page, 'Inbound Digital Asset Deposit');
  await deposit.getByText('Is this your transaction?').waitFor();
  await deposit.getByRole('radio', { name: 'Yes' }).check();
  await deposit.getByRole('radio', { name: 'An institution' }).check();
  await deposit.getByRole('textbox', { name: 'Institution Name' }).fill('Blue Harbor Capital LLC');
  await deposit.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await deposit.getByRole('textbox', { name: 'Address Line 1' }).fill('75 State Street');
  await deposit.getByRole('textbox', { name: 'City' }).fill('Boston 2');
  await deposit.getByText('City must be valid').waitFor();
  await deposit.getByRole('textbox', { name: 'City' }).fill('Boston');
  await deposit.getByRole('combobox', { name: 'State' }).selectOption('MA');
  await deposit.getByRole('textbox', { name: 'Postal Code' }).fill('02109');
  await deposit.getByRole('textbox', { name: 'Custody Provider' }).fill('Anchorwell Digital Trust');
  await expectAccessible(page);
  await deposit.getByRole('button', { name: 'Review' }).click();
  await deposit.getByRole('region', { name: 'Review your answer' }).getByText('Blue Harbor Capital LLC').waitFor();
  await expectAccessible(page);
  await deposit.getByRole('button', { name: 'Submit' }).click();
  await deposit.waitFor({ state: 'detached' });
  await page.getByText('Response Submitted').first().waitFor();

  // No: the irreversible decline.
  await grid(page, 'Pending').getByRole('button', { name: /^Respond: Incoming ETH deposit/ }).click();
  const other = dialog(page, 'Inbound Digital Asset Deposit');
  await other.getByRole('radio', { name: 'No' }).check();
  await other.getByRole('button', { name: 'Review' }).click();
  await other.getByText('Decline this deposit?').waitFor();
  await expectAccessible(page);
  await other.getByRole('button', { name: 'Submit' }).click();
  await other.waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: 'History' }).click();
  await grid(page, 'History').getByRole('button', { name: /^View: Incoming ETH deposit from 0x9668/ }).click();
  const declined = dialog(page, 'Inbound Digital Asset Deposit');
  await declined.getByText('Assets Declined').waitFor();
  await declined.getByText('These assets were not credited to your account.').waitFor();
  await expectAccessible(page);
  await declined.getByRole('button', { name: 'Close', exact: true }).click();
  await grid(page, 'History').getByRole('button', { name: /^View: Incoming BTC deposit from bc1qap/ }).click();
  const confirmed = dialog(page, 'Inbound Digital Asset Deposit');
  await confirmed.getByText('Travel rule information').waitFor();
  await confirmed.getByText('Blue Harbor Capital LLC').waitFor();
});
