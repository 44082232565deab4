// Journeys under injected faults (issue 28, item 4). A journey is arranged (not faulted), then its
// user actions run with one of its calls faulted in one of four ways: a 500, a 503 that is not
// maintenance, a delay beyond the SPA's request timeout, a dropped connection. Asserted each time:
// the page is not blank and raised no uncaught error; exactly one message the user can act on
// (role="alert") once the calls have settled; a half-filled form keeps its input; the retry, where
// the journey has one, succeeds; and no data table grew by more than one row.
import type { Locator, Page, Request } from 'playwright-core';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/transport/client';
import { control } from './control';

export const FAULT_KINDS = ['500', '503', 'timeout', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultJourney {
  /** The gateway calls its actions make, in order (a test checks them against a recording). */
  calls: readonly string[];
  /** The one call also delayed beyond the timeout (each such run takes 32 s): the one that matters. */
  timeoutCall: string;
  /** Steps before the faulted part (sign in, open the page); their calls are not faulted. */
  arrange(page: Page): Promise<void>;
  /** The user's actions whose calls are faulted; they must not wait for the answer. */
  act(page: Page): Promise<void>;
  /** Visible once the journey has succeeded. */
  done(page: Page): Locator;
  /** Calls whose failure the journey absorbs by design (no message, the journey goes on). */
  absorbs?: readonly string[];
  /** After a failure: what must still be there (a half-filled form's input). */
  kept?(page: Page): Promise<void>;
  /** Tries again, where that makes sense, as the user would; after it the journey succeeds. */
  retry?(page: Page): Promise<void>;
}

const isGatewayCall = (request: Request) => /^\/(gateway|user)\//.test(new URL(request.url()).pathname);

/** The paths of the gateway calls the journey's actions make, in the order first made. */
export async function recordCalls(page: Page, journey: FaultJourney): Promise<string[]> {
  await journey.arrange(page);
  await page.waitForLoadState('networkidle');
  const paths: string[] = [];
  const onRequest = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (isGatewayCall(request) && !paths.includes(path)) paths.push(path);
  };
  page.on('request', onRequest);
  await journey.act(page);
  await journey.done(page).waitFor();
  page.off('request', onRequest);
  return paths;
}

/** The fault of a kind on a path, once: the delay outlasts the SPA's timeout by two seconds. */
function faultOf(kind: FaultKind, path: string) {
  switch (kind) {
    case '500':
      return { path, status: 500 };
    case '503':
      return { path, status: 503 };
    case 'timeout':
      return { path, status: 0, delayMs: REQUEST_TIMEOUT_MS + 2_000 };
    case 'drop':
      return { path, status: 0, drop: true };
  }
}

/** Gateway calls the page has started and not yet seen finish or fail. */
function trackPending(page: Page): { settled: () => Promise<void> } {
  const pending = new Set<Request>();
  page.on('request', (r) => {
    if (isGatewayCall(r)) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return {
    settled: async () => {
      const deadline = Date.now() + REQUEST_TIMEOUT_MS + 10_000;
      while (pending.size > 0) {
        if (Date.now() > deadline) throw new Error(`calls still pending: ${[...pending].map((r) => r.url()).join(', ')}`);
        await page.waitForEvent('requestfinished', { timeout: 1_000 }).catch(() => undefined);
      }
    },
  };
}

/** The tables a journey books in: none may grow by more than one row, retry included. */
const BOOKING_TABLES = ['transfers', 'wire_instructions', 'address_instructions', 'approval_requests', 'action_item_decisions', 'burn_address_requests', 'ledger_entries'];

const messages = (page: Page) => page.locator('[role="alert"]:visible');

/** Each call of each journey with each kind that applies to it: the delay only on its timeoutCall. */
export function faultCases(journeys: Record<string, FaultJourney>): Array<[string, string, FaultKind]> {
  return Object.entries(journeys).flatMap(([name, journey]) =>
    journey.calls.flatMap((call) =>
      FAULT_KINDS.filter((kind) => kind !== 'timeout' || call === journey.timeoutCall).map((kind): [string, string, FaultKind] => [name, call, kind]),
    ),
  );
}

/** The journey with `path` faulted as `kind`: every assertion of the file's header. */
export async function runFaulted(page: Page, journey: FaultJourney, path: string, kind: FaultKind): Promise<void> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await journey.arrange(page);
  await page.waitForLoadState('networkidle');
  const before = await control.counts();
  const calls = trackPending(page);
  await control.fault(faultOf(kind, path));
  await journey.act(page);
  // A message, or the journey done: a call whose failure it absorbs by design (its `absorbs`), or a
  // dropped connection that Chromium itself sent again (it does so once on a reused connection).
  await messages(page).first().or(journey.done(page)).first().waitFor({ timeout: REQUEST_TIMEOUT_MS + 10_000 });
  await calls.settled();

  expect(pageErrors).toEqual([]);
  await expect(page.evaluate(() => document.body.innerText.trim().length)).resolves.toBeGreaterThan(0);
  const shown = await messages(page).allInnerTexts();
  if (shown.length === 0) {
    expect(kind === 'drop' || (journey.absorbs ?? []).includes(path)).toBe(true);
    await journey.done(page).waitFor();
  } else {
    expect(shown).toHaveLength(1);
    await journey.kept?.(page);
  }

  if (shown.length > 0 && journey.retry) {
    await journey.retry(page);
    await journey.done(page).waitFor();
    await calls.settled();
  }
  expect(pageErrors).toEqual([]);
  const after = await control.counts();
  const grew = BOOKING_TABLES.filter((table) => (after[table] ?? 0) - (before[table] ?? 0) > 1);
  expect(grew).toEqual([]);
}
