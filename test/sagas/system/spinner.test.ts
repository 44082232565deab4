import { buffers, channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { selectSpinnerVisible, systemActions } from '../../../src/features/system/index';
import type { RequestEvent } from '../../../src/features/system/sagas/apiEventsBridge';
import { spinnerSaga } from '../../../src/features/system/sagas/spinner';
import { observedReducer } from '../../support/testStore';
import { manualClock, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';

const started = (id: number): RequestEvent => ({ type: 'requestStarted', id, url: `/gateway/${id}`, requestId: `r-${id}`, background: false });
const settled = (id: number): RequestEvent => ({ type: 'requestSettled', id, url: `/gateway/${id}`, requestId: `r-${id}`, background: false });

function setUp() {
  const clock = manualClock();
  const requests = channel<RequestEvent>(buffers.expanding());
  const store = observedReducer();
  const { finish } = runUntilFinished(expectSaga(untilFinished, spinnerSaga, requests, 500).withReducer(store.reducer).provide([clock.provider]));
  const send = async (...events: RequestEvent[]) => {
    events.forEach((e) => requests.put(e));
    await settle();
  };
  const visible = () => selectSpinnerVisible(store.latest());
  const count = async (type: string) => {
    const { effects } = await finish();
    return (effects.put ?? []).filter((e: { payload: { action: { type: string } } }) => e.payload.action.type === type).length;
  };
  return { clock, send, visible, count, finished: finish };
}

describe('spinnerSaga', () => {
  it('calls that settle within the delay never show the spinner', async () => {
    const { clock, send, visible, count } = setUp();
    await send(started(1), started(2));
    expect(clock.pending()).toEqual([500]);
    await send(settled(2), settled(1));
    await clock.elapse(500); // too late: everything had settled
    expect(visible()).toBe(false);
    expect(await count(systemActions.spinnerShown.type)).toBe(0);
  });

  it('shows after the delay and hides only when every pending call has settled', async () => {
    const { clock, send, visible, count } = setUp();
    await send(started(1), started(2));
    expect(visible()).toBe(false); // not before the delay
    await clock.elapse(500);
    expect(visible()).toBe(true);
    await send(settled(1));
    expect(visible()).toBe(true); // one is still pending
    await send(started(3), settled(2));
    expect(visible()).toBe(true);
    await send(settled(3));
    expect(visible()).toBe(false);
    expect(await count(systemActions.spinnerShown.type)).toBe(1);
  });

  it('a burst of calls makes one spinnerShown and one spinnerHidden, not one per call', async () => {
    const { clock, send, count } = setUp();
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    await send(...ids.map(started));
    await clock.elapse(500);
    await send(...ids.map(settled));
    expect(await count(systemActions.spinnerShown.type)).toBe(1);
    expect(await count(systemActions.spinnerHidden.type)).toBe(1);
  });

  it('starts over for the next call after hiding', async () => {
    const { clock, send, visible, finished } = setUp();
    await send(started(1));
    await clock.elapse(500);
    await send(settled(1));
    expect(visible()).toBe(false);
    await send(started(2));
    expect(clock.pending()).toEqual([500]);
    await clock.elapse(500);
    expect(visible()).toBe(true);
    await finished();
  });

  it('ignores a settle for a call it never saw', async () => {
    const { clock, send, visible, finished } = setUp();
    await send(settled(99), started(1));
    await clock.elapse(500);
    expect(visible()).toBe(true);
    await finished();
  });
});
