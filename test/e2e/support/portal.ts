// The portal as a person reaches it: its addresses, the cookie banner, the login form, the main
// menu, and the one-time codes the gateway "sends" (its simulated outbox).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newPortalPage } from './browser';
import { BASE_URL, DEMO_PASSWORD, PORTAL_URL } from './env';

/** Matches an address of the portal that ends at `path` (no query). */
const at = (path: string) => new RegExp(`/institutional${path}$`);

export const LOGIN_URL = at('/login');
export const DASHBOARD_URL = at('/dashboard');
export const UNAVAILABLE_URL = at('/unavailable');
export const PUSH_URL = at('/user-access/push');
export const SELECT_PHONE_URL = at('/user-access/identity/select-phone');
export const CODE_URL = at('/user-access/identity/code');
export const NEW_PASSWORD_URL = at('/user-access/identity/new-password');
export const USERNAME_URL = at('/user-access/identity/username');
export const REGISTRATION_URL = at('/user-access/registration');
export const MINT_URL = at('/mint-burn/mint');
export const BURN_URL = at('/mint-burn/burn');
export const WIRE_INSTRUCTIONS_URL = at('/saved-instructions/wire-instructions');
export const ADDRESS_INSTRUCTIONS_URL = at('/saved-instructions/digital-asset-instructions');

/** The portal at localhost: a passkey's relying party is a domain, never an IP address. */
export const LOCAL_PORTAL_URL = PORTAL_URL.replace('127.0.0.1', 'localhost');
export const passkeysTable = (p: Page) => p.getByRole('table', { name: 'Your passkeys' });

export const cookieBanner = (p: Page) => p.getByRole('region', { name: 'Your cookie choices' });
export const mainMenu = (p: Page) => p.getByRole('navigation', { name: 'Main' });
export const logOutButton = (p: Page) => mainMenu(p).getByRole('button', { name: 'LOG OUT' });

export async function acceptCookies(p: Page): Promise<void> {
  await cookieBanner(p).getByRole('button', { name: 'Accept' }).click();
}

/** The login page, with the cookie banner accepted (it covers the menu's foot) and the form ready. */
export async function openLogin(p: Page): Promise<void> {
  await p.goto(`${PORTAL_URL}/login`);
  await acceptCookies(p);
  await p.getByRole('button', { name: 'Log In' }).waitFor();
}

/** SECURITY → "Add a passkey" named `name` (the page needs an authenticator: support/virtualAuthenticator.ts); waits for it in the list. */
export async function addPasskey(p: Page, name: string): Promise<void> {
  await mainMenu(p).getByRole('link', { name: 'SECURITY' }).click();
  await p.getByRole('heading', { level: 2, name: 'Passkeys' }).waitFor();
  await passkeysTable(p).waitFor();
  await p.getByRole('textbox', { name: /Passkey name/ }).fill(name);
  await p.getByRole('button', { name: 'Add a passkey' }).click();
  await p.getByRole('status').filter({ hasText: `Passkey “${name}” added.` }).waitFor();
  await passkeysTable(p).getByRole('cell', { name, exact: true }).waitFor();
}

/**
 * Fills the opened "Add Wire Instruction" form with a US instruction to an individual (Ada
 * Lovelace, Chicago; JPMorgan Chase's routing number, looked up when the field is left). Not saved.
 */
export async function fillUsWireInstruction(form: Locator, nickname: string): Promise<void> {
  await form.getByLabel('Nickname', { exact: true }).fill(nickname);
  await form.getByLabel('Routing Number', { exact: true }).fill('021000021');
  await form.getByLabel('Routing Number', { exact: true }).press('Tab'); // leaves the routing number
  await form.getByText(/JPMorgan Chase Bank, N\.A\./).waitFor();
  await form.getByLabel('Bank Account Number', { exact: true }).fill('9876543210');
  await form.getByLabel('Beneficiary First Name', { exact: true }).fill('Ada');
  await form.getByLabel('Beneficiary Last Name', { exact: true }).fill('Lovelace');
  await form.getByLabel('Beneficiary Country', { exact: true }).selectOption('US');
  await form.getByLabel('Beneficiary Address', { exact: true }).fill('1 Main St.');
  await form.getByLabel('Beneficiary City', { exact: true }).fill('Chicago');
  await form.getByLabel('Beneficiary State', { exact: true }).selectOption('IL');
  await form.getByLabel('Beneficiary ZIP Code', { exact: true }).fill('60601');
}

/** Fills the login form and submits it. */
export async function logIn(p: Page, username: string, password = DEMO_PASSWORD, options: { remember?: boolean } = {}): Promise<void> {
  await p.getByLabel('Username', { exact: true }).fill(username);
  await p.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember) await p.getByRole('checkbox', { name: 'Remember username' }).check();
  await p.getByRole('button', { name: 'Log In' }).click();
}

/** Signs in through the login form (a plain login: no second factor) and waits for /dashboard. */
export async function signIn(p: Page, username = 'demo.plain'): Promise<void> {
  await openLogin(p);
  await logIn(p, username);
  await p.waitForURL(DASHBOARD_URL);
}

/** The latest one-time code the gateway sent to a username's or a phone's outbox. */
/** SAVED INSTRUCTIONS from the menu, the account chosen, then its Digital Asset Instructions tab. */
export async function openAddressTab(p: Page, accountNumber: string): Promise<void> {
  await mainMenu(p).getByRole('link', { name: 'SAVED INSTRUCTIONS' }).click();
  await p.getByRole('heading', { level: 1, name: 'Saved Instructions' }).waitFor();
  await p.getByRole('combobox', { name: 'Select Account' }).selectOption(accountNumber);
  await p.getByRole('tab', { name: 'Digital Asset Instructions' }).click();
  await p.waitForURL(ADDRESS_INSTRUCTIONS_URL);
}

export async function latestCode(outbox: { username: string } | { phone: string }): Promise<string> {
  const res = await fetch(`${BASE_URL}/__mock/otp?${new URLSearchParams(outbox)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

/** A second person signed in, in a browser context of their own, its CSP reports collected like the first's. */
export async function secondPerson(browser: Browser, username: string): Promise<{ context: BrowserContext; page: Page; csp: string[] }> {
  const { context, page } = await newPortalPage(browser);
  const csp: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  await signIn(page, username);
  return { context, page, csp };
}

/** The step-up dialog of a money movement (issue 26). */
export const stepUpDialog = (p: Page) => p.getByRole('dialog', { name: 'Confirm with a one-time code' });

/**
 * Confirms the money movement just submitted with a one-time code, as a person does: the dialog
 * opens, "Send code" by text message, the code read from the user's outbox (their phone), typed,
 * Confirm; the dialog closes once the signed call answered.
 */
export async function confirmWithCode(p: Page, username: string): Promise<void> {
  const box = stepUpDialog(p);
  await box.getByRole('button', { name: 'Send code' }).click();
  await box.getByText(/^We sent a code by text message to /).waitFor();
  await box.getByRole('textbox', { name: 'Security code' }).fill(await latestCode({ username }));
  await box.getByRole('button', { name: 'Confirm' }).click();
  await box.waitFor({ state: 'detached' });
}
