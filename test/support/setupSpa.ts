import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { installIntersectionObserver } from './intersectionObserver';
import { expectSaga } from 'redux-saga-test-plan';

// jsdom lacks these; react-router 7 needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Values webpack's DefinePlugin provides in the browser build.
(globalThis as Record<string, unknown>).__BUILD_VERSION__ = 'test';
(globalThis as Record<string, unknown>).__CONFIG_URL__ = '/institutional/config/mock/app-config.json';

// Nothing is in view unless a test scrolls to it (jsdom has no layout): test/support/intersectionObserver.ts.
installIntersectionObserver();

// A saga test runs on no real-time limit: `expectSaga(…).run()` would otherwise race a real 250 ms
// timer and, on a slow machine, cut a saga short with only a warning. A saga that does not end now
// fails at jest's own timeout, loudly; a watcher is driven with runUntilFinished (sagaServices.ts).
expectSaga.DEFAULT_TIMEOUT = false as unknown as number;

// The same for a page's `findBy…`/`waitFor`: testing-library gives up after 1 s by default, which is
// shorter than the first compile of a lazy chunk's modules (React.lazy → import(), e.g. the
// user-access pages) on a machine busy with other suites; the test then failed with the page still
// on its spinner. A condition is now awaited for as long as the test may run (jest's 5 s), so a
// slow machine only waits longer and a page that never shows the text still fails.
configure({ asyncUtilTimeout: 4500 });
