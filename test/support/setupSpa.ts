import '@testing-library/jest-dom';
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
