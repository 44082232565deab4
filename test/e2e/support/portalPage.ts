// The lifecycle every journey shares: one Chromium per file; for each test a reset gateway, a fresh
// context and page, and afterwards the context closed and the config overrides dropped. Every
// journey also checks that no page it visited reported a Content Security Policy violation (the
// gateway's CSP allows no inline script or style: ADR 0012).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPortalPage } from './browser';
import { control } from './control';
import { enableTestMode, trackVisited } from './secrets';

export interface PortalPageOptions {
  /** Keeps the action log (test mode) and records the addresses visited, for expectNoSecrets. */
  testMode?: boolean;
}

/** Read these inside a test or hook (not at load time): each test gets its own context and page. */
export interface PortalPage {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`setUpPortalPage: no ${what} yet (read it inside a test or hook)`);
  return value;
}

/**
 * Registers the beforeAll/afterAll/beforeEach/afterEach hooks of a journey file; call it once at
 * the top level. (Not named use…: the react-hooks lint rule would take it for a React hook.)
 */
export function setUpPortalPage(options: PortalPageOptions = {}): PortalPage {
  let browser: Browser | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;
  let cspViolations: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await control.reset();
    current = await newPortalPage(ready(browser, 'browser'));
    cspViolations = [];
    // Chromium reports each blocked script, style or request on the console of the page (every
    // page of the context: a second tab too).
    current.context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
    if (options.testMode) {
      await enableTestMode(current.context);
      trackVisited(current.page);
    }
  });
  afterEach(async () => {
    await current?.context.close();
    current = undefined;
    await control.clearConfig();
    expect(cspViolations).toEqual([]);
  });

  return {
    get browser() {
      return ready(browser, 'browser');
    },
    get context() {
      return ready(current, 'context').context;
    },
    get page() {
      return ready(current, 'page').page;
    },
  };
}
