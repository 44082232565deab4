// The session log file against @redux-devtools/instrument itself: the same actions through an
// instrumented store give the lifted state our file must match member for member, and the file,
// imported (IMPORT_STATE, as Redux DevTools' Import does), gives the store the session's state.
import { createStore, type AnyAction } from 'redux';
import { instrument, ActionCreators } from '@redux-devtools/instrument';
import { markUndefined, toSessionLogFile, UNDEFINED_MARK, type SessionLogFile } from '../../../../src/app/actionLog/liftedState';
import { createActionRecorder } from '../../../../src/app/actionLog/recorder';
import { readSessionLog } from '../../../../src/app/actionLog/replay';
import { mintBurnActions } from '../../../../src/features/mintBurn/index';
import { sessionActions } from '../../../../src/features/session/index';
import { selectedEvents } from '../../../builders/accounts';
import { configLoaded } from '../../../builders/config';
import { burnAddress, walletAddress } from '../../../builders/mintBurn';
import { testReducer, type TestState } from '../../../support/testStore';

const session: AnyAction[] = [
  configLoaded(),
  sessionActions.signedIn({ username: 'demo.mm', via: 'signIn' }),
  ...selectedEvents('M1'),
  mintBurnActions.pageOpened(),
  mintBurnActions.burnAddressGenerationStarted({ acctNum: 'M1', requestId: 'gen-1' }),
  mintBurnActions.burnAddressGenerated({ acctNum: 'M1', requestId: 'gen-1', address: burnAddress(1, '2026-11-20T15:30:00Z') }),
  mintBurnActions.addressCopied({ address: walletAddress(1), until: 1_005_000 }),
];

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The same actions recorded by the session log and exported. */
function exported(actions: readonly AnyAction[]): SessionLogFile {
  let time = 1_700_000_000_000;
  const recorder = createActionRecorder({ capacity: 100, clock: () => (time += 1_000) });
  const store = createStore(testReducer, undefined, (create) => (reducer, preloaded) => {
    const inner = create(reducer, preloaded);
    const dispatch = recorder.middleware({ getState: inner.getState, dispatch: inner.dispatch })(inner.dispatch);
    return { ...inner, dispatch };
  });
  actions.forEach((action) => store.dispatch(action));
  return json(toSessionLogFile(recorder.snapshot(), 'test'));
}

/** The same actions through instrument: its lifted state. */
function instrumented(actions: readonly AnyAction[]) {
  const store = createStore(testReducer, instrument());
  actions.forEach((action) => store.dispatch(action));
  const raw = store.liftedStore.getState();
  return { raw, members: Object.keys(raw), lifted: json(raw), state: json(store.getState()) as TestState };
}

describe('the session log file is the lifted state of @redux-devtools/instrument', () => {
  it('holds every member of the lifted state, with the same ids, index and states', () => {
    const file = exported(session);
    const { raw, lifted, members } = instrumented(session);
    expect(Object.keys(file).sort()).toEqual([...members, 'sessionLog'].sort());
    expect(file.stagedActionIds).toEqual(lifted.stagedActionIds);
    expect(file.skippedActionIds).toEqual(lifted.skippedActionIds);
    expect(file.nextActionId).toBe(lifted.nextActionId);
    expect(file.currentStateIndex).toBe(lifted.currentStateIndex);
    expect([file.isLocked, file.isPaused]).toEqual([lifted.isLocked, lifted.isPaused]);
    expect(Object.keys(file.actionsById)).toEqual(Object.keys(lifted.actionsById));
    const read = readSessionLog(JSON.stringify(file)); // as DevTools reads it: undefined members restored
    for (const id of Object.keys(lifted.actionsById)) {
      const ours = read.actionsById[id];
      const theirs = (raw.actionsById as Record<string, unknown>)[id] as { type: string; action: AnyAction; timestamp: number };
      expect(ours).toEqual({ type: theirs.type, action: theirs.action, timestamp: expect.any(Number) });
    }
    expect(file.computedStates).toEqual(lifted.computedStates);
  });

  it('imported as DevTools imports a file (IMPORT_STATE), recomputed by the app\'s reducer, it ends in the session\'s state', () => {
    const file = exported(session);
    const { state } = instrumented(session);
    const store = createStore(testReducer, instrument());
    store.liftedStore.dispatch(ActionCreators.importState(file as never) as never);
    expect(json(store.getState())).toEqual(state);
    expect(json(store.liftedStore.getState()).computedStates).toEqual(file.computedStates);
  });

  it('imported as it is (no recompute), DevTools shows the states the page had', () => {
    const file = exported(session);
    const { state } = instrumented(session);
    const store = createStore(testReducer, instrument());
    store.liftedStore.dispatch(ActionCreators.importState(file as never, true) as never);
    expect(json(store.getState())).toEqual(state);
    expect(json(store.liftedStore.getState()).stagedActionIds).toHaveLength(session.length + 1);
  });

  it('tells the period it covers and how much was kept', () => {
    const { sessionLog } = exported(session);
    expect(sessionLog).toEqual({
      format: 1,
      app: 'institutional-portal',
      build: 'test',
      from: new Date(1_700_000_002_000).toISOString(), // the clock's first reading is the recorder's start
      to: new Date(1_700_000_000_000 + (session.length + 1) * 1_000).toISOString(),
      kept: session.length,
      dropped: 0,
      capacity: 100,
    });
  });
});

describe('undefined members of actions', () => {
  it('are written as jsan writes undefined (DevTools reads them back as undefined), and the replay reads them so', () => {
    const action = { type: '@@redux-form/UPDATE_SYNC_ERRORS', payload: { syncErrors: { ssnLast4: undefined, zip: 'Required' } }, meta: { form: 'f' } };
    expect(markUndefined(action)).toEqual({ ...action, payload: { syncErrors: { ssnLast4: UNDEFINED_MARK, zip: 'Required' } } });
    const plain = { type: 't', payload: { a: 1 } };
    expect(markUndefined(plain)).toBe(plain); // nothing to mark: the same object
    expect(markUndefined([1, undefined])).toEqual([1, UNDEFINED_MARK]);
  });
});
