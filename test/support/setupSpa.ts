import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { installIntersectionObserver } from './intersectionObserver';

// jsdom lacks these; react-router 7 needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Values webpack's DefinePlugin provides in the browser build.
(globalThis as Record<string, unknown>).__BUILD_VERSION__ = 'test';
(globalThis as Record<string, unknown>).__CONFIG_URL__ = '/institutional/config/mock/app-config.json';

// Nothing is in view unless a test scrolls to it (jsdom has no layout): test/support/intersectionObserver.ts.
installIntersectionObserver();
