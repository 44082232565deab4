// Which gateway call an action belongs to (docs/action-log.md, "Request ids"). A saga calls the API
// and puts the outcome as soon as the answer arrives: the answer is settled by the request tracker
// (requestSettled, with the call's X-Request-Id) and the saga's puts follow in the same JavaScript
// task, before any other event can run. So the actions recorded in the task in which a request
// settled report its answer; the requests that start in the task of an action were started by it
// (the latest action of that task). The ids come from the requests, never from a reducer.
import type { ApiEvent, ApiEventBus } from '../../api/index';
import type { ActionRecorder, LoggedEntry } from './recorder';

interface Task {
  answering: string | null;
  last: LoggedEntry | null;
}

/** Runs `end` once the current task is over (a macrotask: every promise callback of it has run). */
export type EndOfTask = (end: () => void) => void;

const afterThisTask: EndOfTask = (end) => void setTimeout(end, 0);

export function linkRequests(bus: ApiEventBus, recorder: ActionRecorder, endOfTask: EndOfTask = afterThisTask): () => void {
  let task: Task | null = null;
  const current = (): Task => {
    if (task) return task;
    const opened: Task = { answering: null, last: null };
    task = opened;
    endOfTask(() => {
      if (task === opened) task = null;
    });
    return opened;
  };
  recorder.onRecord((entry) => {
    const t = current();
    t.last = entry;
    if (t.answering !== null) entry.requestId = t.answering;
  });
  return bus.subscribe((event: ApiEvent) => {
    if (event.type === 'requestSettled') {
      current().answering = event.requestId;
    } else if (event.type === 'requestStarted') {
      const { last } = current();
      if (last) (last.startedRequestIds ??= []).push(event.requestId);
    }
  });
}
