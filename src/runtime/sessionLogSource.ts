// The session log's door for the views (docs/action-log.md): the store registers the log's source
// when the configuration keeps one (actionLogSize > 0); the support dialog offers the download.
/** The log as the text of its file (JSON), built when asked (the export's code loads then). */
export type SessionLogSource = () => Promise<string>;

let source: SessionLogSource | null = null;

export function provideSessionLog(next: SessionLogSource | null): void {
  source = next;
}

/** The source, or null where no log is kept. */
export function sessionLogSource(): SessionLogSource | null {
  return source;
}
