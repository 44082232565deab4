// The sagas' actions notify the store's subscribers (react-redux: a render each) once per task,
// after it; what a component dispatches notifies at once (ADR 0022, sixth pass).
import { configureStore, createSlice, SHOULD_AUTOBATCH, type PayloadAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { batchedNotifications, markedForBatching, sagaPutsBatched } from '../../../src/app/batchedNotifications';
import { nextTask } from '../../../src/shared/nextTask';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, typed: '' },
  reducers: {
    answered: (state, action: PayloadAction<number>) => {
      state.value += action.payload;
    },
    typed: (state, action: PayloadAction<string>) => {
      state.typed = action.payload;
    },
    started: (state) => state,
  },
});
const { answered, typed, started } = counter.actions;

function storeWithSagas(count: number) {
  const sagaMiddleware = createSagaMiddleware({ effectMiddlewares: [sagaPutsBatched] });
  const seen: string[] = [];
  const store = configureStore({
    reducer: counter.reducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware, () => (next) => (action) => {
      seen.push(JSON.stringify(action));
      return next(action);
    }),
    enhancers: (defaults) => [...defaults, batchedNotifications()],
  });
  sagaMiddleware.run(function* answers() {
    for (;;) {
      yield take(started.type);
      for (let i = 1; i <= count; i += 1) yield put(answered(i));
    }
  });
  const notified: number[] = [];
  store.subscribe(() => notified.push(store.getState().value));
  return { store, notified, seen };
}

describe('batched store notifications', () => {
  it("N actions a saga puts in one task make one notification, in the next task, with every action's change", async () => {
    const { store, notified } = storeWithSagas(5);
    store.dispatch(started());
    // started (a component's dispatch) notified at once; the five answers not yet.
    expect(notified).toEqual([0]);
    expect(store.getState().value).toBe(15); // the reducer has every action already
    await nextTask();
    expect(notified).toEqual([0, 15]);
    await nextTask();
    expect(notified).toEqual([0, 15]); // one notification, not one per action
  });

  it("a component's dispatch after marked ones notifies at once, with them (nothing waits, nothing is lost)", async () => {
    const { store, notified } = storeWithSagas(3);
    store.dispatch(markedForBatching(answered(10)));
    expect(notified).toEqual([]);
    store.dispatch(typed('a'));
    expect(notified).toEqual([10]);
    expect(store.getState()).toEqual({ value: 10, typed: 'a' });
    await nextTask();
    expect(notified).toEqual([10]);
  });

  it("marks the sagas' actions with meta only: the type and the payload are the action creator's", () => {
    const { store, seen } = storeWithSagas(1);
    store.dispatch(started());
    const put = JSON.parse(seen.at(-1) as string) as { type: string; payload: number; meta: Record<string, unknown> };
    expect(put).toEqual({ ...answered(1), meta: { [SHOULD_AUTOBATCH]: true } });
    expect(JSON.parse(seen[0] as string)).toEqual(started());
  });

  it('keeps an action\'s own meta beside the mark', () => {
    expect(markedForBatching({ type: 'x/y', payload: 1, meta: { arg: 'a' } })).toEqual({ type: 'x/y', payload: 1, meta: { arg: 'a', [SHOULD_AUTOBATCH]: true } });
  });
});
