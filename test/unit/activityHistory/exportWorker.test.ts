// The export's two sides (ADR 0019): the page posts the rows in slices of 1 000, one task each, then
// the build; the worker's events come back on the channel; closing it stops the posting and
// terminates the worker. The worker's handler gathers the slices and builds the CSV or the PDF with
// progress, hands the bytes over, or says why it could not.
import { END } from 'redux-saga';
import { toExportRow, type ExportRow } from '../../../src/features/activityHistory/exports/cells';
import { activityCsv } from '../../../src/features/activityHistory/exports/csv';
import { createExportWorker } from '../../../src/features/activityHistory/exports/createExportWorker';
import { EXPORT_SLICE_ROWS, startExportJob, type ExportWorkerPort } from '../../../src/features/activityHistory/exports/exportJob';
import type { ExportWorkerEvent, ExportWorkerRequest } from '../../../src/features/activityHistory/exports/exportProtocol';
import { exportWorkerHandler } from '../../../src/features/activityHistory/exports/exportWork';
import { toActivityRow } from '../../../src/features/activityHistory/rows';
import { someRecords } from '../../builders/activityHistory';

const HEADER = { accountNumber: 'C88004012', from: 1_770_000_000, to: 1_772_000_000, generatedAt: 1_772_000_300 };
const rowsOf = (n: number): ExportRow[] => someRecords(n).map(toActivityRow);

class FakeWorker implements ExportWorkerPort {
  posted: ExportWorkerRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<ExportWorkerEvent>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(request: ExportWorkerRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(event: ExportWorkerEvent) {
    this.onmessage?.({ data: event } as MessageEvent<ExportWorkerEvent>);
  }
}

const tasks = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await tasks();
}

describe('export job (the page side)', () => {
  it('posts the rows in slices of 1 000 (the exported fields only), then the build; events come back', async () => {
    const worker = new FakeWorker();
    const rows = someRecords(2_500).map(toActivityRow);
    const job = startExportJob({ format: 'pdf', rows, header: HEADER }, () => worker);
    const heard: unknown[] = [];
    const listen = () => job.take((event) => {
      heard.push(event);
      if (event !== END) listen();
    });
    listen();
    await until(() => worker.posted.length === 4);
    expect(worker.posted.map((m) => (m.type === 'rows' ? m.rows.length : m.type))).toEqual([EXPORT_SLICE_ROWS, EXPORT_SLICE_ROWS, 500, 'build']);
    const first = worker.posted[0];
    expect(first?.type === 'rows' && first.rows[0]).toEqual(toExportRow(rows[0] as ExportRow));
    expect(first?.type === 'rows' && Object.keys(first.rows[0] ?? {})).not.toContain('record');
    expect(worker.posted[3]).toEqual({ type: 'build', format: 'pdf', header: HEADER });
    worker.answer({ type: 'progress', done: 500 });
    expect(heard).toEqual([{ type: 'progress', done: 500 }]);
    job.close();
    expect(worker.terminated).toBe(true);
  });

  it('closing early stops the posting and terminates the worker; a worker error is a failure', async () => {
    const worker = new FakeWorker();
    const job = startExportJob({ format: 'csv', rows: rowsOf(3_000), header: HEADER }, () => worker);
    const heard: unknown[] = [];
    job.take((event) => heard.push(event));
    const prevented = jest.fn();
    worker.onerror?.({ message: '', preventDefault: prevented } as unknown as ErrorEvent);
    expect(heard).toEqual([{ type: 'failed', message: 'The export worker stopped' }]);
    expect(prevented).toHaveBeenCalled();
    job.close();
    await tasks();
    await tasks();
    expect(worker.terminated).toBe(true);
    expect(worker.posted).toHaveLength(1);
  });

  it('an empty history still builds (a file with the header row only)', async () => {
    const worker = new FakeWorker();
    startExportJob({ format: 'csv', rows: [], header: HEADER }, () => worker);
    await until(() => worker.posted.length === 1);
    expect(worker.posted).toEqual([{ type: 'build', format: 'csv', header: HEADER }]);
  });

  it('starts the real worker from its own chunk', () => {
    const made: Array<[URL, WorkerOptions | undefined]> = [];
    const original = (globalThis as { Worker?: unknown }).Worker;
    (globalThis as { Worker?: unknown }).Worker = class {
      constructor(url: URL, options?: WorkerOptions) {
        made.push([url, options]);
      }
    };
    try {
      createExportWorker();
    } finally {
      (globalThis as { Worker?: unknown }).Worker = original;
    }
    expect(String(made[0]?.[0])).toMatch(/exports\/export\.worker\.ts$/);
    expect(made[0]?.[1]).toEqual({ name: 'activity-export' });
  });
});

describe('export worker (its handler)', () => {
  it('gathers the slices and builds the CSV: the same bytes as activityCsv, handed over', () => {
    const posted: Array<[ExportWorkerEvent, Transferable[] | undefined]> = [];
    const handle = exportWorkerHandler((event, transfer) => posted.push([event, transfer]));
    const rows = rowsOf(5);
    handle({ type: 'rows', rows: rows.slice(0, 3) });
    handle({ type: 'rows', rows: rows.slice(3) });
    handle({ type: 'build', format: 'csv', header: HEADER });
    expect(posted[0]).toEqual([{ type: 'progress', done: 5 }, undefined]);
    const [done, transfer] = posted[1] ?? [];
    expect(done?.type).toBe('done');
    const bytes = done?.type === 'done' ? done.bytes : new ArrayBuffer(0);
    expect(transfer).toEqual([bytes]);
    expect(new TextDecoder().decode(bytes)).toBe(activityCsv(rows, HEADER));
  });

  it('builds the PDF with progress every 500 rows, then starts afresh for the next file', () => {
    const posted: ExportWorkerEvent[] = [];
    const handle = exportWorkerHandler((event) => posted.push(event));
    handle({ type: 'rows', rows: rowsOf(1_200) });
    handle({ type: 'build', format: 'pdf', header: HEADER });
    expect(posted.filter((e) => e.type === 'progress')).toEqual([500, 1000, 1200].map((done) => ({ type: 'progress', done })));
    const done = posted.at(-1);
    expect(done?.type === 'done' && new TextDecoder('latin1').decode(done.bytes.slice(0, 5))).toBe('%PDF-');
    posted.length = 0;
    handle({ type: 'build', format: 'csv', header: HEADER });
    expect(posted[0]).toEqual({ type: 'progress', done: 0 });
  });

  it('a build that throws is a failure, not a crash', () => {
    const posted: ExportWorkerEvent[] = [];
    const handle = exportWorkerHandler((event) => posted.push(event));
    handle({ type: 'rows', rows: rowsOf(1) });
    handle({ type: 'build', format: 'csv', header: null as unknown as typeof HEADER });
    expect(posted).toEqual([{ type: 'failed', message: expect.any(String) }]);
  });
});

describe('export worker (its door) and the saved file', () => {
  it('the worker script wires its scope: messages in, events and the transferred bytes out', async () => {
    const scope = self as unknown as { postMessage: unknown; onmessage: ((event: { data: ExportWorkerRequest }) => void) | null };
    const original = scope.postMessage;
    const posted: unknown[][] = [];
    scope.postMessage = (...args: unknown[]) => posted.push(args);
    try {
      await jest.isolateModulesAsync(async () => {
        await import('../../../src/features/activityHistory/exports/export.worker');
      });
      scope.onmessage?.({ data: { type: 'rows', rows: rowsOf(2) } });
      scope.onmessage?.({ data: { type: 'build', format: 'csv', header: HEADER } });
    } finally {
      scope.postMessage = original;
      scope.onmessage = null;
    }
    expect(posted[0]).toEqual([{ type: 'progress', done: 2 }, []]);
    const [done, transfer] = posted[1] as [ExportWorkerEvent, Transferable[]];
    expect(done.type).toBe('done');
    expect(transfer).toEqual([done.type === 'done' ? done.bytes : null]);
  });
});

