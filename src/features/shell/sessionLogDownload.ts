// 'Download session log' (docs/action-log.md): the log saved as a JSON file through the browser's
// download. Only the support dialog's chunk carries this.
import { saveFile } from '../../shared/files/saveFile';
import { sessionLogSource } from '../../runtime/sessionLogSource';

/** 'session-log-2026-11-26T14-05-09Z.json': sortable, and valid on every file system. */
export function sessionLogFileName(at: Date): string {
  return `session-log-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.json`;
}

/** Saves the log as a file; false when no log is kept. */
export async function downloadSessionLog(at: Date = new Date()): Promise<boolean> {
  const source = sessionLogSource();
  if (!source) return false;
  saveFile({ fileName: sessionLogFileName(at), contentType: 'application/json', data: await source() });
  return true;
}
