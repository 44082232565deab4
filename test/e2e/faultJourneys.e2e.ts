// Journeys under injected faults (issue 28, item 4; the harness is support/faultJourneys.ts): each
// journey's calls are recorded and must be the ones it names; then each call is faulted in turn as a
// 500, a 503 that is not maintenance and a dropped connection, and the page must say so once, keep
// the input, retry, and book nothing twice. Each journey runs its cases on one page of its own,
// signed in once; the delay beyond the SPA's 30 s timeout (one main call per journey) runs for every
// journey at once, in the last test.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACTION_ITEM_PATHS } from '../../src/api/contract/actionItems';
import { ACTIVITY_HISTORY_PATHS } from '../../src/api/contract/activityHistory';
import { DOCUMENT_PATHS } from '../../src/api/contract/documents';
import { FIRM_ACCOUNT_PATHS } from '../../src/api/contract/firmAccounts';
import { MINT_BURN_PATHS } from '../../src/api/contract/mintBurn';
import { POSITION_PATHS } from '../../src/api/contract/positions';
import { SAVED_INSTRUCTION_PATHS, type SavedWireInstructionPageDto } from '../../src/api/contract/savedInstructions';
import { TRANSFER_PATHS } from '../../src/api/contract/transfers';
import { launchBrowser } from './support/browser';
import { control } from './support/control';
import { BASE_URL, DEMO_PASSWORD, PORTAL_URL } from './support/env';
import { faultCases, journeyPage, recordCalls, runFaulted, runTimeoutsAtOnce, type FaultCall, type FaultJourney } from './support/faultJourneys';
import {
  CODE_URL,
  DASHBOARD_URL,
  LOCAL_PORTAL_URL,
  SELECT_PHONE_URL,
  acceptCookies,
  addPasskey,
  fillUsWireInstruction,
  latestCode,
  logIn,
  mainMenu,
  openLogin,
  signIn,
  stepUpDialog,
} from './support/portal';
import { addVirtualAuthenticator } from './support/virtualAuthenticator';

const tryAgain = (p: Page) => p.getByRole('button', { name: 'Try Again' }).click();
const LOGIN_PATHS = ['/user/session/login', '/user/factor/password/authentication'] as const;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** The login page again on a page that may have signed in before (the cookie choice is kept). */
async function loginAgain(p: Page): Promise<void> {
  await p.context().clearCookies();
  await p.goto(`${PORTAL_URL}/login`);
  await p.getByRole('button', { name: 'Log In' }).waitFor();
}

/** The step-up dialog's code sent and typed, Confirm not pressed (the signed call is the faulted one). */
async function codeTyped(p: Page, username: string): Promise<void> {
  const box = stepUpDialog(p);
  await box.getByRole('button', { name: 'Send code' }).click();
  await box.getByText(/^We sent a code by text message to /).waitFor();
  await box.getByRole('textbox', { name: 'Security code' }).fill(await latestCode({ username }));
}
const confirmCode = (p: Page) => stepUpDialog(p).getByRole('button', { name: 'Confirm' }).click();

async function confirmAgain(p: Page, username: string): Promise<void> {
  await codeTyped(p, username);
  await confirmCode(p);
}

/** From the login page: demo.sms's password, a code by text to the first phone, typed (not sent). */
async function smsCodeTyped(p: Page): Promise<void> {
  await p.getByRole('button', { name: 'Log In' }).waitFor();
  await p.getByLabel('Username', { exact: true }).fill('demo.sms');
  await p.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await p.getByRole('button', { name: 'Log In' }).click();
  await p.waitForURL(SELECT_PHONE_URL);
  await p.getByRole('button', { name: 'Text me' }).click();
  await p.waitForURL(CODE_URL);
  await p.getByRole('textbox', { name: 'Security code' }).fill(await latestCode({ username: 'demo.sms' }));
}

// ——— sign-in with a passkey: demo.passkey's, enrolled once on the journey's page ———
let passkeysAdded = 0;

/** demo.passkey signs in with the password (no second factor), adds a passkey on the page's virtual authenticator, and signs out. */
async function passkeyEnrolled(p: Page): Promise<void> {
  await addVirtualAuthenticator(p);
  await p.goto(`${LOCAL_PORTAL_URL}/login`);
  await acceptCookies(p);
  await logIn(p, 'demo.passkey');
  await p.waitForURL(DASHBOARD_URL);
  passkeysAdded += 1;
  await addPasskey(p, `Fault laptop ${passkeysAdded}`);
}

const passkeyButton = (p: Page) => p.getByRole('button', { name: 'Sign in with a passkey' });

// ——— saved instructions: a US wire instruction, filled, then saved ———
const WIRE_NICKNAME = 'Chicago Payroll';
const wireForm = (p: Page) => p.getByRole('form', { name: 'Add Wire Instruction' });

async function fillWireForm(p: Page): Promise<void> {
  await p.goto(`${PORTAL_URL}/saved-instructions/wire-instructions`);
  await p.getByRole('table', { name: 'Saved Wire Instructions' }).getByRole('row').filter({ hasText: 'Harborline Operating' }).waitFor();
  await p.getByRole('button', { name: 'Add Wire Instruction' }).click();
  await fillUsWireInstruction(wireForm(p), WIRE_NICKNAME);
}

/** Deletes the instruction the case made (through the gateway, as the user), so that the next case may make it again. */
async function deleteWireInstruction(p: Page): Promise<void> {
  const listed = await p.request.get(`${BASE_URL}${SAVED_INSTRUCTION_PATHS.wireInstructions}?fdasAccountNumber=C40017238&page=1&count=20`);
  const items = ((await listed.json()) as { data: SavedWireInstructionPageDto }).data.items.filter((i) => i.nickname === WIRE_NICKNAME);
  for (const item of items) {
    const res = await p.request.post(`${BASE_URL}${SAVED_INSTRUCTION_PATHS.wireDisable}`, { headers: XHR, data: { accountInstructionId: item.accountInstructionId } });
    expect(res.status()).toBe(200);
  }
}

// ——— action items: demo.checker approves a wire instruction demo.maker asked for ———
let makerContext: BrowserContext | undefined;
let makerRequests = 0;

/** A new wire instruction of demo.maker's (a pending action item for demo.checker), made through the gateway. */
async function makerAsks(browser: Browser): Promise<string> {
  if (!makerContext) {
    const { context } = await journeyPage(browser, { session: (p) => signIn(p, 'demo.maker') } as FaultJourney);
    makerContext = context;
  }
  makerRequests += 1;
  const nickname = `Payroll Reserve ${makerRequests}`;
  const res = await makerContext.request.post(`${BASE_URL}${SAVED_INSTRUCTION_PATHS.wireInstructions}`, {
    headers: XHR,
    data: {
      fdasAccountNumber: 'C74002019', nickname, bankLocation: 'US', routingNumber: '021000021', bankAcccountNumber: '5566778899',
      beneficiaryType: 'ENT', entityName: 'Northgate Payroll Services', country: 'US', address: '1650 Market Street', city: 'Philadelphia',
      beneficiaryUSState: 'PA', beneficiaryUSZip: '19103', furtherCredit: 'no',
    },
  });
  expect(res.status()).toBe(200);
  return nickname;
}

/** demo.maker deletes the instruction a case approved: the account's maximum of wire instructions is never reached. */
async function makerDeletes(nickname: string): Promise<void> {
  const request = makerContext!.request;
  const listed = await request.get(`${BASE_URL}${SAVED_INSTRUCTION_PATHS.wireInstructions}?fdasAccountNumber=C74002019&page=1&count=20`);
  const items = ((await listed.json()) as { data: SavedWireInstructionPageDto }).data.items.filter((i) => i.nickname === nickname);
  for (const item of items) {
    const res = await request.post(`${BASE_URL}${SAVED_INSTRUCTION_PATHS.wireDisable}`, { headers: XHR, data: { accountInstructionId: item.accountInstructionId } });
    expect(res.status()).toBe(200);
  }
}

const actionDialog = (p: Page) => p.getByRole('dialog', { name: 'Wire Instruction Request' });

function actionItemsJourney(browser: () => Browser): FaultJourney {
  let nickname = '';
  return {
    calls: [`POST ${ACTION_ITEM_PATHS.update}`],
    timeoutCall: `POST ${ACTION_ITEM_PATHS.update}`,
    books: { action_item_decisions: 1 },
    session: (p) => signIn(p, 'demo.checker'),
    arrange: async (p) => {
      nickname = await makerAsks(browser());
      await p.goto(`${PORTAL_URL}/action-items`);
      const respond = p.getByRole('region', { name: 'Pending action items' }).getByRole('button', { name: `Respond: Wire instruction ${nickname}` });
      await respond.click();
      const box = actionDialog(p);
      await box.getByRole('radio', { name: 'Approve' }).check();
      await box.getByRole('textbox', { name: 'Comments' }).fill('Verified by phone');
      await box.getByRole('button', { name: 'Submit' }).click();
      await codeTyped(p, 'demo.checker');
    },
    act: confirmCode,
    done: (p) => p.getByText('Response Submitted').first(),
    kept: async (p) => {
      await expect(actionDialog(p).getByRole('textbox', { name: 'Comments' }).inputValue()).resolves.toBe('Verified by phone');
    },
    retry: async (p) => {
      await actionDialog(p).getByRole('button', { name: 'Submit' }).click();
      await confirmAgain(p, 'demo.checker');
    },
    cleanup: () => makerDeletes(nickname),
  };
}

// ——— transfers: a BTC send, reviewed, submitted and confirmed ———
const transferHeading = (p: Page) => p.getByRole('heading', { name: /Transfer submitted|Transfer awaiting approval/ });

async function btcSendToConfirm(p: Page): Promise<void> {
  await p.goto(`${PORTAL_URL}/transfer/send`);
  await p.getByRole('heading', { level: 1, name: 'Transfer' }).waitFor();
  await p.getByRole('combobox', { name: 'Asset' }).selectOption('BTC');
  const to = p.getByRole('combobox', { name: 'Send to' });
  const value = await to.getByRole('option', { name: /^BTC cold storage / }).getAttribute('value');
  await to.selectOption(value ?? '');
  await p.getByRole('textbox', { name: 'Amount' }).fill('0.01');
  await p.getByText('15.00 USD').waitFor();
  await p.getByRole('button', { name: 'Review' }).click();
  await p.getByRole('heading', { name: 'Review your transfer' }).waitFor();
  await p.getByRole('button', { name: 'Submit' }).click();
  await codeTyped(p, 'demo.plain');
}

// ——— the activity history card: another date range ———
const activityCard = (p: Page) => p.getByRole('region', { name: 'Activity History' });

async function activityShown(p: Page): Promise<void> {
  await p.goto(`${PORTAL_URL}/dashboard`);
  await activityCard(p).evaluate((place) => place.scrollIntoView({ block: 'start' }));
  await p.locator('.activity-grid__table').locator('.ag-row, .activity-grid__empty').first().waitFor({ timeout: 30_000 });
}

function journeys(browser: () => Browser): Record<string, FaultJourney> {
  return {
    'sign-in': {
      calls: [`DELETE ${LOGIN_PATHS[0]}`, `POST ${LOGIN_PATHS[1]}`],
      timeoutCall: `POST ${LOGIN_PATHS[1]}`,
      // The DELETE that ends any earlier session never throws nor banners (api/endpoints/session.api.ts); the sign-in goes on.
      absorbs: [`DELETE ${LOGIN_PATHS[0]}`],
      session: openLogin,
      arrange: async (p) => {
        await loginAgain(p);
        await p.getByLabel('Username', { exact: true }).fill('demo.plain');
        await p.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      },
      act: (p) => p.getByRole('button', { name: 'Log In' }).click(),
      done: (p) => mainMenu(p).getByRole('link', { name: 'DOCUMENTS' }),
      kept: async (p) => {
        await expect(p.getByLabel('Username', { exact: true }).inputValue()).resolves.toBe('demo.plain');
      },
      // The password is not kept after a failure (the username is): the user types it again.
      retry: async (p) => {
        await p.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
        await p.getByRole('button', { name: 'Log In' }).click();
      },
    },
    'sign-in by SMS code': {
      // The code's check; what follows is the portal starting (the dashboard journey's).
      calls: ['PUT /user/factor/otp/sms/authentication'],
      timeoutCall: 'PUT /user/factor/otp/sms/authentication',
      session: openLogin,
      arrange: async (p) => {
        await loginAgain(p);
        await smsCodeTyped(p);
      },
      act: (p) => p.getByRole('button', { name: 'Verify' }).click(),
      done: (p) => mainMenu(p).getByRole('link', { name: 'DOCUMENTS' }),
      // A check that failed ends the attempt: the page says why and offers 'Return to log in' (the
      // username is kept there), and the user signs in again with a new code.
      retry: async (p) => {
        await p.getByRole('link', { name: 'Return to log in' }).click();
        await smsCodeTyped(p);
        await p.getByRole('button', { name: 'Verify' }).click();
      },
    },
    'sign-in with a passkey': {
      // No username: the options, then the assertion the virtual authenticator made over them.
      calls: ['POST /user/session/passkey/options', 'POST /user/session/passkey'],
      timeoutCall: 'POST /user/session/passkey',
      session: passkeyEnrolled,
      arrange: async (p) => {
        await p.context().clearCookies();
        await p.goto(`${LOCAL_PORTAL_URL}/login`);
        await passkeyButton(p).waitFor();
      },
      act: (p) => passkeyButton(p).click(),
      done: (p) => mainMenu(p).getByRole('link', { name: 'DOCUMENTS' }),
      retry: (p) => passkeyButton(p).click(),
    },
    dashboard: {
      calls: [`POST ${FIRM_ACCOUNT_PATHS.firmAccountsV3}`, `POST ${FIRM_ACCOUNT_PATHS.entitlements}`, `POST ${POSITION_PATHS.positions}`, `POST ${POSITION_PATHS.balanceHistory}`],
      timeoutCall: `POST ${POSITION_PATHS.positions}`,
      session: (p) => signIn(p, 'demo.plain'),
      // The portal opened afresh on /dashboard: its data is read once, as the portal starts.
      arrange: async (p) => {
        await p.goto('about:blank');
      },
      act: async (p) => {
        await p.goto(`${PORTAL_URL}/dashboard`, { waitUntil: 'commit' });
      },
      done: (p) => p.getByRole('table', { name: 'Positions' }).getByRole('row').nth(1),
      // The balance chart says 'Balance history is unavailable at this time.' in its place (not an
      // alert) and the page goes on.
      absorbs: [`POST ${POSITION_PATHS.balanceHistory}`],
      // The texts say what to do: 'Unable to load account data. Please refresh this page …' (the
      // positions); the account list and the entitlements banner theirs (spec part 2 §4): the page again.
      retry: async (p) => {
        await p.goto(`${PORTAL_URL}/dashboard`);
      },
    },
    activity: {
      calls: [`POST ${ACTIVITY_HISTORY_PATHS.v3}`],
      timeoutCall: `POST ${ACTIVITY_HISTORY_PATHS.v3}`,
      session: (p) => signIn(p, 'demo.plain'),
      arrange: activityShown,
      act: async (p) => {
        await p.getByRole('combobox', { name: 'Date range' }).selectOption('60');
      },
      done: (p) => activityCard(p).locator('.ag-row').first(),
      kept: async (p) => {
        await expect(p.getByRole('combobox', { name: 'Date range' }).inputValue()).resolves.toBe('60');
      },
      // The card says 'Unable to load this data' beside its title; the user picks a range again.
      retry: async (p) => {
        await p.getByRole('combobox', { name: 'Date range' }).selectOption('90');
      },
    },
    documents: {
      calls: [`POST ${DOCUMENT_PATHS.accountList}` as FaultCall, `POST ${DOCUMENT_PATHS.list}` as FaultCall],
      // The counts in the account choice: without them the page works as before (sagas/loadAccountCounts.ts).
      absorbs: [`POST ${DOCUMENT_PATHS.accountList}` as FaultCall],
      timeoutCall: `POST ${DOCUMENT_PATHS.list}` as FaultCall,
      session: (p) => signIn(p, 'demo.plain'),
      arrange: async (p) => {
        await p.goto(`${PORTAL_URL}/dashboard`);
        await p.getByRole('table', { name: 'Positions' }).getByRole('row').nth(1).waitFor();
      },
      act: (p) => mainMenu(p).getByRole('link', { name: 'DOCUMENTS' }).click(),
      done: (p) => p.getByRole('table', { name: 'Documents of Harborline Capital – Main Custody' }).getByRole('row').nth(1),
      retry: tryAgain,
    },
    'saved instructions': {
      calls: [`POST ${SAVED_INSTRUCTION_PATHS.wireInstructions}`],
      timeoutCall: `POST ${SAVED_INSTRUCTION_PATHS.wireInstructions}`,
      books: { wire_instructions: 1, approval_requests: 1 },
      session: (p) => signIn(p, 'demo.plain'),
      arrange: fillWireForm,
      act: (p) => wireForm(p).getByRole('button', { name: 'Save Instruction' }).click(),
      done: (p) => p.getByRole('table', { name: 'Saved Wire Instructions' }).getByRole('row').filter({ hasText: WIRE_NICKNAME }),
      kept: async (p) => {
        await expect(wireForm(p).getByLabel('Nickname', { exact: true }).inputValue()).resolves.toBe(WIRE_NICKNAME);
        await expect(wireForm(p).getByLabel('Beneficiary City', { exact: true }).inputValue()).resolves.toBe('Chicago');
      },
      retry: (p) => wireForm(p).getByRole('button', { name: 'Save Instruction' }).click(),
      cleanup: deleteWireInstruction,
    },
    transfers: {
      calls: [`POST ${TRANSFER_PATHS.digitalAssetOutV3}` as FaultCall],
      timeoutCall: `POST ${TRANSFER_PATHS.digitalAssetOutV3}` as FaultCall,
      // A send books its amount and its fee.
      books: { transfers: 1, ledger_entries: 2 },
      session: (p) => signIn(p, 'demo.plain'),
      arrange: btcSendToConfirm,
      act: confirmCode,
      done: transferHeading,
      retry: async (p) => {
        await tryAgain(p);
        await confirmAgain(p, 'demo.plain');
      },
    },
    'action items': actionItemsJourney(browser),
    'Mint & Burn': {
      calls: [`POST ${MINT_BURN_PATHS.inboundAddress}`],
      timeoutCall: `POST ${MINT_BURN_PATHS.inboundAddress}`,
      books: { burn_address_requests: 1 },
      session: (p) => signIn(p, 'demo.mm'),
      arrange: async (p) => {
        await p.goto(`${PORTAL_URL}/mint-burn/burn`);
        await p.getByRole('table', { name: 'Historical Burn Addresses' }).waitFor();
      },
      act: (p) => p.getByRole('button', { name: 'Generate Burn Address' }).click(),
      done: (p) => p.getByRole('region', { name: 'Burn Address', exact: true }).getByRole('button', { name: 'Copy', exact: true }),
      retry: (p) => p.getByRole('button', { name: 'Generate Burn Address' }).click(),
    },
  };
}

let browserInstance: Browser | undefined;
const theBrowser = () => {
  if (!browserInstance) throw new Error('no browser yet');
  return browserInstance;
};
const JOURNEYS = journeys(theBrowser);

beforeAll(async () => {
  browserInstance = await launchBrowser();
});
afterAll(async () => {
  await makerContext?.close();
  await browserInstance?.close();
});

describe.each(Object.keys(JOURNEYS))('%s', (name) => {
  const journey = JOURNEYS[name]!;
  let run: Awaited<ReturnType<typeof journeyPage>> | undefined;
  const page = () => {
    if (!run) throw new Error('no page yet');
    return run.page;
  };
  beforeAll(async () => {
    await control.reset();
    await makerContext?.close();
    makerContext = undefined;
    run = await journeyPage(theBrowser(), journey);
  }, 60_000);
  afterAll(async () => {
    await run?.context.close();
    expect(run?.csp ?? []).toEqual([]);
  });

  it('makes the calls it names, in this order', async () => {
    const recorded = await recordCalls(page(), journey);
    expect(recorded.filter((call) => journey.calls.includes(call))).toEqual(journey.calls);
  }, 60_000);

  it.each(faultCases(journey))('with %s faulted as %s: one message, input kept, retry works, nothing twice', async (call, kind) => {
    await runFaulted(page(), journey, call, kind);
  }, 60_000);
});

it('every journey with its main call delayed beyond the timeout, all at once: one message each, retry works, nothing twice', async () => {
  await control.reset();
  await makerContext?.close();
  makerContext = undefined;
  await runTimeoutsAtOnce(theBrowser(), JOURNEYS);
}, 360_000); // eleven journeys arranged one by one, one 32 s wait, the retries: ~2 min on a quiet machine
