// Activity History exports (spec part 2 §9), one at a time (takeLeading: a click while one runs is
// ignored), built off the main thread (exports/exportJob.ts):
//   1. the sorted rows the grid shows and the account they belong to; nothing loaded: stop
//   2. call(now): the file's time; the name (CSV: Activity_History_for_{account}.csv, PDF:
//      ActivityHist{date}.pdf) and the header's date range (the days of the load, ending at it)
//   3. put activityHistory/exportStarted {format, fileName, total}
//   4. startExportJob: the rows go to the worker in slices; its events come back on a channel
//   5. each event, raced against activityHistory/exportCancelRequested and session/loggedOut:
//      progress → activityHistory/exportProgressed {done}
//      done     → saveFile → activityHistory/exportSucceeded
//      failed   → activityHistory/exportFailed {message}
//      cancel   → activityHistory/exportCancelled (a logout puts nothing: the state is cleared)
//   finally the channel closes, which terminates the worker.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import { now } from '../../../shared/time/clock';
import { sessionActions } from '../../session/index';
import {
  selectActivityFilters,
  selectActivityLoadedAt,
  selectActivityStatus,
  selectSortedActivityRows,
} from '../activityHistory.selectors';
import { selectSelectedAcctNum } from '../../accounts/index';
import { activityHistoryActions as A, type ActivityFilters, type ExportFormat } from '../activityHistory.slice';
import type { ExportHeader } from '../exports/cells';
import { startExportJob } from '../exports/exportJob';
import { EXPORT_MIME_TYPES, type ExportWorkerEvent } from '../exports/exportProtocol';
import { csvFileName, pdfFileName } from '../exports/fileNames';
import { saveFile } from '../../../shared/files/saveFile';
import { ACTIVITY_MESSAGES as M } from '../messages';
import type { ActivityRow } from '../rows';

const DAY_MS = 86_400_000;

export function* exportHistory(action: PayloadAction<{ format: ExportFormat }>) {
  const { format } = action.payload;
  const status: string = yield select(selectActivityStatus);
  const acctNum: string | null = yield select(selectSelectedAcctNum);
  const loadedAt: number | null = yield select(selectActivityLoadedAt);
  if (status !== 'succeeded' || !acctNum || loadedAt === null) return;
  const rows: readonly ActivityRow[] = yield select(selectSortedActivityRows);
  const { days }: ActivityFilters = yield select(selectActivityFilters);
  const time: number = yield call(now);
  const header: ExportHeader = { accountNumber: acctNum, from: (loadedAt - days * DAY_MS) / 1000, to: loadedAt / 1000, generatedAt: time / 1000 };
  const fileName = format === 'csv' ? csvFileName(acctNum) : pdfFileName(header.generatedAt);
  yield put(A.exportStarted({ format, fileName, total: rows.length }));

  const channel: EventChannel<ExportWorkerEvent> = yield call(startExportJob, { format, rows, header });
  try {
    for (;;) {
      const { event, cancel } = yield race({ event: take(channel), cancel: take([A.exportCancelRequested.type, sessionActions.loggedOut.type]) });
      if (cancel) {
        if (A.exportCancelRequested.match(cancel)) yield put(A.exportCancelled());
        return;
      }
      const answer = event as ExportWorkerEvent;
      if (answer.type === 'progress') {
        yield put(A.exportProgressed({ done: answer.done }));
      } else if (answer.type === 'done') {
        yield call(saveFile, { fileName, contentType: EXPORT_MIME_TYPES[format], data: answer.bytes });
        yield put(A.exportSucceeded());
        return;
      } else {
        yield put(A.exportFailed({ message: M.exportFailed }));
        return;
      }
    }
  } finally {
    channel.close();
  }
}
