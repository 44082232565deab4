// The session log's door for the views (docs/action-log.md): the store registers the log's source
// when the configuration keeps one (actionLogSize > 0); the support dialog offers the download.
/** The log as the text of its file (JSON), built when asked. */
export type SessionLogSource = () => string;

let source: SessionLogSource | null = null;

export function provideSessionLog(next: SessionLogSource | null): void {
  source = next;
}

export function isSessionLogKept(): boolean {
  return source !== null;
}

/** 'session-log-2026-11-26T14-05-09Z.json': sortable, and valid on every file system. */
export function sessionLogFileName(at: Date): string {
  return `session-log-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.json`;
}

/** Saves the log as a file through the browser's download; false when no log is kept. */
export function downloadSessionLog(at: Date = new Date()): boolean {
  if (!source) return false;
  const url = URL.createObjectURL(new Blob([source()], { type: 'application/json' }));
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
