// The pipelines' chunk (src/app/pipelines.ts: the saga runtime, the first page's sagas, the API
// layer) arrives after the first page (issue 29): what is dispatched from the sagas' start until it
// has run reaches the sagas in order, nothing before; a chunk that fails to load can be asked again.
import { take } from 'redux-saga/effects';
import type { AnyAction } from 'redux';
import { createAppStore } from '../../../src/app/store';
import { registerLazySaga, resetLazySagasForTests } from '../../../src/runtime/lazySagas';
import { testConfig } from '../../builders/config';

afterEach(() => {
  resetLazySagasForTests();
  jest.dontMock('../../../src/app/pipelines');
});

/** A saga that records every 'probe/…' action it takes. */
function probe(seen: string[]) {
  registerLazySaga('probe', function* probeSaga() {
    for (;;) {
      const action: AnyAction = yield take((a: AnyAction) => a.type.startsWith('probe/'));
      seen.push(action.type);
    }
  });
}

describe('the pipelines, loaded when the sagas start', () => {
  it('hands the sagas what was dispatched while their chunk loaded, in order, and nothing from before', async () => {
    const store = createAppStore(testConfig({ actionLogSize: 0 }), { runSagas: 'later' });
    const seen: string[] = [];
    probe(seen);
    store.dispatch({ type: 'probe/beforeTheStart' });
    const started = store.startSagas();
    store.dispatch({ type: 'probe/loginClicked' });
    store.dispatch({ type: 'probe/secondClick' });
    expect(seen).toEqual([]);
    await started;
    expect(seen).toEqual(['probe/loginClicked', 'probe/secondClick']);
    store.dispatch({ type: 'probe/afterwards' });
    expect(seen).toEqual(['probe/loginClicked', 'probe/secondClick', 'probe/afterwards']);
  });

  it('keeps what comes after keepActionsForSagas for the sagas started later (the pre-rendered login page)', async () => {
    const store = createAppStore(testConfig({ actionLogSize: 0 }), { runSagas: 'later' });
    const seen: string[] = [];
    probe(seen);
    store.keepActionsForSagas();
    store.dispatch({ type: 'probe/typedDuringHydration' });
    await store.startSagas();
    expect(seen).toEqual(['probe/typedDuringHydration']);
  });

  it('never starts them with runSagas false (the tests, the pre-render)', async () => {
    const store = createAppStore(testConfig({ actionLogSize: 0 }), { runSagas: false });
    const seen: string[] = [];
    probe(seen);
    store.keepActionsForSagas();
    await store.startSagas();
    store.dispatch({ type: 'probe/ignored' });
    expect(seen).toEqual([]);
  });

  it('a chunk that fails to load rejects; asked again, it starts them with what was kept meanwhile', async () => {
    jest.resetModules();
    jest.doMock('../../../src/app/pipelines', () => {
      throw new Error('Loading chunk pipelines failed.');
    });
    const { createAppStore: create } = await import('../../../src/app/store');
    const lazySagas = await import('../../../src/runtime/lazySagas');
    const { testConfig: config } = await import('../../builders/config');
    const store = create(config({ actionLogSize: 0 }), { runSagas: 'later' });
    const seen: string[] = [];
    lazySagas.registerLazySaga('probe', function* probeSaga() {
      for (;;) {
        const action: AnyAction = yield take((a: AnyAction) => a.type.startsWith('probe/'));
        seen.push(action.type);
      }
    });
    const first = store.startSagas();
    store.dispatch({ type: 'probe/clickedWhileFailing' });
    await expect(first).rejects.toThrow('Loading chunk pipelines failed.');
    jest.dontMock('../../../src/app/pipelines');
    await store.startSagas();
    expect(seen).toEqual(['probe/clickedWhileFailing']);
    lazySagas.resetLazySagasForTests();
  });
});
