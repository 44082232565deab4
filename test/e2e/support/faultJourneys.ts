// Journeys under injected faults (issue 28, item 4). A journey is arranged (not faulted), then its
// user actions run with one of its calls faulted in one of four ways: a 500, a 503 that is not
// maintenance, a delay beyond the SPA's request timeout, a dropped connection. Asserted each time:
// the page is not blank and raised no uncaught error; exactly one message the user can act on
// (role="alert") once the calls have settled; a half-filled form keeps its input; the retry, where
// the journey has one, succeeds; and no data table grew by more than one run of the journey books.
//
// The run time is kept down (issue 28: the whole suite at most 240 s more): a journey signs in once
// (`session`) and runs every case on that page, each arranged afresh (`arrange`: a reload or a
// cleared sign-in); and the delays beyond the timeout, 32 s each, run for all journeys at once in
// their own pages (runTimeoutsAtOnce), each journey's fault taken by its own page's call.
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/transport/client';
import { newPortalPage } from './browser';
import { control } from './control';

export const FAULT_KINDS = ['500', '503', 'timeout', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A gateway call as `METHOD /path` (the method matters where a path serves several: a list and a create). */
export type FaultCall = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

export interface FaultJourney {
  /** The gateway calls its actions make, in order (a test checks them against a recording). */
  calls: readonly FaultCall[];
  /** The one call also delayed beyond the timeout (each such run takes 32 s): the one that matters. */
  timeoutCall: FaultCall;
  /** Once, before its cases, on the journey's own page (a sign-in); never faulted. */
  session?(page: Page): Promise<void>;
  /** Steps before the faulted part of each case (open the page afresh, fill the form); not faulted. */
  arrange(page: Page): Promise<void>;
  /** The user's actions whose calls are faulted; they must not wait for the answer. */
  act(page: Page): Promise<void>;
  /** Visible once the journey has succeeded. */
  done(page: Page): Locator;
  /** Calls whose failure the journey absorbs by design (no message, the journey goes on). */
  absorbs?: readonly FaultCall[];
  /** After a failure: what must still be there (a half-filled form's input). */
  kept?(page: Page): Promise<void>;
  /** Tries again, where that makes sense, as the user would; after it the journey succeeds. */
  retry?(page: Page): Promise<void>;
  /** The rows one successful run books, by table (a table may grow by that much, no more; any other by none). */
  books?: Readonly<Record<string, number>>;
  /** After each case: undoes what it booked, so that the next case can book the same again. */
  cleanup?(page: Page): Promise<void>;
}

const isGatewayCall = (request: Request) => /^\/(gateway|user)\//.test(new URL(request.url()).pathname);
const callOf = (request: Request): FaultCall => `${request.method()} ${new URL(request.url()).pathname}` as FaultCall;

function splitCall(call: FaultCall): { method: string; path: string } {
  const [method, path] = call.split(' ') as [string, string];
  return { method, path };
}

/** The gateway calls the journey's actions make, in the order first made. */
export async function recordCalls(page: Page, journey: FaultJourney): Promise<FaultCall[]> {
  await control.liftCodeLimits();
  await journey.arrange(page);
  await page.waitForLoadState('networkidle');
  const calls: FaultCall[] = [];
  const onRequest = (request: Request) => {
    const call = callOf(request);
    if (isGatewayCall(request) && !calls.includes(call)) calls.push(call);
  };
  page.on('request', onRequest);
  await journey.act(page);
  await journey.done(page).waitFor();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  await journey.cleanup?.(page);
  return calls;
}

/** The fault of a kind on a call, once: the delay outlasts the SPA's timeout by two seconds. */
function faultOf(kind: FaultKind, call: FaultCall) {
  const { method, path } = splitCall(call);
  const exact = true; // this call, not the calls below its path (POST …/passkey, not …/passkey/options)
  switch (kind) {
    case '500':
      return { path, method, exact, status: 500 };
    case '503':
      return { path, method, exact, status: 503 };
    case 'timeout':
      return { path, method, exact, status: 0, delayMs: REQUEST_TIMEOUT_MS + 2_000 };
    case 'drop':
      // Ten times: Chromium sends a call again by itself when a reused connection closed with no answer
      // (GET, POST and PUT alike: seen on every journey here), on each idle connection it holds to the
      // host (six at most); dropped once, every journey went on with no message. The page sees the
      // failure only when every such resend is dropped too; the faults left are cleared before the retry.
      return { path, method, exact, status: 0, drop: true, times: 10 };
  }
}

/** What a case watches on its page, with its listeners taken off at the end (the page serves the next case). */
function watch(page: Page) {
  const pending = new Set<Request>();
  const errors: string[] = [];
  const onRequest = (r: Request) => {
    if (isGatewayCall(r)) pending.add(r);
  };
  const onSettled = (r: Request) => pending.delete(r);
  const onError = (error: Error) => errors.push(error.message);
  page.on('request', onRequest);
  page.on('requestfinished', onSettled);
  page.on('requestfailed', onSettled);
  page.on('pageerror', onError);
  return {
    errors,
    /** Until every gateway call the page started has finished or failed. */
    settled: async () => {
      const deadline = Date.now() + REQUEST_TIMEOUT_MS + 10_000;
      while (pending.size > 0) {
        if (Date.now() > deadline) throw new Error(`calls still pending: ${[...pending].map((r) => r.url()).join(', ')}`);
        await page.waitForEvent('requestfinished', { timeout: 1_000 }).catch(() => undefined);
      }
    },
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onSettled);
      page.off('requestfailed', onSettled);
      page.off('pageerror', onError);
    },
  };
}

/** The tables a journey may book in. */
const BOOKING_TABLES = ['transfers', 'wire_instructions', 'address_instructions', 'approval_requests', 'action_item_decisions', 'burn_address_requests', 'ledger_entries'];

/** The booking tables that grew by more than the journeys allow (`allowed`: how many runs book in each table). */
function grewTooMuch(before: Record<string, number>, after: Record<string, number>, allowed: (table: string) => number): string[] {
  return BOOKING_TABLES.filter((table) => (after[table] ?? 0) - (before[table] ?? 0) > allowed(table)).map(
    (table) => `${table} +${(after[table] ?? 0) - (before[table] ?? 0)}`,
  );
}

const messages = (page: Page) => page.locator('[role="alert"]:visible');

/** Each call of each journey with each kind that applies to it, but the delay (runTimeoutsAtOnce runs those). */
export function faultCases(journey: FaultJourney): Array<[FaultCall, FaultKind]> {
  return journey.calls.flatMap((call) => FAULT_KINDS.filter((kind) => kind !== 'timeout').map((kind): [FaultCall, FaultKind] => [call, kind]));
}

/** After the fault: the page's state, every assertion of the file's header; the retry; the journey done. */
async function checkOutcome(page: Page, journey: FaultJourney, call: FaultCall, kind: FaultKind, watched: ReturnType<typeof watch>): Promise<void> {
  // A message, or the journey done: a call whose failure it absorbs by design (its `absorbs`).
  await messages(page).first().or(journey.done(page)).first().waitFor({ timeout: REQUEST_TIMEOUT_MS + 10_000 });
  await watched.settled();

  expect(watched.errors).toEqual([]);
  await expect(page.evaluate(() => document.body.innerText.trim().length)).resolves.toBeGreaterThan(0);
  const shown = await messages(page).allInnerTexts();
  if (shown.length === 0) {
    expect({ call, kind, absorbed: (journey.absorbs ?? []).includes(call) }).toEqual({ call, kind, absorbed: true });
    await journey.done(page).waitFor();
  } else {
    expect(shown).toHaveLength(1);
    await journey.kept?.(page);
    if (journey.retry) {
      await control.clearFaults(); // the network is back
      await journey.retry(page);
      await journey.done(page).waitFor();
      await watched.settled();
    }
  }
  expect(watched.errors).toEqual([]);
}

/** The journey, on its page already in session, with `call` faulted as `kind`. */
export async function runFaulted(page: Page, journey: FaultJourney, call: FaultCall, kind: FaultKind): Promise<void> {
  // One person sends more codes here in a minute than the limits allow in their window: each case starts afresh.
  await control.liftCodeLimits();
  await journey.arrange(page);
  await page.waitForLoadState('networkidle');
  const before = await control.counts();
  const watched = watch(page);
  try {
    await control.fault(faultOf(kind, call));
    await journey.act(page);
    await checkOutcome(page, journey, call, kind, watched);
  } finally {
    watched.stop();
    await control.clearFaults();
  }
  const after = await control.counts();
  expect(grewTooMuch(before, after, (table) => journey.books?.[table] ?? 0)).toEqual([]);
  await journey.cleanup?.(page);
}

/** A journey's own browser context and page, in session; its CSP reports collected. */
export async function journeyPage(browser: Browser, journey: FaultJourney): Promise<{ context: BrowserContext; page: Page; csp: string[] }> {
  const { context, page } = await newPortalPage(browser);
  const csp: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  await journey.session?.(page);
  return { context, page, csp };
}

/**
 * Every journey with its timeoutCall delayed beyond the SPA's timeout, all at once (one 32 s wait,
 * not one per journey): each arranged in its own page, one after the other, then one by one its fault set and its
 * actions run until its page has sent the faulted call (so that call takes the fault, not another
 * page's), then every outcome checked side by side. A table may grow by what the journeys book in it together.
 */
export async function runTimeoutsAtOnce(browser: Browser, journeys: Record<string, FaultJourney>): Promise<void> {
  // Arranged one after the other: eleven pages signing in at once on two cores run no faster, and
  // each waits past Playwright's 30 s action timeout when the machine is busy.
  const contexts: BrowserContext[] = [];
  const runs: Array<{ name: string; journey: FaultJourney; page: Page; csp: string[]; watched: ReturnType<typeof watch> }> = [];
  try {
    for (const [name, journey] of Object.entries(journeys)) {
      const { context, page, csp } = await journeyPage(browser, journey);
      contexts.push(context);
      await journey.arrange(page);
      await page.waitForLoadState('networkidle');
      runs.push({ name, journey, page, csp, watched: watch(page) });
    }
    const before = await control.counts();
    for (const run of runs) {
      const { method, path } = splitCall(run.journey.timeoutCall);
      const sent = run.page.waitForRequest((r) => r.method() === method && new URL(r.url()).pathname === path, { timeout: 20_000 });
      await control.fault(faultOf('timeout', run.journey.timeoutCall));
      await run.journey.act(run.page);
      await sent;
    }
    const outcomes = await Promise.allSettled(runs.map((run) => checkOutcome(run.page, run.journey, run.journey.timeoutCall, 'timeout', run.watched)));
    const failed = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [`${runs[i]!.name}: ${String(o.reason)}`] : []));
    expect(failed).toEqual([]);
    const after = await control.counts();
    const booked = (table: string) => runs.reduce((sum, run) => sum + (run.journey.books?.[table] ?? 0), 0);
    expect(grewTooMuch(before, after, booked)).toEqual([]);
    expect(runs.flatMap((run) => run.csp)).toEqual([]);
  } finally {
    await control.clearFaults();
    runs.forEach((run) => run.watched.stop());
    await Promise.all(contexts.map((context) => context.close()));
  }
}
