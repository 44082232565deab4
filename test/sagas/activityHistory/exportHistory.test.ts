// Activity History exports (spec part 2 §9): one at a time, from the sorted rows the grid shows,
// built in a worker (here a channel the test feeds), with progress, the file saved under the spec's
// name, a failure or a cancel told, and the worker stopped in every case.
import { expectSaga } from 'redux-saga-test-plan';
import { channel, type Channel } from 'redux-saga';
import { accountsActions } from '../../../src/features/accounts/index';
import { activityHistoryActions as A, selectActivityExport, selectSortedActivityRows } from '../../../src/features/activityHistory/index';
import { activityHistorySaga } from '../../../src/features/activityHistory/entry';
import { startExportJob, type ExportJobRequest } from '../../../src/features/activityHistory/exports/exportJob';
import type { ExportWorkerEvent } from '../../../src/features/activityHistory/exports/exportProtocol';
import { saveFile, type FileToSave } from '../../../src/shared/files/saveFile';
import { sessionActions } from '../../../src/features/session/index';
import { now } from '../../../src/shared/time/clock';
import { anAccount } from '../../builders/accounts';
import { someRecords } from '../../builders/activityHistory';
import { flagsLoaded } from '../../builders/flags';
import { runUntilFinished, settle, untilFinished } from '../../support/sagaServices';
import { stateAfter, testReducer } from '../../support/testStore';

const FILTERS = { days: 30 as const, asset: '', transferType: '' as const };
const LOADED_AT = Date.parse('2026-03-02T15:00:00Z');
const CLICKED_AT = Date.parse('2026-03-02T15:04:05Z');

/** C1's three records loaded, the grid sorted by description (Buy first). */
function loaded() {
  return stateAfter(
    flagsLoaded({}),
    accountsActions.listLoaded({ accounts: [anAccount('C1')] }),
    accountsActions.accountSelected({ acctNum: 'C1', source: 'start' }),
    A.historyRequested({ acctNum: 'C1', filters: FILTERS }),
    A.historyLoaded({ acctNum: 'C1', filters: FILTERS, records: someRecords(3), loadedAt: LOADED_AT }),
    A.gridSorted({ sort: [{ colId: 'description', sort: 'asc' }] }),
  );
}

/** The worker stands in as a channel the test puts events on; job requests and saved files are kept. */
function worker() {
  const events: Channel<ExportWorkerEvent> = channel();
  const close = jest.spyOn(events, 'close');
  return { events, close, requests: [] as ExportJobRequest[], saved: [] as unknown[][] };
}

function run(state = loaded()) {
  const w = worker();
  const tester = expectSaga(untilFinished, activityHistorySaga)
    .withReducer(testReducer, state)
    .provide({
      call(effect, next) {
        if (effect.fn === now) return CLICKED_AT;
        if (effect.fn === startExportJob) {
          w.requests.push(effect.args[0] as ExportJobRequest);
          return w.events;
        }
        if (effect.fn === saveFile) {
          w.saved.push(effect.args);
          return undefined;
        }
        return next();
      },
    });
  return { ...w, tester, run: runUntilFinished(tester) };
}

describe('Activity History exports', () => {
  it('CSV: the sorted rows go to the worker; progress, then the file saved as Activity_History_for_{account}.csv', async () => {
    const { tester, run: r, events, requests, saved, close } = run();
    tester.dispatch(A.exportRequested({ format: 'csv' }));
    await settle();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.format).toBe('csv');
    expect(request?.rows.map((row) => row.description)).toEqual(['Buy BTC', 'Buy BTC', 'Sell ETH']);
    expect(request?.rows).toEqual(selectSortedActivityRows(loaded()));
    expect(request?.header).toEqual({ accountNumber: 'C1', from: (LOADED_AT - 30 * 86_400_000) / 1000, to: LOADED_AT / 1000, generatedAt: CLICKED_AT / 1000 });
    events.put({ type: 'progress', done: 2 });
    await settle();
    const bytes = new ArrayBuffer(4);
    events.put({ type: 'done', bytes });
    await settle();
    const { storeState, effects } = await r.finish();
    expect(saved).toEqual([[{ fileName: 'Activity_History_for_C1.csv', contentType: 'text/csv;charset=utf-8', data: bytes }]]);
    expect(selectActivityExport(storeState)).toEqual({ status: 'succeeded', format: 'csv', fileName: 'Activity_History_for_C1.csv', total: 3 });
    expect((effects.put ?? []).map((e) => e.payload.action)).toEqual([
      A.exportStarted({ format: 'csv', fileName: 'Activity_History_for_C1.csv', total: 3 }),
      A.exportProgressed({ done: 2 }),
      A.exportSucceeded(),
    ]);
    expect(close).toHaveBeenCalled();
  });

  it('PDF: named ActivityHist{MMddyyyy}.pdf of the click', async () => {
    const { tester, run: r, events, saved } = run();
    tester.dispatch(A.exportRequested({ format: 'pdf' }));
    await settle();
    events.put({ type: 'done', bytes: new ArrayBuffer(1) });
    await settle();
    await r.finish();
    expect(saved.map(([file]) => { const { fileName, contentType } = file as FileToSave; return [fileName, contentType]; })).toEqual([['ActivityHist03022026.pdf', 'application/pdf']]);
  });

  it('a failed build: exportFailed with our message, nothing saved', async () => {
    const { tester, run: r, events, saved, close } = run();
    tester.dispatch(A.exportRequested({ format: 'pdf' }));
    await settle();
    events.put({ type: 'failed', message: 'out of memory' });
    await settle();
    const { storeState } = await r.finish();
    expect(selectActivityExport(storeState)).toEqual({ status: 'failed', format: 'pdf', message: 'The file could not be made. Please try again.' });
    expect(saved).toEqual([]);
    expect(close).toHaveBeenCalled();
  });

  it('Cancel stops the worker: exportCancelled, nothing saved', async () => {
    const { tester, run: r, events, saved, close } = run();
    tester.dispatch(A.exportRequested({ format: 'pdf' }));
    await settle();
    tester.dispatch(A.exportCancelRequested());
    await settle();
    events.put({ type: 'done', bytes: new ArrayBuffer(1) }); // too late: nobody listens
    await settle();
    const { storeState } = await r.finish();
    expect(close).toHaveBeenCalled();
    expect(selectActivityExport(storeState)).toEqual({ status: 'cancelled', format: 'pdf' });
    expect(saved).toEqual([]);
  });

  it('a logout stops the worker and saves nothing (the state is cleared)', async () => {
    const { tester, run: r, events, saved, close } = run();
    tester.dispatch(A.exportRequested({ format: 'csv' }));
    await settle();
    tester.dispatch(sessionActions.loggedOut());
    await settle();
    events.put({ type: 'done', bytes: new ArrayBuffer(1) });
    await settle();
    const { storeState } = await r.finish();
    expect(close).toHaveBeenCalled();
    expect(saved).toEqual([]);
    expect(selectActivityExport(storeState)).toEqual({ status: 'idle' });
  });

  it('a second click while one runs is ignored (one worker)', async () => {
    const { tester, run: r, requests } = run();
    tester.dispatch(A.exportRequested({ format: 'csv' }));
    await settle();
    tester.dispatch(A.exportRequested({ format: 'pdf' }));
    await settle();
    await r.finish();
    expect(requests.map((q) => q.format)).toEqual(['csv']);
  });

  it('nothing loaded (or it failed): no export starts', async () => {
    const failed = stateAfter(
      accountsActions.listLoaded({ accounts: [anAccount('C1')] }),
      accountsActions.accountSelected({ acctNum: 'C1', source: 'start' }),
      A.historyRequested({ acctNum: 'C1', filters: FILTERS }),
      A.historyFailed({ acctNum: 'C1', message: 'Failed to load transaction history' }),
    );
    const { tester, run: r, requests } = run(failed);
    tester.dispatch(A.exportRequested({ format: 'csv' }));
    await settle();
    const { storeState } = await r.finish();
    expect(requests).toEqual([]);
    expect(selectActivityExport(storeState)).toEqual({ status: 'idle' });
  });
});
