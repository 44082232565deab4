// The user-access flows in Chromium against the reference gateway: password reset, username
// lookup and register (identity search → phone → code → the flow's last step), and the search's
// not-found and more-data answers. Every page visited passes axe; after each journey no password,
// code or national-id digits are in an address visited, in localStorage, or in the action log.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPortalPage, seriousA11yViolations } from './support/browser';
import { control } from './support/control';
import { BASE_URL, PORTAL_URL } from './support/env';

jest.setTimeout(60_000); // the e2e project's testTimeout does not reach the tests (see session.e2e.ts)

const NEW_PASSWORD = 'Harbor!Quay-48';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let visited: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  await control.reset();
  ({ context, page } = await newPortalPage(browser));
  await context.addInitScript(() => window.localStorage.setItem('icp.testMode', 'on')); // the action log
  visited = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
});
afterEach(async () => {
  await context.close();
});

async function expectAccessible(p: Page) {
  expect(await seriousA11yViolations(p)).toEqual([]);
}

/** Digits count only as a whole number ('2816' is not found inside a timestamp like 1763742816123). */
function holds(text: string, secret: string): boolean {
  return /^\d+$/.test(secret) ? new RegExp(`(^|\\D)${secret}(\\D|$)`).test(text) : text.includes(secret);
}

/** No secret in an address visited, in localStorage, or in any action of the log. */
async function expectNoSecrets(p: Page, secrets: readonly string[]) {
  const storage = await p.evaluate(() => JSON.stringify(window.localStorage));
  const log = await p.evaluate(() => JSON.stringify((window as unknown as { __ICP_ACTION_LOG__?: unknown[] }).__ICP_ACTION_LOG__ ?? null));
  expect(log).not.toBe('null'); // test mode keeps the log: without it this check proves nothing
  for (const secret of secrets) {
    expect(visited.filter((url) => holds(url, secret))).toEqual([]);
    expect(holds(storage, secret)).toBe(false);
    expect(holds(log, secret)).toBe(false);
  }
}

async function openLogin(p: Page) {
  await p.goto(`${PORTAL_URL}/login`);
  await p.getByRole('region', { name: 'Your cookie choices' }).getByRole('button', { name: 'Accept' }).click();
  await p.getByRole('button', { name: 'Log In' }).waitFor();
}

interface Person {
  firstName: string;
  lastName: string;
  dob: string;
  ssnLast4: string;
  zip?: string;
}

async function searchIdentity(p: Page, person: Person) {
  await p.getByLabel('First name').fill(person.firstName);
  await p.getByLabel('Last name').fill(person.lastName);
  await p.getByLabel('Date of birth (MM/DD/YYYY)').fill(person.dob);
  await p.getByLabel('Last 4 digits of your Social Security number').fill(person.ssnLast4);
  if (person.zip) await p.getByLabel('ZIP code (optional)').fill(person.zip);
  await p.getByRole('button', { name: 'Continue' }).click();
}

/** From the phone selection: a text to the first phone, then the code from the gateway's outbox. */
async function verifyByText(p: Page, outbox: string): Promise<string> {
  await p.waitForURL(/\/user-access\/identity\/select-phone$/);
  await p.getByRole('radio').first().waitFor();
  await expectAccessible(p);
  await p.getByRole('button', { name: 'Text me' }).click();
  await p.waitForURL(/\/user-access\/identity\/code$/);
  const res = await fetch(`${BASE_URL}/__mock/otp?${outbox}`);
  expect(res.status).toBe(200);
  const { code } = (await res.json()) as { code: string };
  await p.getByRole('textbox', { name: 'Security code' }).fill(code);
  await p.getByRole('button', { name: 'Verify' }).click();
  return code;
}

async function fillNewPassword(p: Page, labels: [string, string]) {
  await p.getByLabel(labels[0], { exact: true }).fill(NEW_PASSWORD);
  await p.getByLabel(labels[1], { exact: true }).fill(NEW_PASSWORD);
}

async function logIn(p: Page, username: string, password: string) {
  await p.getByLabel('Username', { exact: true }).fill(username);
  await p.getByLabel('Password', { exact: true }).fill(password);
  await p.getByRole('button', { name: 'Log In' }).click();
}

it('password reset: identity, code, a new password within the rules, then log in with it', async () => {
  const avery = { firstName: 'Avery', lastName: 'Whitlock', dob: '04/12/1979', ssnLast4: '2816', zip: '10005' };
  await openLogin(page);
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  await expectAccessible(page);
  await searchIdentity(page, avery);
  const code = await verifyByText(page, 'username=demo.plain');

  await page.waitForURL(/\/user-access\/identity\/new-password$/);
  await page.getByText('Password requirements').waitFor();
  await expectAccessible(page);
  // A rule is enforced before anything is sent: the user's own name.
  await page.getByLabel('New password', { exact: true }).fill('Whitlock!Quay7');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Whitlock!Quay7');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Error: Password cannot contain your username or name.').waitFor();
  await fillNewPassword(page, ['New password', 'Confirm new password']);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await page.waitForURL(/\/institutional\/login$/);
  await page.getByText('Your password has been reset. Please log in with your new password.').waitFor();
  await logIn(page, 'demo.plain', NEW_PASSWORD);
  await page.waitForURL(/\/institutional\/dashboard$/);
  await expectNoSecrets(page, [NEW_PASSWORD, 'Whitlock!Quay7', avery.ssnLast4, code]);
});

it('username lookup: identity and code, then the username with a way to log in', async () => {
  const okafor = { firstName: 'Jordan', lastName: 'Okafor', dob: '09/23/1985', ssnLast4: '4470' };
  await openLogin(page);
  await page.getByRole('link', { name: 'Look up your username' }).click();
  await page.getByRole('heading', { level: 1, name: 'Look up your username' }).waitFor();
  await searchIdentity(page, okafor);
  const code = await verifyByText(page, 'username=demo.push');
  await page.waitForURL(/\/user-access\/identity\/username$/);
  await page.getByText('demo.push', { exact: true }).waitFor();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL(/\/institutional\/login$/);
  await expectNoSecrets(page, [okafor.ssnLast4, code]);
});

it('register: Jordan Avery creates a username and password, lands on login with the banner, and signs in', async () => {
  const jordan = { firstName: 'Jordan', lastName: 'Avery', dob: '07/19/1988', ssnLast4: '5307', zip: '10017' };
  await openLogin(page);
  await page.getByRole('link', { name: 'Register for online access' }).click();
  await page.getByRole('heading', { level: 1, name: 'Register for online access' }).waitFor();
  await searchIdentity(page, jordan);
  const code = await verifyByText(page, 'phone=16465550119'); // no username yet: the phone's outbox

  await page.waitForURL(/\/user-access\/registration$/);
  await expectAccessible(page);
  await page.getByLabel('Username', { exact: true }).fill('jordan.avery');
  await fillNewPassword(page, ['Password', 'Confirm password']);
  await page.getByRole('button', { name: 'Create username and password' }).click();

  await page.waitForURL(/\/institutional\/login$/);
  await page.getByText('Your username and password have been created. Please log in.').waitFor();
  await expectAccessible(page);
  await logIn(page, 'jordan.avery', NEW_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await expectNoSecrets(page, [NEW_PASSWORD, jordan.ssnLast4, code]);
});

it('identity search: not found, then more data required (the zip), then found', async () => {
  await page.goto(`${PORTAL_URL}/user-access/identity?flow=register`);
  await page.getByRole('region', { name: 'Your cookie choices' }).getByRole('button', { name: 'Accept' }).click();
  await searchIdentity(page, { firstName: 'Sam', lastName: 'Taylor', dob: '03/14/1979', ssnLast4: '1111' });
  await page.getByRole('alert').filter({ hasText: 'We could not find your information. Please check your entries.' }).waitFor();
  await expectAccessible(page);

  await page.getByLabel('Last 4 digits of your Social Security number').fill('4417');
  await page.getByRole('button', { name: 'Continue' }).click();
  const zip = page.getByLabel('ZIP code (optional)');
  await page.getByText('We found more than one match for these details. Please add your ZIP code and try again.').waitFor();
  await expect(zip.getAttribute('aria-invalid')).resolves.toBe('true');
  await zip.fill('60601');
  await page.getByLabel('Last 4 digits of your Social Security number').fill('4417');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/user-access\/identity\/select-phone$/);
  await expectNoSecrets(page, ['4417', '1111']);
});
