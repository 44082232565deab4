// The user-access flows in Chromium against the reference gateway: password reset, username
// lookup and register (identity search → phone → code → the flow's last step), and the search's
// not-found and more-data answers. Every page visited passes axe; after each journey no password,
// code or national-id digits are in an address visited, in localStorage, or in the action log.
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { PORTAL_URL } from './support/env';
import { CODE_URL, DASHBOARD_URL, LOGIN_URL, NEW_PASSWORD_URL, REGISTRATION_URL, SELECT_PHONE_URL, USERNAME_URL, acceptCookies, latestCode, logIn, openLogin } from './support/portal';
import { setUpPortalPage } from './support/portalPage';
import { expectNoSecrets } from './support/secrets';

const NEW_PASSWORD = 'Harbor!Quay-48';

const portal = setUpPortalPage({ testMode: true });

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
async function verifyByText(p: Page, outbox: { username: string } | { phone: string }): Promise<string> {
  await p.waitForURL(SELECT_PHONE_URL);
  await p.getByRole('radio').first().waitFor();
  await expectAccessible(p);
  await p.getByRole('button', { name: 'Text me' }).click();
  await p.waitForURL(CODE_URL);
  const code = await latestCode(outbox);
  await p.getByRole('textbox', { name: 'Security code' }).fill(code);
  await p.getByRole('button', { name: 'Verify' }).click();
  return code;
}

async function fillNewPassword(p: Page, labels: [string, string]) {
  await p.getByLabel(labels[0], { exact: true }).fill(NEW_PASSWORD);
  await p.getByLabel(labels[1], { exact: true }).fill(NEW_PASSWORD);
}

it('password reset: identity, code, a new password within the rules, then log in with it', async () => {
  const { page } = portal;
  const avery = { firstName: 'Avery', lastName: 'Whitlock', dob: '04/12/1979', ssnLast4: '2816', zip: '10005' };
  await openLogin(page);
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  await expectAccessible(page);
  await searchIdentity(page, avery);
  const code = await verifyByText(page, { username: 'demo.plain' });

  await page.waitForURL(NEW_PASSWORD_URL);
  await page.getByText('Password requirements').waitFor();
  await expectAccessible(page);
  // A rule is enforced before anything is sent: the user's own name.
  await page.getByLabel('New password', { exact: true }).fill('Whitlock!Quay7');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Whitlock!Quay7');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Error: Password cannot contain your username or name.').waitFor();
  await fillNewPassword(page, ['New password', 'Confirm new password']);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await page.waitForURL(LOGIN_URL);
  await page.getByText('Your password has been reset. Please log in with your new password.').waitFor();
  await logIn(page, 'demo.plain', NEW_PASSWORD);
  await page.waitForURL(DASHBOARD_URL);
  await expectNoSecrets(page, [NEW_PASSWORD, 'Whitlock!Quay7', avery.ssnLast4, code]);
});

it('username lookup: identity and code, then the username with a way to log in', async () => {
  const { page } = portal;
  const okafor = { firstName: 'Jordan', lastName: 'Okafor', dob: '09/23/1985', ssnLast4: '4470' };
  await openLogin(page);
  await page.getByRole('link', { name: 'Look up your username' }).click();
  await page.getByRole('heading', { level: 1, name: 'Look up your username' }).waitFor();
  await searchIdentity(page, okafor);
  const code = await verifyByText(page, { username: 'demo.push' });
  await page.waitForURL(USERNAME_URL);
  await page.getByText('demo.push', { exact: true }).waitFor();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL(LOGIN_URL);
  await expectNoSecrets(page, [okafor.ssnLast4, code]);
});

it('register: Jordan Avery creates a username and password, lands on login with the banner, and signs in', async () => {
  const { page } = portal;
  const jordan = { firstName: 'Jordan', lastName: 'Avery', dob: '07/19/1988', ssnLast4: '5307', zip: '10017' };
  await openLogin(page);
  await page.getByRole('link', { name: 'Register for online access' }).click();
  await page.getByRole('heading', { level: 1, name: 'Register for online access' }).waitFor();
  await searchIdentity(page, jordan);
  const code = await verifyByText(page, { phone: '16465550119' }); // no username yet: the phone's outbox

  await page.waitForURL(REGISTRATION_URL);
  await expectAccessible(page);
  await page.getByLabel('Username', { exact: true }).fill('jordan.avery');
  await fillNewPassword(page, ['Password', 'Confirm password']);
  await page.getByRole('button', { name: 'Create username and password' }).click();

  await page.waitForURL(LOGIN_URL);
  await page.getByText('Your username and password have been created. Please log in.').waitFor();
  await expectAccessible(page);
  await logIn(page, 'jordan.avery', NEW_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await expectNoSecrets(page, [NEW_PASSWORD, jordan.ssnLast4, code]);
});

it('identity search: not found, then more data required (the zip), then found', async () => {
  const { page } = portal;
  await page.goto(`${PORTAL_URL}/user-access/identity?flow=register`);
  await acceptCookies(page);
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
  await page.waitForURL(SELECT_PHONE_URL);
  await expectNoSecrets(page, ['4417', '1111']);
});
