// Journeys under injected faults (issue 28, item 4; the harness is support/faultJourneys.ts): each
// journey's calls are recorded and must be the ones it names; then each call is faulted in turn as a
// 500, a 503 that is not maintenance, a dropped connection and (its main call) a delay beyond the
// SPA's 30 s timeout, and the page must say so once, keep the input, retry, and book nothing twice.
import type { Page } from 'playwright-core';
import { DOCUMENT_PATHS } from '../../src/api/contract/documents';
import { faultCases, recordCalls, runFaulted, type FaultJourney } from './support/faultJourneys';
import { mainMenu, openLogin, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';
import { DEMO_PASSWORD } from './support/env';

const portal = setUpPortalPage();

const tryAgain = (p: Page) => p.getByRole('button', { name: 'Try Again' }).click();
const LOGIN_PATHS = ['/user/session/login', '/user/factor/password/authentication'] as const;

const JOURNEYS: Record<string, FaultJourney> = {
  'sign-in': {
    calls: LOGIN_PATHS,
    timeoutCall: LOGIN_PATHS[1],
    // The fault takes the first call on the path: the DELETE that ends any earlier session, which
    // never throws nor banners (api/endpoints/session.api.ts); the sign-in goes on.
    absorbs: [LOGIN_PATHS[0]],
    arrange: async (p) => {
      await openLogin(p);
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
  documents: {
    calls: [DOCUMENT_PATHS.accountList, DOCUMENT_PATHS.list],
    // The counts in the account choice: without them the page works as before (sagas/loadAccountCounts.ts).
    absorbs: [DOCUMENT_PATHS.accountList],
    timeoutCall: DOCUMENT_PATHS.list,
    arrange: (p) => signIn(p, 'demo.plain'),
    act: (p) => mainMenu(p).getByRole('link', { name: 'DOCUMENTS' }).click(),
    done: (p) => p.getByRole('table', { name: 'Documents of Harborline Capital – Main Custody' }).getByRole('row').nth(1),
    retry: tryAgain,
  },
};

it.each(Object.keys(JOURNEYS))('%s: makes the calls it names, first', async (name) => {
  const journey = JOURNEYS[name]!;
  const recorded = await recordCalls(portal.page, journey);
  expect(recorded.slice(0, journey.calls.length)).toEqual(journey.calls);
});

it.each(faultCases(JOURNEYS))('%s with %s faulted as %s: one message, input kept, retry works, nothing twice', async (name, call, kind) => {
  await runFaulted(portal.page, JOURNEYS[name]!, call, kind);
}, 90_000);
