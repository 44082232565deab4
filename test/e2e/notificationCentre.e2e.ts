// The notification centre in Chromium against the reference gateway (issue 27): demo.plain's bell
// counts the notifications addressed to everyone; the control API posts one to demo.plain, and after
// the next page load the bell counts it; the panel lists it first with its https link; opening it
// reads them all (the count goes); Dismiss takes one away for demo.plain only — demo.mixed still
// has it unread. On a phone the toolbar's bell opens the same panel. axe: no violation of any impact.
import type { Page } from 'playwright-core';
import { expectAccessible, newPortalPage } from './support/browser';
import { control } from './support/control';
import { mainMenu, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

const bell = (p: Page) => mainMenu(p).getByRole('button', { name: /^NOTIFICATIONS/ });
const panel = (p: Page) => p.getByRole('dialog', { name: 'Notifications' });
const titles = (p: Page) => panel(p).getByRole('heading', { level: 3 }).allTextContents();
const bellNamed = (p: Page, name: string) => p.getByRole('button', { name, exact: true }).filter({ visible: true });

it('counts, lists, reads and dismisses the user’s notifications; another user keeps theirs', async () => {
  const { page, browser } = portal;
  await signIn(page, 'demo.plain');
  await bellNamed(page, 'NOTIFICATIONS 2 unread').waitFor();

  await control.notify({ title: 'Payment release', message: 'Your wire is ready to release. Details: link=[https://status.example.com/wires]', severity: 'high', username: 'demo.plain' });
  await page.reload();
  await bellNamed(page, 'NOTIFICATIONS 3 unread').waitFor();

  await bell(page).click();
  await panel(page).waitFor();
  await expectAccessible(page);
  await expect(titles(page)).resolves.toEqual(['Payment releaseNew', 'Holiday wire cut-offNew', 'Statements readyNew']);
  await expect(panel(page).getByRole('link', { name: 'https://status.example.com/wires' }).getAttribute('href')).resolves.toBe('https://status.example.com/wires');
  // Opening read them: the bell's count goes (the panel still marks them New while it is open).
  await bellNamed(page, 'NOTIFICATIONS').waitFor();

  await panel(page).getByRole('button', { name: 'Dismiss “Holiday wire cut-off”' }).click();
  await panel(page).getByRole('heading', { name: /Holiday wire cut-off/ }).waitFor({ state: 'detached' });
  await expect(titles(page)).resolves.toEqual(['Payment releaseNew', 'Statements readyNew']);
  await page.keyboard.press('Escape');
  await panel(page).waitFor({ state: 'detached' });
  await expect(bell(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);

  // Reloaded, the dismissed one stays gone and nothing is new.
  await page.reload();
  await bell(page).click();
  // Opened before the sign-in's load answered, the panel waits for the list (a spinner): read it once there.
  await panel(page).getByRole('heading', { level: 3 }).first().waitFor();
  await expect(titles(page)).resolves.toEqual(['Payment release', 'Statements ready']);

  // Another user's reading is their own.
  const other = await newPortalPage(browser);
  await signIn(other.page, 'demo.mixed');
  await bellNamed(other.page, 'NOTIFICATIONS 2 unread').waitFor();
  await other.context.close();
});

it('on a phone, the toolbar’s bell shows the count and opens the panel', async () => {
  const { browser } = portal;
  const phone = await newPortalPage(browser, { width: 390, height: 844 });
  await signIn(phone.page, 'demo.checker');
  const toolbarBell = bellNamed(phone.page, 'NOTIFICATIONS 3 unread');
  await toolbarBell.waitFor();
  await expect(toolbarBell.locator('.notification-bell__count').textContent()).resolves.toBe('3');
  await toolbarBell.click();
  await panel(phone.page).waitFor();
  await expect(titles(phone.page)).resolves.toEqual(['Approval policy updatedNew', 'Holiday wire cut-offNew', 'Statements readyNew']);
  await expectAccessible(phone.page);
  await phone.context.close();
});
