// The session log of the app's store (docs/action-log.md): the recorder next to the reducer, the
// request links, and the file's source for the support dialog. Created only when the
// configuration keeps a log (actionLogSize > 0).
import type { ApiEventBus } from '../../api/index';
import { provideSessionLog } from '../../shared/sessionLog';
import { toSessionLogFile } from './liftedState';
import { createActionRecorder, type ActionRecorder } from './recorder';
import { linkRequests } from './requestLinks';

export function createSessionLog(capacity: number, bus: ApiEventBus, build: string): ActionRecorder | null {
  if (capacity <= 0) return null;
  const recorder = createActionRecorder({ capacity });
  linkRequests(bus, recorder);
  provideSessionLog(() => JSON.stringify(toSessionLogFile(recorder.snapshot(), build)));
  return recorder;
}
