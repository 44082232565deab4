// The session log's recorder: the ring keeps the last N actions with the state each one made, the
// state before the oldest is the committed one, reducers added later are an entry of their own,
// and nothing is copied on the way (references only).
import { configureStore, createSlice, type AnyAction } from '@reduxjs/toolkit';
import { createActionRecorder, REDUCERS_ADDED } from '../../../../src/app/actionLog/recorder';

const counter = createSlice({
  name: 'counter',
  initialState: { n: 0 },
  reducers: { added: (state, action: { payload: number }) => void (state.n += action.payload) },
});

function store(capacity: number) {
  let time = 1_000;
  const recorder = createActionRecorder({ capacity, clock: () => (time += 10) });
  const s = configureStore({ reducer: { counter: counter.reducer }, middleware: (d) => d().concat(recorder.middleware) });
  return { recorder, store: s };
}

describe('the session log recorder', () => {
  it('keeps every action with the state it made, oldest first, from the preloaded state', () => {
    const { recorder, store: s } = store(10);
    const preloaded = s.getState();
    s.dispatch(counter.actions.added(2));
    s.dispatch(counter.actions.added(3));
    const session = recorder.snapshot();
    expect(session.committedState).toBe(preloaded);
    expect(session.entries.map((e) => [e.action.type, (e.state as { counter: { n: number } }).counter.n])).toEqual([
      ['counter/added', 2],
      ['counter/added', 5],
    ]);
    expect(session.entries[1]?.state).toBe(s.getState()); // a reference, not a copy
    expect(session.entries.map((e) => e.at)).toEqual([1_020, 1_030]);
    expect(session.dropped).toBe(0);
  });

  it('keeps only the last N: the state the dropped actions made becomes the committed state', () => {
    const { recorder, store: s } = store(3);
    [1, 2, 3, 4, 5].forEach((n) => s.dispatch(counter.actions.added(n)));
    const session = recorder.snapshot();
    expect(session.entries.map((e) => e.action.payload as number)).toEqual([3, 4, 5]);
    expect(session.committedState).toEqual({ counter: { n: 3 } }); // after 1 and 2
    expect(session.dropped).toBe(2);
    expect(session.capacity).toBe(3);
  });

  it('records reducers added later as an entry of their own, with the state they started', () => {
    const { recorder } = store(5);
    recorder.reducersAdded(['form'], { counter: { n: 0 }, form: {} });
    const [entry] = recorder.snapshot().entries;
    expect(entry?.action).toEqual({ type: REDUCERS_ADDED, payload: { keys: ['form'] } });
    expect(entry?.state).toEqual({ counter: { n: 0 }, form: {} });
  });

  it('records in the order the reducer saw the actions, even when one is dispatched while another is handled', () => {
    let time = 0;
    const recorder = createActionRecorder({ capacity: 10, clock: () => (time += 1) });
    // A middleware before the recorder reacting to an action with another (as the saga middleware does).
    const echo = (api: { dispatch: (a: AnyAction) => unknown }) => (next: (a: AnyAction) => unknown) => (action: AnyAction) => {
      const result = next(action);
      if (action.type === 'counter/added' && action.payload === 1) api.dispatch(counter.actions.added(10));
      return result;
    };
    const s = configureStore({ reducer: { counter: counter.reducer }, middleware: (d) => d().concat(echo, recorder.middleware) });
    s.dispatch(counter.actions.added(1));
    expect(recorder.snapshot().entries.map((e) => [e.action.payload, (e.state as { counter: { n: number } }).counter.n])).toEqual([
      [1, 1],
      [10, 11],
    ]);
  });
});
