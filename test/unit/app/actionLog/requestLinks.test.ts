// Which call an action belongs to: actions recorded in the task in which a request settled carry
// its id; requests that start in the task of an action are listed on it; a new task starts clean.
import { createApiEventBus } from '../../../../src/api/transport/events';
import { createActionRecorder } from '../../../../src/app/actionLog/recorder';
import { linkRequests } from '../../../../src/app/actionLog/requestLinks';

function world() {
  const bus = createApiEventBus();
  const recorder = createActionRecorder({ capacity: 10, clock: () => 0 });
  let ends: Array<() => void> = [];
  linkRequests(bus, recorder, (end) => ends.push(end));
  const api = recorder.middleware({ getState: () => ({}), dispatch: (a) => a });
  const record = (type: string) => api((a) => a)({ type });
  return {
    record,
    started: (requestId: string) => bus.emit({ type: 'requestStarted', id: 1, url: '/gateway/x', requestId, background: false }),
    settled: (requestId: string) => bus.emit({ type: 'requestSettled', id: 1, url: '/gateway/x', requestId, background: false }),
    endTask() {
      const due = ends;
      ends = [];
      due.forEach((end) => end());
    },
    links: () => recorder.snapshot().entries.map((e) => ({ type: e.action.type, requestId: e.requestId, started: e.startedRequestIds })),
  };
}

describe('request links', () => {
  it('a click starts a load: the request is listed on the action that started it', () => {
    const w = world();
    w.record('accounts/listRequested');
    w.started('r-1');
    w.endTask();
    expect(w.links()).toEqual([{ type: 'accounts/listRequested', requestId: undefined, started: ['r-1'] }]);
  });

  it('the answer arrives: the actions put in that task carry its id, and a request they start is theirs', () => {
    const w = world();
    w.record('accounts/listRequested');
    w.started('r-1');
    w.endTask();
    w.settled('r-1');
    w.record('accounts/listLoaded');
    w.record('accounts/accountSelected');
    w.started('r-2');
    w.endTask();
    expect(w.links()).toEqual([
      { type: 'accounts/listRequested', requestId: undefined, started: ['r-1'] },
      { type: 'accounts/listLoaded', requestId: 'r-1', started: undefined },
      { type: 'accounts/accountSelected', requestId: 'r-1', started: ['r-2'] },
    ]);
  });

  it('an action in a later task is nobody\'s answer; a request starting in a task with no action is on none', () => {
    const w = world();
    w.settled('r-1');
    w.endTask();
    w.record('session/timeoutTicked');
    w.endTask();
    w.started('r-3');
    w.endTask();
    expect(w.links()).toEqual([{ type: 'session/timeoutTicked', requestId: undefined, started: undefined }]);
  });
});
