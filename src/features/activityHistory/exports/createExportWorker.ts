// Starts the export worker: webpack 5 sees `new Worker(new URL(…, import.meta.url))` and builds
// export.worker.ts as a chunk of its own, fetched only now (on the first export).
export const createExportWorker = (): Worker => new Worker(new URL('./export.worker.ts', import.meta.url), { name: 'activity-export' });
