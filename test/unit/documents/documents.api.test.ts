// The documents calls through the real axios instance, the network scripted: the list and versions
// are checked at the boundary and never banner; the download answers the file with the gateway's
// name and type, reports progress, reads a refusal's JSON back for its message, refuses what is
// not a document file, and stops when aborted.
import { AxiosError, AxiosHeaders, CanceledError, isCancel, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { configureApi } from '../../../src/api/transport/client';
import { DOCUMENT_PATHS } from '../../../src/api/contract/documents';
import { attachmentFileName, downloadDocuments, getDocumentVersions, listDocuments } from '../../../src/api/endpoints/documents.api';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { callFailure } from '../../../src/api/index';
import { testConfig } from '../../builders/config';
import { aDocumentList, aStatement } from '../../builders/documents';
import { networkByUrl as network, okAnswer as ok, recordingBus } from '../api/support';

const BODY = { accountNumber: 'C40017238', documents: [{ id: 'STM-C40017238-2026-02', version: 1, formats: ['pdf' as const] }] };
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

/** The gateway instance on a network that answers binary bodies with headers. */
function binaryNetwork(reply: (config: InternalAxiosRequestConfig) => Partial<AxiosResponse> & { status: number }) {
  const bus = recordingBus();
  const { gateway } = configureApi(testConfig(), bus);
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const answer = { config, statusText: '', headers: new AxiosHeaders(), data: bytes(''), ...reply(config) } as AxiosResponse;
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, answer);
    }
    return answer;
  };
  gateway.defaults.adapter = adapter;
  return { requests, banners: () => bus.events.filter((e) => e.type === 'errorReported') };
}

describe('list and versions', () => {
  it('answer the checked data, and a failure does not banner (the page says it)', async () => {
    const list = aDocumentList([aStatement('2026-02')]);
    const { sent } = network(() => ok(list));
    await expect(listDocuments('C40017238')).resolves.toEqual(list);
    await expect(getDocumentVersions('C40017238', 'STM-C40017238-2026-02')).rejects.toBeInstanceOf(MalformedResponseError); // a list is not versions
    expect(sent()).toEqual([
      { method: 'post', url: DOCUMENT_PATHS.list, body: { accountNumber: 'C40017238' } },
      { method: 'post', url: DOCUMENT_PATHS.versions, body: { accountNumber: 'C40017238', documentId: 'STM-C40017238-2026-02' } },
    ]);
    const failing = network(() => ({ status: 500, body: { status: { code: '500', text: 'Down' }, data: null } }));
    await expect(listDocuments('C40017238')).rejects.toThrow();
    expect(failing.banners()).toEqual([]);
  });
});

describe('download', () => {
  const file = (contentType: string, disposition: string | undefined, data: ArrayBuffer = bytes('%PDF-1.3')) =>
    ({ status: 200, data, headers: new AxiosHeaders({ 'content-type': contentType, ...(disposition ? { 'content-disposition': disposition } : {}) }) });

  it("answers the file with the gateway's name and type, asks for bytes, and reports progress", async () => {
    const { requests } = binaryNetwork((config) => {
      config.onDownloadProgress?.({ loaded: 4, total: 8, bytes: 4, lengthComputable: true });
      config.onDownloadProgress?.({ loaded: 8, bytes: 4, lengthComputable: false });
      return file('application/pdf', 'attachment; filename="Statement_C40017238_2026-02.pdf"');
    });
    const progress: unknown[] = [];
    const downloaded = await downloadDocuments(BODY, { onProgress: (p) => progress.push(p) });
    expect(downloaded).toEqual({ fileName: 'Statement_C40017238_2026-02.pdf', contentType: 'application/pdf', data: bytes('%PDF-1.3') });
    expect(progress).toEqual([{ loaded: 4, total: 8 }, { loaded: 8, total: null }]);
    expect(requests[0]?.responseType).toBe('arraybuffer');
    expect(requests[0]?.url).toBe(DOCUMENT_PATHS.download);
    expect(JSON.parse(String(requests[0]?.data))).toEqual(BODY);
  });

  it.each([
    ['an unknown content type', file('text/html', 'attachment; filename="x.pdf"')],
    ['no file name', file('application/zip', undefined)],
    ['a file name with a path', file('application/zip', 'attachment; filename="../../x.zip"')],
  ])('refuses %s as malformed', async (_name, answer) => {
    binaryNetwork(() => answer);
    await expect(downloadDocuments(BODY)).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("reads a refusal's JSON back, so its message reaches the dialog, with no banner", async () => {
    const { banners } = binaryNetwork(() => ({ status: 404, data: bytes(JSON.stringify({ status: { code: '404', text: 'Document not found' }, data: null })) }));
    const error = await downloadDocuments(BODY).catch((e: unknown) => e);
    expect(callFailure(error)).toEqual({ code: '404', message: 'Document not found' });
    expect(banners()).toEqual([]);
  });

  it('a refusal that is not JSON gives the HTTP status', async () => {
    binaryNetwork(() => ({ status: 502, statusText: 'Bad Gateway', data: bytes('<html>') }));
    expect(callFailure(await downloadDocuments(BODY).catch((e: unknown) => e))).toEqual({ code: '502', message: 'Bad Gateway' });
  });

  it('passes the abort signal: an aborted download rejects as cancelled', async () => {
    binaryNetwork((config) => {
      if (config.signal?.aborted) throw new CanceledError();
      return file('application/pdf', 'attachment; filename="a.pdf"');
    });
    const abort = new AbortController();
    abort.abort();
    const error = await downloadDocuments(BODY, { signal: abort.signal }).catch((e: unknown) => e);
    expect(isCancel(error)).toBe(true);
  });
});

describe('attachmentFileName', () => {
  it.each([
    ['attachment; filename="Documents_C40017238_20260302.zip"', 'Documents_C40017238_20260302.zip'],
    ['attachment; filename="a b.csv"', 'a b.csv'],
    ['attachment; filename=".."', null],
    ['attachment; filename="dir/a.pdf"', null],
    ['attachment; filename="dir\\a.pdf"', null],
    ['inline', null],
    [undefined, null],
    [42, null],
  ])('%s → %s', (header, name) => {
    expect(attachmentFileName(header)).toBe(name);
  });
});
