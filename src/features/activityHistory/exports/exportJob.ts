// One export run from the page's side (spec part 2 §9; ADR 0019): a Web Worker builds the file while
// the page stays responsive. The rows go over in slices of 1 000, one task each, so no copy blocks
// the main thread for long; the worker's progress, file or failure come back as channel events.
// Closing the channel (done, cancelled, logged out) terminates the worker at once.
import { eventChannel, type EventChannel } from 'redux-saga';
import { toExportRow, type ExportHeader, type ExportRow } from './cells';
import { createExportWorker } from './createExportWorker';
import type { ExportFileFormat, ExportWorkerEvent, ExportWorkerRequest } from './exportProtocol';

export const EXPORT_SLICE_ROWS = 1000;

export interface ExportJobRequest {
  format: ExportFileFormat;
  rows: readonly ExportRow[];
  header: ExportHeader;
}

/** A worker as the job uses it (the real Worker, or a test's stand-in). */
export interface ExportWorkerPort {
  postMessage(request: ExportWorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ExportWorkerEvent>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function startExportJob(request: ExportJobRequest, createWorker: () => ExportWorkerPort = createExportWorker): EventChannel<ExportWorkerEvent> {
  return eventChannel<ExportWorkerEvent>((emit) => {
    const worker = createWorker();
    let stopped = false;
    worker.onmessage = (event) => emit(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      emit({ type: 'failed', message: event.message || 'The export worker stopped' });
    };
    void (async () => {
      for (let start = 0; start < request.rows.length; start += EXPORT_SLICE_ROWS) {
        if (stopped) return;
        worker.postMessage({ type: 'rows', rows: request.rows.slice(start, start + EXPORT_SLICE_ROWS).map(toExportRow) });
        await nextTask();
      }
      if (!stopped) worker.postMessage({ type: 'build', format: request.format, header: request.header });
    })();
    return () => {
      stopped = true;
      worker.terminate();
    };
  });
}
