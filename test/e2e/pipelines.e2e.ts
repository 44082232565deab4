// The pipelines' chunk (src/app/pipelines.ts: the sagas, axios and the API layer) is not part of the
// login page's first scripts (issue 29; ADR 0022): the form is live before it arrives, a Log In
// clicked meanwhile is not lost, and a chunk that fails to load says so and can be loaded again.
import { PORTAL_URL } from './support/env';
import { DASHBOARD_URL, LOGIN_URL, logIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

const PIPELINES = /\/institutional\/js\/pipelines(-core)?\.[0-9a-f]+\.js$/;
/** The pipelines' own chunk (not the libraries it shares with the pages' chunks: a page's failed chunk is the error boundary's). */
const PIPELINES_OWN = /\/institutional\/js\/pipelines\.[0-9a-f]+\.js$/;
const FAILED = 'The portal could not finish loading. Check your connection, then try again.';

it('the form is live without the pipelines, and a Log In clicked before they arrive signs in once they do', async () => {
  const { page } = portal;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(PIPELINES, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto(`${PORTAL_URL}/login`);
  await page.locator('#root:not([data-prerendered]):not([inert])').waitFor({ state: 'attached' });
  await logIn(page, 'demo.plain');
  // Asked for (at the first key press at the latest), held: nothing has reached a saga yet.
  await wasAsked;
  await expect(page.getByLabel('Username', { exact: true }).inputValue()).resolves.toBe('demo.plain');
  expect(page.url()).toMatch(LOGIN_URL);
  release();
  await page.waitForURL(DASHBOARD_URL);
  await page.getByRole('table', { name: /Positions/ }).locator('tbody tr').first().waitFor();
});

it('a pipelines chunk that fails to load says so; Try again loads it and the sign-in works', async () => {
  const { page } = portal;
  await page.route(PIPELINES, (route) => route.abort());
  await page.goto(`${PORTAL_URL}/login`);
  await page.locator('#root:not([data-prerendered]):not([inert])').waitFor({ state: 'attached' });
  const alert = page.getByRole('alert').filter({ hasText: FAILED });
  await page.getByLabel('Username', { exact: true }).press('d'); // intent: the chunk is asked for now at the latest
  await alert.waitFor();
  await page.unroute(PIPELINES);
  await page.getByRole('button', { name: 'Try again' }).click();
  await alert.waitFor({ state: 'detached' });
  await logIn(page, 'demo.plain');
  await page.waitForURL(DASHBOARD_URL);
});

it('on a page from nothing (the dashboard) a failed chunk shows the same notice, and Try again brings the page', async () => {
  const { page } = portal;
  await page.goto(`${PORTAL_URL}/login`);
  await logIn(page, 'demo.plain');
  await page.waitForURL(DASHBOARD_URL);
  await page.route(PIPELINES_OWN, (route) => route.abort());
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: FAILED });
  await alert.waitFor();
  await page.unroute(PIPELINES_OWN);
  await page.getByRole('button', { name: 'Try again' }).click();
  await alert.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: /Positions/ }).locator('tbody tr').first().waitFor();
});
