// The Activity History export worker (ADR 0019): a chunk of its own with papaparse and jsPDF, started
// on the first click of CSV or PDF, so the page's main thread never builds a file.
import type { ExportWorkerEvent, ExportWorkerRequest } from './exportProtocol';
import { exportWorkerHandler } from './exportWork';

const scope = self as unknown as {
  postMessage: (event: ExportWorkerEvent, transfer?: Transferable[]) => void;
  onmessage: ((event: MessageEvent<ExportWorkerRequest>) => void) | null;
};
const handle = exportWorkerHandler((event, transfer) => scope.postMessage(event, transfer ?? []));
scope.onmessage = (event) => handle(event.data);
