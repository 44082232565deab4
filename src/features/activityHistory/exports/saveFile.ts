// Hands a file the page made to the browser's downloads: a Blob behind a temporary object URL and a
// link with `download`, clicked once, the URL released on the next task.
export function saveFile(fileName: string, bytes: ArrayBuffer, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
