// The app's store and its session log: kept when the configuration says so (from the first action,
// lazy reducers as entries of their own, every request linked), none at all when it says 0.
import { createApiEventBus } from '../../../../src/api/transport/events';
import type { SessionLogFile } from '../../../../src/app/actionLog/liftedState';
import { createSessionLog } from '../../../../src/app/actionLog/createSessionLog';
import { REDUCERS_ADDED } from '../../../../src/app/actionLog/recorder';
import { createAppStore } from '../../../../src/app/store';
import { registerLazyReducer, registerLazyReducers } from '../../../../src/runtime/lazyReducers';
import { registerLazySaga, resetLazySagasForTests } from '../../../../src/runtime/lazySagas';
import { provideSessionLog, sessionLogSource } from '../../../../src/runtime/sessionLogSource';
import { take } from 'redux-saga/effects';
import { systemActions, systemReducer } from '../../../../src/features/system/index';
import { testConfig } from '../../../builders/config';

afterEach(() => {
  provideSessionLog(null);
  resetLazySagasForTests();
});

async function downloaded(): Promise<SessionLogFile> {
  const source = sessionLogSource();
  if (!source) throw new Error('no session log kept');
  return JSON.parse(await source()) as SessionLogFile;
}

describe("the app store's session log", () => {
  it('records from the configuration on, lazy reducers included, and offers the file', async () => {
    const store = createAppStore(testConfig({ actionLogSize: 50 }), { runSagas: false });
    registerLazyReducer('later', systemReducer);
    store.dispatch(systemActions.shellPainted());
    const log = await downloaded();
    const types = log.stagedActionIds.map((id) => log.actionsById[String(id)]?.action.type);
    expect(types).toEqual(['@@INIT', 'system/configLoaded', REDUCERS_ADDED, 'system/shellPainted']);
    expect(log.actionsById['2']?.action.payload).toEqual({ keys: ['later'] });
    expect(Object.keys(log.computedStates[3]?.state as object)).toContain('later');
    expect(log.sessionLog).toMatchObject({ build: 'test', kept: 3, capacity: 50 });
  });

  it('reducers registered together join in one replacement and one entry; one already there joins no more', async () => {
    const store = createAppStore(testConfig({ actionLogSize: 50 }), { runSagas: false });
    const replaced = jest.spyOn(store, 'replaceReducer');
    registerLazyReducers({ first: systemReducer, second: systemReducer });
    registerLazyReducers({ first: systemReducer });
    expect(replaced).toHaveBeenCalledTimes(1);
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['first', 'second']));
    const log = await downloaded();
    const added = log.stagedActionIds.map((id) => log.actionsById[String(id)]?.action).filter((a) => a?.type === REDUCERS_ADDED);
    expect(added.map((a) => a?.payload)).toEqual([{ keys: ['first', 'second'] }]);
  });

  it("'later': the sagas start when the caller says so, once", async () => {
    const store = createAppStore(testConfig({ actionLogSize: 0 }), { runSagas: 'later' });
    const ran: string[] = [];
    registerLazySaga('probe', function* probe() {
      ran.push('probe');
      yield take('never');
    });
    expect(ran).toEqual([]);
    await Promise.all([store.startSagas(), store.startSagas()]);
    expect(ran).toEqual(['probe']);
  });

  it('keeps none when the configuration says 0: no recorder, no download', () => {
    createAppStore(testConfig({ actionLogSize: 0 }), { runSagas: false });
    expect(sessionLogSource()).toBeNull();
    expect(createSessionLog(0, createApiEventBus(), 'test')).toBeNull();
  });

  it('a snapshot is what the log held when the download was asked for, whatever comes after', async () => {
    const store = createAppStore(testConfig({ actionLogSize: 50 }), { runSagas: false });
    const pending = (sessionLogSource() as () => Promise<string>)();
    store.dispatch(systemActions.shellPainted());
    const log = JSON.parse(await pending) as SessionLogFile;
    expect(log.stagedActionIds.map((id) => log.actionsById[String(id)]?.action.type)).not.toContain('system/shellPainted');
  });
});
