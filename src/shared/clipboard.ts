// The system clipboard behind a function sagas `call`, so tests provide it. Without the async
// clipboard API (an insecure origin, an old browser) the copy fails and the page says so.
export async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('The clipboard is not available');
  }
  await navigator.clipboard.writeText(text);
}
