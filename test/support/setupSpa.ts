import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router 7 needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Values webpack's DefinePlugin provides in the browser build.
(globalThis as Record<string, unknown>).__BUILD_VERSION__ = 'test';
(globalThis as Record<string, unknown>).__CONFIG_URL__ = '/institutional/config/mock/app-config.json';
