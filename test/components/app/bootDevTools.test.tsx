// Redux DevTools only with its sanitizers, and the sanitizers only where the extension is (ADR 0005,
// ADR 0022): boot loads them when the extension's hook is there, and the store connects with them.
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { boot } from '../../../src/app/boot';
import { REDACTED } from '../../../src/app/devtoolsSanitizers';
import { createAppStore, type AppStoreOptions } from '../../../src/app/store';
import type * as Store from '../../../src/app/store';
import { testConfig } from '../../builders/config';

jest.mock('../../../src/app/store', () => {
  const actual = jest.requireActual<typeof Store>('../../../src/app/store');
  return { ...actual, createAppStore: jest.fn(actual.createAppStore) };
});

const HOOK = '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__';
const storeOptions = () => (createAppStore as jest.Mock).mock.calls[0]?.[1] as AppStoreOptions;

describe('boot and Redux DevTools', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    (createAppStore as jest.Mock).mockClear();
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    delete (window as unknown as Record<string, unknown>)[HOOK];
  });

  it('without the extension, the store has no DevTools and no sanitizers are loaded', async () => {
    await act(async () => {
      root = await boot(container, () => Promise.resolve(testConfig()));
    });
    expect(storeOptions().devTools).toBeNull();
  });

  it('with the extension, the store connects with the sanitizers: no password reaches it', async () => {
    (window as unknown as Record<string, unknown>)[HOOK] = jest.fn();
    await act(async () => {
      root = await boot(container, () => Promise.resolve(testConfig()));
    });
    const sanitizers = storeOptions().devTools;
    expect(sanitizers?.actionSanitizer({ type: 'x', payload: { password: 'Demo!Pass-2026' } }).payload).toEqual({ password: REDACTED });
    expect(sanitizers?.stateSanitizer({ form: { newPassword: 'x' } })).toEqual({ form: { newPassword: REDACTED } });
  });
});
