// Saves bytes as a file the browser downloads: a Blob, an object URL and a transient anchor with
// the file's name (the gateway's), clicked once. The URL is revoked once the browser has taken the
// file. Sagas `call` it, so tests provide it.
export interface FileToSave {
  fileName: string;
  contentType: string;
  /** The file's content: bytes, or text (written as UTF-8). */
  data: ArrayBuffer | string;
}

/** How long the object URL lives after the click: the browser reads the Blob within it. */
export const REVOKE_AFTER_MS = 60_000;

export function saveFile(file: FileToSave): void {
  const url = URL.createObjectURL(new Blob([file.data], { type: file.contentType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
