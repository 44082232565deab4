// 'Download session log' (docs/action-log.md): the log saved as a JSON file through the browser's
// download. Only the support dialog's chunk carries this.
import { sessionLogSource } from '../../shared/sessionLog';

/** 'session-log-2026-11-26T14-05-09Z.json': sortable, and valid on every file system. */
export function sessionLogFileName(at: Date): string {
  return `session-log-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.json`;
}

/** Saves the log as a file; false when no log is kept. */
export async function downloadSessionLog(at: Date = new Date()): Promise<boolean> {
  const source = sessionLogSource();
  if (!source) return false;
  const url = URL.createObjectURL(new Blob([await source()], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = sessionLogFileName(at);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has taken the blob's content by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
