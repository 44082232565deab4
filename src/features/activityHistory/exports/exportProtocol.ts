// The messages between the page and the export worker, apart from the builders so the page's side
// (exportJob.ts, the export saga) does not load papaparse or jsPDF.
import type { ExportHeader, ExportRow } from './cells';

export type ExportFileFormat = 'csv' | 'pdf';

/** Page → worker: the rows in slices, then what to build. */
export type ExportWorkerRequest =
  | { type: 'rows'; rows: ExportRow[] }
  | { type: 'build'; format: ExportFileFormat; header: ExportHeader };

/** Worker → page. */
export type ExportWorkerEvent =
  | { type: 'progress'; done: number }
  | { type: 'done'; bytes: ArrayBuffer }
  | { type: 'failed'; message: string };

export const EXPORT_MIME_TYPES: Record<ExportFileFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  pdf: 'application/pdf',
};
