// Accounts and balances in Chromium against the reference gateway (spec part 2 §2, §4; part 1 §2,
// §9): demo.plain's dashboard (the account selector with the firm under it, the positions with
// their amounts and dollar values, the account summary with its allocation list, the balance-history
// chart and its data table), switching accounts, the selection surviving a reload, the 503-position
// Research Basket paged, a failed positions load; the menu by account types held (demo.mm,
// demo.mixed, demo.plain), a market-maker account without positions, demo.noaccts on /unauthorized.
// Every page visited passes axe (no violation of any impact).
//
// The figures on screen are checked against the gateway's own answers to the page's calls (read as
// they reach the browser), so moving prices never make a test flaky and nothing is computed twice by
// the app's code: the expected texts are built here from the answers' decimal strings.
import type { Locator, Page, Request } from 'playwright-core';
import type { AccountDetailsDto, FirmDto } from '../../src/api/contract/firmAccounts';
import type { BalancePointDto, PositionDto, PositionsDto } from '../../src/api/contract/positions';
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { DASHBOARD_URL, logIn, mainMenu, openLogin, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const MONEY_MOVEMENT = '/gateway/institutional/moneymovement';
const FIRM_LIST = /\/gateway\/institutional\/moneymovement\/api\/v[23]\/firm\/account$/;
const DETAILS = `${MONEY_MOVEMENT}/api/v3/firm/account/fetch`;
const POSITIONS = `${MONEY_MOVEMENT}/api/v1/accounts/positions/detail/external`;
const HISTORY = `${MONEY_MOVEMENT}/api/v1/accounts/balance/history`;
const UNAUTHORIZED_URL = /\/institutional\/unauthorized$/;

// demo.plain's accounts (docs/gateway.md, "Demo holdings").
const MAIN_CUSTODY = 'C40017238';
const SUB_CUSTODY = 'S40017246';
const COLLATERAL = 'L40017254';
const RESEARCH_BASKET = 'C40017262';
// demo.mm's.
const MM_PRIMARY = 'M52008113';
const MM_SECONDARY = 'M52008121';

/** 3 decimals, thousands separators (spec part 1 §9). */
const AMOUNT = /^\d{1,3}(,\d{3})*\.\d{3}$/;
/** US dollars: the sign, thousands separators, 2 decimals. */
const DOLLARS = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;

// Test mode keeps the SPA's action log: journey 3 reads it to know the positions step has run.
const portal = setUpPortalPage({ testMode: true });

// ── What the gateway sent ──────────────────────────────────────────────────────────────────────

/** The account a request of the accounts API is about (each call names it in its own field). */
function accountOf(request: Request): string | undefined {
  const body = request.postDataJSON() as Record<string, unknown> | null;
  const account = body?.accountIdFilter ?? body?.accountNumber ?? body?.fdasAccountId;
  return typeof account === 'string' ? account : undefined;
}

interface Answer<T> {
  status: number;
  account: string | undefined;
  data: T;
}

/** The next answer to a call on `path` (about `account`, when given), as the page received it. */
async function answerTo<T>(page: Page, path: string | RegExp, account?: string): Promise<Answer<T>> {
  const response = await page.waitForResponse((r) => {
    const pathname = new URL(r.url()).pathname;
    const onPath = typeof path === 'string' ? pathname === path : path.test(pathname);
    return onPath && (account === undefined || accountOf(r.request()) === account);
  });
  const body = (await response.json()) as { data: T };
  return { status: response.status(), account: accountOf(response.request()), data: body.data };
}

/**
 * Runs `action` once the answers are awaited (the arguments are evaluated first, so no answer is
 * missed) and returns the data of the answers it brings, each of which must be a success.
 */
async function loading<T extends unknown[]>(
  action: () => Promise<unknown>,
  ...answers: { [K in keyof T]: Promise<Answer<T[K]>> }
): Promise<T> {
  const [, ...received] = await Promise.all([action(), ...answers]);
  for (const answer of received) expect((answer as Answer<unknown>).status).toBe(200);
  return received.map((answer) => (answer as Answer<unknown>).data) as T;
}

// ── The expected texts, built from the answers' decimal strings ────────────────────────────────

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function decimal(text: string): { int: string; frac: string } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Not a non-negative decimal string: ${text}`);
  return { int: match[1] ?? '', frac: match[2] ?? '' };
}

/** An asset amount: 3 places, cut (never rounded up: docs/spec-choices.md), thousands grouped. */
function amount(valueString: string): string {
  const { int, frac } = decimal(valueString);
  return `${grouped(int)}.${frac.padEnd(3, '0').slice(0, 3)}`;
}

/** Dollars to the cent, from a decimal string in cents or a number rounded to the cent. */
function dollars(value: string | number): string {
  const negative = typeof value === 'number' ? value < 0 : value.startsWith('-');
  const text = typeof value === 'number' ? Math.abs(value).toFixed(2) : value.replace(/^-/, '');
  const { int, frac } = decimal(text);
  return `${negative ? '-' : ''}$${grouped(int)}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** A market price: dollars to the cent, a price under $1 to up to 4 places ('$0.1185', '$0.50'). */
const marketPrice = (n: number) => (n > 0 && n < 1 ? `$${n.toFixed(4).replace(/0{1,2}$/, '')}` : dollars(n));

const signedDollars = (n: number) => (n === 0 ? '$0.00' : `${n > 0 ? '+' : '-'}${dollars(Math.abs(n))}`);
const percent = (n: number) => `${n.toFixed(2)}%`;
const signedPercent = (n: number) => (n === 0 ? '0.00%' : `${n > 0 ? '+' : '-'}${percent(Math.abs(n))}`);

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'. */
const usDate = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

const change = (c: { gain: number; percent: number } | undefined) => (c ? `${signedDollars(c.gain)}${signedPercent(c.percent)}` : 'n/an/a');

/** A positions row as the table should show it: symbol, Available … All Time. */
function expectedRow(p: PositionDto): string[] {
  return [
    p.assetSymbol,
    amount(p.available.valueString),
    amount(p.unsettled.valueString),
    amount(p.total.valueString),
    dollars(p.fiatEquivalents.available.valueString),
    dollars(p.fiatEquivalents.total.valueString),
    p.marketPrice ? marketPrice(p.marketPrice.value) : 'n/a',
    change(p.change?.today),
    change(p.change?.allTime),
  ];
}

/**
 * The USD row's Available, Unsettled and Total are blanked on both sides: what they should read is
 * the subject of its own test below, so a failure there does not hide the rest of a journey.
 */
const apartFromUsdAmounts = (rows: string[][]) => rows.map((row) => (row[0] === 'USD' ? [row[0], '', '', '', ...row.slice(4)] : row));

// ── The page ───────────────────────────────────────────────────────────────────────────────────

const accountSelector = (p: Page) => p.getByRole('combobox', { name: 'Select Account' });
/** The line under the selector: the selected account's firm. */
const firmLine = (p: Page) => accountSelector(p).locator('xpath=following-sibling::p[1]');
const positionsTable = (p: Page) => p.getByRole('table', { name: 'Positions' });
const summary = (p: Page) => p.getByRole('region', { name: 'Account Summary' });
/** The paging bar of the data table that holds `table`. */
const pagerOf = (p: Page, table: Locator) => p.locator('.data-table').filter({ has: table }).getByRole('group', { name: 'Pagination' });

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Waits until the element reads exactly `text`. */
async function waitForText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: exactly(text) }).waitFor();
}

/** The positions table's rows: the asset's symbol, then the text of each other cell. */
async function positionRows(p: Page): Promise<string[][]> {
  return positionsTable(p)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((tr) => {
        const cells = Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '');
        return [tr.querySelector('.positions-table__symbol')?.textContent?.trim() ?? '', ...cells.slice(1)];
      }),
    );
}

/** Each body row of a table as the text of its cells (header cells included). */
async function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((tr) => Array.from(tr.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? '')));
}

/** The shown positions match the answer: every row, in the answer's order. */
async function expectPositionsOf(p: Page, answer: PositionsDto): Promise<void> {
  await waitForText(summary(p).getByText('Total Value').locator('xpath=following-sibling::*[1]'), dollars(answer.accountSummary.totalFiatValue));
  expect(apartFromUsdAmounts(await positionRows(p))).toEqual(apartFromUsdAmounts(answer.positions.map(expectedRow)));
}

/** The menu's items, top to bottom (LOG OUT and SUPPORT included), once the accounts are in. */
async function menuItems(p: Page): Promise<string[]> {
  // The selector holds an account only after the list loaded: the menu is then final.
  await accountSelector(p).locator('option:checked:not([value=""])').waitFor({ state: 'attached' });
  // The bell's unread count aside (the notification centre's journey checks it): its item is NOTIFICATIONS.
  return (await mainMenu(p).getByRole('listitem').allTextContents()).map((t) => t.trim().replace(/^NOTIFICATIONS\b.*$/s, 'NOTIFICATIONS'));
}

// ── Journeys ───────────────────────────────────────────────────────────────────────────────────

it('demo.plain: the dashboard shows the selector, positions, summary and chart; switching to the collateral account changes them', async () => {
  const { page } = portal;
  const [firms, details, positions, history] = await loading<[FirmDto[], AccountDetailsDto, PositionsDto, BalancePointDto[]]>(
    () => signIn(page, 'demo.plain'),
    answerTo(page, FIRM_LIST),
    answerTo(page, DETAILS, MAIN_CUSTODY),
    answerTo(page, POSITIONS, MAIN_CUSTODY),
    answerTo(page, HISTORY, MAIN_CUSTODY),
  );
  await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();

  // The selector lists every account as 'display name (number)', the first one selected, and the
  // firm under it ('- Transparent Address' while that feature is on for the account).
  const selector = accountSelector(page);
  const listed = firms.flatMap((firm) => firm.accounts);
  expect(listed.map((a) => a.accountNumber)).toEqual([MAIN_CUSTODY, SUB_CUSTODY, COLLATERAL, RESEARCH_BASKET]);
  await expect(selector.getByRole('option').allTextContents()).resolves.toEqual(listed.map((a) => `${a.displayName} (${a.accountNumber})`));
  await expect(selector.inputValue()).resolves.toBe(MAIN_CUSTODY);
  const firmName = firms[0]?.firmLegalName ?? '';
  expect(firmName).not.toBe('');
  await waitForText(firmLine(page), `${firmName}${details.transparentAddressEnabled ? ' - Transparent Address' : ''}`);

  // Positions: the five assets the main custody account holds, every figure as the gateway sent it.
  await positionsTable(page).waitFor();
  await expectPositionsOf(page, positions);
  const rows = await positionRows(page);
  expect(rows.map((r) => r[0]).sort()).toEqual(['BTC', 'ETH', 'FIDD', 'LTC', 'USD']);
  const btc = rows.find((r) => r[0] === 'BTC') ?? [];
  const usd = rows.find((r) => r[0] === 'USD') ?? [];
  for (const cell of btc.slice(1, 4)) expect(cell).toMatch(AMOUNT);
  for (const cell of [...btc.slice(4, 7), ...usd.slice(4, 7)]) expect(cell).toMatch(DOLLARS);
  expect(usd[5]).toMatch(/^\$\d{1,3}(,\d{3})+\.\d{2}$/); // millions of dollars: grouped
  await expect(pagerOf(page, positionsTable(page)).getByText(`${positions.positions.length} Total Results`).count()).resolves.toBe(1);

  // The account summary: its total and the allocation list.
  await waitForText(summary(page).getByText('Total Value').locator('xpath=following-sibling::*[1]'), dollars(positions.accountSummary.totalFiatValue));
  const allocation = summary(page).getByRole('table', { name: 'Allocation by asset' });
  expect(positions.accountSummary.allocations.length).toBeGreaterThan(0);
  await expect(tableRows(allocation)).resolves.toEqual(
    positions.accountSummary.allocations.map((a) => [a.assetSymbol, dollars(a.fiatValue), percent(a.percent)]),
  );

  // The balance-history chart, and the same data as a table behind its toggle.
  const chart = page.getByRole('region', { name: 'Balance History' });
  await chart.getByRole('img', { name: 'Balance History, last 30 days' }).waitFor();
  const toggle = chart.getByRole('button', { name: 'Show data table' });
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  const historyTable = chart.getByRole('table', { name: 'Balance history (USD)' });
  await expect(historyTable.count()).resolves.toBe(0); // hidden until asked for
  await toggle.click();
  await expect(chart.getByRole('button', { name: 'Hide data table' }).getAttribute('aria-expanded')).resolves.toBe('true');
  await historyTable.waitFor();
  expect(history.length).toBeGreaterThan(1);
  await expect(tableRows(historyTable)).resolves.toEqual(history.map((point) => [usDate(point.date), dollars(point.totalFiatValue)]));
  await expectAccessible(page);

  // Another account: the collateral one. Its positions replace the custody account's.
  const [collateralDetails, collateral] = await loading<[AccountDetailsDto, PositionsDto, BalancePointDto[]]>(
    () => selector.selectOption(COLLATERAL),
    answerTo(page, DETAILS, COLLATERAL),
    answerTo(page, POSITIONS, COLLATERAL),
    answerTo(page, HISTORY, COLLATERAL),
  );
  await expectPositionsOf(page, collateral);
  await expect(selector.inputValue()).resolves.toBe(COLLATERAL);
  await waitForText(firmLine(page), `${firmName}${collateralDetails.transparentAddressEnabled ? ' - Transparent Address' : ''}`);
  const collateralRows = await positionRows(page);
  expect(collateralRows.map((r) => r[0]).sort()).toEqual(['BTC', 'USD']);
  // A value that differs: the BTC total, and the account's total value.
  const collateralBtc = collateralRows.find((r) => r[0] === 'BTC') ?? [];
  expect(collateralBtc[3]).toMatch(AMOUNT);
  expect(collateralBtc[3]).not.toBe(btc[3]);
  expect(collateral.accountSummary.totalFiatValue).not.toBe(positions.accountSummary.totalFiatValue);
  await chart.getByRole('img', { name: 'Balance History, last 30 days' }).waitFor();
  await expectAccessible(page);
});

it("demo.plain: the USD position's Available, Unsettled and Total carry the dollar sign (spec part 1 §9)", async () => {
  const { page } = portal;
  const [positions] = await loading<[PositionsDto]>(() => signIn(page, 'demo.plain'), answerTo(page, POSITIONS, MAIN_CUSTODY));
  await positionsTable(page).waitFor();
  const usdPosition = positions.positions.find((p) => p.asset === 'USD');
  if (!usdPosition) throw new Error('The main custody account holds no USD (docs/gateway.md says it does)');
  const usdRow = (await positionRows(page)).find((r) => r[0] === 'USD');
  // "Amounts are shown with 3 decimals and thousands separators. USD amounts carry a currency sign."
  // docs/spec-choices.md: "USD en-US with the sign and 2 decimals".
  expect(usdRow?.slice(1, 4)).toEqual([
    dollars(usdPosition.available.valueString),
    dollars(usdPosition.unsettled.valueString),
    dollars(usdPosition.total.valueString),
  ]);
});

it('demo.plain: the selected account survives a reload', async () => {
  const { page } = portal;
  await signIn(page, 'demo.plain');
  const selector = accountSelector(page);
  await positionsTable(page).waitFor();
  await expect(selector.inputValue()).resolves.toBe(MAIN_CUSTODY);

  const [before] = await loading<[PositionsDto]>(() => selector.selectOption(SUB_CUSTODY), answerTo(page, POSITIONS, SUB_CUSTODY));
  await expectPositionsOf(page, before);

  // After the reload the first positions asked for are the sub-custody account's, and shown.
  const [reloaded, after] = await Promise.all([answerTo<PositionsDto>(page, POSITIONS), page.reload()]);
  expect(after?.ok()).toBe(true);
  expect(reloaded.account).toBe(SUB_CUSTODY);
  expect(reloaded.status).toBe(200);
  expect(page.url()).toMatch(DASHBOARD_URL);
  await expectPositionsOf(page, reloaded.data);
  await expect(selector.inputValue()).resolves.toBe(SUB_CUSTODY);
  await expect(selector.locator('option:checked').textContent()).resolves.toMatch(new RegExp(`\\(${SUB_CUSTODY}\\)$`));
  // Its own holdings: the disabled XLM with its alert.
  const xlm = reloaded.data.positions.find((p) => p.asset === 'XLM');
  expect(xlm?.disabledAssetAlert).toBeTruthy();
  const xlmRow = positionsTable(page).getByRole('row').filter({ has: page.getByText('XLM', { exact: true }) });
  await expect(xlmRow.getByRole('note').textContent()).resolves.toBe(xlm?.disabledAssetAlert);
  await expectAccessible(page);
});

it('demo.mm: the market-maker menu, and a market-maker account shows its summary but no positions', async () => {
  const { page } = portal;
  const positionCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === POSITIONS) positionCalls.push(accountOf(request) ?? '?');
  });
  const [firms] = await loading<[FirmDto[]]>(() => signIn(page, 'demo.mm'), answerTo(page, FIRM_LIST));

  await expect(menuItems(page)).resolves.toEqual(['ACCOUNTS', 'SAVED INSTRUCTIONS', 'MINT & BURN', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY', 'NOTIFICATIONS', 'LOG OUT', 'SUPPORT']);
  await expect(mainMenu(page).getByRole('link').allTextContents()).resolves.toEqual(['ACCOUNTS', 'SAVED INSTRUCTIONS', 'MINT & BURN', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY']);
  await expect(mainMenu(page).getByRole('button').allTextContents()).resolves.toEqual([expect.stringMatching(/^NOTIFICATIONS/), 'LOG OUT', 'SUPPORT']);

  const selector = accountSelector(page);
  const accounts = firms.flatMap((firm) => firm.accounts);
  expect(accounts.map((a) => a.accountNumber)).toEqual([MM_PRIMARY, MM_SECONDARY]);
  await expect(selector.inputValue()).resolves.toBe(MM_PRIMARY);

  // The market-maker summary and note instead of positions.
  const note = page.getByText('Positions are not shown for market-maker accounts. Minting and burning take place in Mint & Burn.');
  await note.waitFor();
  const pairs = async () =>
    summary(page)
      .getByRole('term')
      .evaluateAll((terms) => terms.map((dt) => `${dt.textContent?.trim()}: ${dt.nextElementSibling?.textContent?.trim()}`));
  await expect(pairs()).resolves.toEqual([
    `Account Name: ${accounts[0]?.displayName}`,
    `Account Number: ${MM_PRIMARY}`,
    'Account Type: Market Maker',
    `Firm: ${firms[0]?.firmLegalName}`,
  ]);
  await expect(summary(page).getByRole('link', { name: 'Go to Mint & Burn' }).getAttribute('href')).resolves.toBe('/institutional/mint-burn');
  await expectAccessible(page);

  // The other market-maker account: its own summary, still no positions.
  await selector.selectOption(MM_SECONDARY);
  await summary(page).getByRole('definition').filter({ hasText: exactly(MM_SECONDARY) }).waitFor();
  // The positions step has run for both accounts (test mode's action log): it skipped them.
  await page.waitForFunction(
    (accts) => {
      const log = (window as unknown as { __ICP_ACTION_LOG__?: Array<{ type: string; payload?: { acctNum?: string } }> }).__ICP_ACTION_LOG__ ?? [];
      return accts.every((acct) => log.some((a) => a.type === 'balances/positionsSkipped' && a.payload?.acctNum === acct));
    },
    [MM_PRIMARY, MM_SECONDARY],
  );
  await expect(positionsTable(page).count()).resolves.toBe(0);
  await expect(page.getByRole('table', { name: 'Allocation by asset' }).count()).resolves.toBe(0);
  await expect(note.count()).resolves.toBe(1);
  expect(positionCalls).toEqual([]);
  await expectAccessible(page);
});

it('demo.mixed: all six menu items', async () => {
  const { page } = portal;
  await signIn(page, 'demo.mixed');
  await expect(menuItems(page)).resolves.toEqual([
    'ACCOUNTS',
    'SAVED INSTRUCTIONS',
    'TRANSFER',
    'TRADE',
    'MINT & BURN',
    'DOCUMENTS',
    'ACTION ITEMS',
    'SECURITY',
    'NOTIFICATIONS',
    'LOG OUT',
    'SUPPORT',
  ]);
  // Market-maker accounts are listed apart from the others.
  const selector = accountSelector(page);
  await expect(selector.locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label')))).resolves.toEqual([
    'Accounts',
    'Market Maker Accounts',
  ]);
  await expectAccessible(page);
});

it('demo.plain (custody types only): ACCOUNTS, SAVED INSTRUCTIONS, TRANSFER, TRADE, DOCUMENTS, ACTION ITEMS', async () => {
  const { page } = portal;
  await signIn(page, 'demo.plain');
  await positionsTable(page).waitFor(); // the accounts are in: the menu for their types is final
  await expect(menuItems(page)).resolves.toEqual(['ACCOUNTS', 'SAVED INSTRUCTIONS', 'TRANSFER', 'TRADE', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY', 'NOTIFICATIONS', 'LOG OUT', 'SUPPORT']);
  await expect(mainMenu(page).getByRole('link', { name: 'MINT & BURN' }).count()).resolves.toBe(0);
  await expectAccessible(page);
});

it('demo.noaccts: a firm without accounts lands on /unauthorized with the not-entitled text', async () => {
  const { page } = portal;
  await openLogin(page);
  await logIn(page, 'demo.noaccts');
  await page.waitForURL(UNAUTHORIZED_URL);
  await page.getByRole('heading', { level: 1, name: 'Access not permitted' }).waitFor();
  await page.getByText('You are not entitled to view this page.', { exact: true }).waitFor();
  await page.getByText('If you believe you should have access, please contact our Client Service Team:', { exact: true }).waitFor();
  await expect(accountSelector(page).count()).resolves.toBe(0);
  await expect(positionsTable(page).count()).resolves.toBe(0);
  await expectAccessible(page);

  // Not a dead end: no menu here, but LOG OUT on the page.
  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await page.waitForURL(/\/institutional\/login$/);
  await page.getByRole('button', { name: 'Log In' }).waitFor();
});

it('demo.plain on an account without access: /unauthorized offers to switch accounts, and another account goes on to the dashboard', async () => {
  const { page } = portal;
  // The demo firms list only accounts the user holds an action on, so no demo account answers an
  // empty entitlement list: this journey has the gateway's answer for Main Custody emptied.
  await page.route(`**${MONEY_MOVEMENT}/api/v1/account/entitlements`, async (route) => {
    if (!route.request().postData()?.includes(MAIN_CUSTODY)) return route.continue();
    const answer = await route.fetch();
    return route.fulfill({ response: answer, json: { status: { code: '000000', text: 'SUCCESS' }, data: { actions: [] } } });
  });
  await openLogin(page);
  await logIn(page, 'demo.plain');
  await page.waitForURL(UNAUTHORIZED_URL);
  const card = page.getByRole('region', { name: 'Access not permitted' });
  await card.getByText('This account does not have access to this feature. Switch accounts to continue.', { exact: true }).waitFor();
  await card.getByText('You are not entitled to view this page.', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'LOG OUT' }).waitFor();
  await expect(accountSelector(page).inputValue()).resolves.toBe(MAIN_CUSTODY);
  await expectAccessible(page);

  await accountSelector(page).selectOption(SUB_CUSTODY);
  await page.waitForURL(DASHBOARD_URL);
  await positionsTable(page).waitFor();
  await expect(accountSelector(page).inputValue()).resolves.toBe(SUB_CUSTODY);
});

it("demo.plain: the Research Basket's 503 positions are paged", async () => {
  const { page } = portal;
  await signIn(page, 'demo.plain');
  await positionsTable(page).waitFor();
  const [basket] = await loading<[PositionsDto]>(() => accountSelector(page).selectOption(RESEARCH_BASKET), answerTo(page, POSITIONS, RESEARCH_BASKET));
  const all = basket.positions;
  expect(all).toHaveLength(503); // docs/gateway.md: USD, BTC, ETH and A001–A500
  const expected = apartFromUsdAmounts(all.map(expectedRow));
  const pager = pagerOf(page, positionsTable(page));

  // Page 1 of 26, 20 rows: the first 20 of the answer.
  await expectPositionsOf(page, { ...basket, positions: all.slice(0, 20) });
  await pager.getByText('503 Total Results', { exact: true }).waitFor();
  await pager.getByText('Page 1 of 26', { exact: true }).waitFor();
  await expect(pager.getByRole('button', { name: 'Previous page' }).isDisabled()).resolves.toBe(true);
  await expectAccessible(page);

  // Next: rows 21–40.
  await pager.getByRole('button', { name: 'Next page' }).click();
  await pager.getByText('Page 2 of 26', { exact: true }).waitFor();
  expect(apartFromUsdAmounts(await positionRows(page))).toEqual(expected.slice(20, 40));

  // Jump to the last page: the 3 left over.
  const jump = pager.getByRole('spinbutton', { name: 'Jump to page:' });
  await jump.fill('26');
  await jump.press('Enter');
  await pager.getByText('Page 26 of 26', { exact: true }).waitFor();
  expect(apartFromUsdAmounts(await positionRows(page))).toEqual(expected.slice(500));
  await expect(pager.getByRole('button', { name: 'Next page' }).isDisabled()).resolves.toBe(true);

  // 100 a page: back to page 1, of 6.
  await pager.getByRole('combobox', { name: 'Show:' }).selectOption('100');
  await pager.getByText('Page 1 of 6', { exact: true }).waitFor();
  expect(apartFromUsdAmounts(await positionRows(page))).toEqual(expected.slice(0, 100));
  await pager.getByText('503 Total Results', { exact: true }).waitFor();
  await expectAccessible(page);
});

it('a failed positions load: one message, the page-level one; no crash, and another account still loads', async () => {
  const { page } = portal;
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, 'demo.plain');
  await positionsTable(page).waitFor();

  await control.fault({ path: POSITIONS, status: 500, times: 1 });
  const [failed] = await Promise.all([answerTo<null>(page, POSITIONS, COLLATERAL), accountSelector(page).selectOption(COLLATERAL)]);
  expect(failed.status).toBe(500);

  // One message (docs/spec-choices.md): the spec's page-level text in DashboardPage's message card,
  // in place of the account's data; neither 'Failed to load account positions.' nor the HTTP banner.
  const message = page.getByRole('main').getByRole('alert').filter({ hasText: 'Unable to load account data. Please refresh this page or select a different account.' });
  await message.waitFor();
  await expect(message.textContent()).resolves.toContain('Error');
  await expect(page.getByRole('region', { name: 'Alerts' }).getByRole('alert').count()).resolves.toBe(0);
  await expect(page.getByRole('alert').count()).resolves.toBe(1);
  await expect(page.getByText('Failed to load account positions.').count()).resolves.toBe(0);
  await expect(positionsTable(page).count()).resolves.toBe(0);
  expect(page.url()).toMatch(DASHBOARD_URL);
  await expect(accountSelector(page).inputValue()).resolves.toBe(COLLATERAL);
  await expectAccessible(page);

  // Nothing is broken: another account loads, and so does this one again (the fault was one call).
  const [sub] = await loading<[PositionsDto]>(() => accountSelector(page).selectOption(SUB_CUSTODY), answerTo(page, POSITIONS, SUB_CUSTODY));
  await expectPositionsOf(page, sub);
  await expect(message.count()).resolves.toBe(0);
  const [collateral] = await loading<[PositionsDto]>(() => accountSelector(page).selectOption(COLLATERAL), answerTo(page, POSITIONS, COLLATERAL));
  await expectPositionsOf(page, collateral);
  await expectAccessible(page);
  expect(pageErrors).toEqual([]);
});
