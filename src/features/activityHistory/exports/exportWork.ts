// What the export worker does (export.worker.ts is only its door): it gathers the rows the page
// posts in slices, then builds the CSV or the PDF, telling its progress, and hands the bytes back
// (transferred, not copied). Kept apart from the worker's global scope so it is tested directly.
import { activityCsv } from './csv';
import type { ExportHeader, ExportRow } from './cells';
import type { ExportFileFormat, ExportWorkerEvent, ExportWorkerRequest } from './exportProtocol';
import { activityPdf } from './pdf';

/** The file's bytes; `onProgress` hears how many rows are done. */
export function buildExportFile(format: ExportFileFormat, rows: readonly ExportRow[], header: ExportHeader, onProgress: (done: number) => void): ArrayBuffer {
  if (format === 'pdf') return activityPdf(rows, header, { onRows: onProgress });
  const bytes = new TextEncoder().encode(activityCsv(rows, header));
  onProgress(rows.length);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The worker's message handler, posting through `post`. */
export function exportWorkerHandler(post: (event: ExportWorkerEvent, transfer?: Transferable[]) => void) {
  let rows: ExportRow[] = [];
  return (request: ExportWorkerRequest): void => {
    if (request.type === 'rows') {
      for (const row of request.rows) rows.push(row);
      return;
    }
    try {
      const bytes = buildExportFile(request.format, rows, request.header, (done) => post({ type: 'progress', done }));
      post({ type: 'done', bytes }, [bytes]);
    } catch (error) {
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      rows = [];
    }
  };
}
