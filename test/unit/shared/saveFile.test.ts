// saveFile: the one way the portal hands a file it holds to the browser's downloads (documents,
// Activity History exports, the session log).
import { REVOKE_AFTER_MS, saveFile } from '../../../src/shared/files/saveFile';

/** A Blob's content (jsdom's Blob has no text() or arrayBuffer(); its FileReader answers on setImmediate). */
function bytesOf(blob: Blob | undefined): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob as Blob);
  });
}

describe('saveFile', () => {
  const urls = { created: [] as Blob[], revoked: [] as string[] };
  let clicked: Array<{ href: string; download: string; attached: boolean }>;
  let click: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    urls.created = [];
    urls.revoked = [];
    clicked = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        urls.created.push(blob);
        return `blob:file/${urls.created.length}`;
      },
      revokeObjectURL: (url: string) => urls.revoked.push(url),
    });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download, attached: document.body.contains(this) });
    });
  });

  afterEach(() => {
    click.mockRestore();
    jest.useRealTimers();
  });

  it('hands the bytes to the downloads under the name and type, leaves no link behind, then releases the URL', async () => {
    saveFile({ fileName: 'Activity_History_for_C1.csv', contentType: 'text/csv;charset=utf-8', data: new TextEncoder().encode('a,b').buffer as ArrayBuffer });
    expect(clicked).toEqual([{ href: 'blob:file/1', download: 'Activity_History_for_C1.csv', attached: true }]);
    expect(urls.created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(new TextDecoder().decode(await bytesOf(urls.created[0]))).toBe('a,b');
    expect(document.querySelector('a[download]')).toBeNull();
    jest.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(urls.revoked).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(urls.revoked).toEqual(['blob:file/1']);
  });

  it('text content is written as UTF-8', async () => {
    saveFile({ fileName: 'session-log.json', contentType: 'application/json', data: '{"name":"Zürich – 5 €"}' });
    expect(await bytesOf(urls.created[0])).toEqual(new TextEncoder().encode('{"name":"Zürich – 5 €"}'));
    expect(clicked.map((c) => c.download)).toEqual(['session-log.json']);
  });
});
