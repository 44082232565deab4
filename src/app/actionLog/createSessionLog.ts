// The session log of the app's store (docs/action-log.md): the recorder next to the reducer, the
// request links, and the file's source for the support dialog. Created only when the
// configuration keeps a log (actionLogSize > 0). The export's code is a chunk of its own.
import type { ApiEventBus } from '../../api/index';
import { provideSessionLog } from '../../runtime/sessionLogSource';
import { createActionRecorder, type ActionRecorder } from './recorder';
import { linkRequests } from './requestLinks';

export function createSessionLog(capacity: number, bus: ApiEventBus, build: string): ActionRecorder | null {
  if (capacity <= 0) return null;
  const recorder = createActionRecorder({ capacity });
  linkRequests(bus, recorder);
  provideSessionLog(async () => {
    const session = recorder.snapshot(); // what the log holds now, before the export's code loads
    // The export (and its sanitizing walk) loads with the first download, not with the first page.
    const { toSessionLogFile } = await import(/* webpackChunkName: "session-log" */ './liftedState');
    return JSON.stringify(toSessionLogFile(session, build));
  });
  return recorder;
}
