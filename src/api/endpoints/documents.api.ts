// Calls of Documents (spec part 2 §7 "POST /api/v2/documents/ list, versions, accountlist,
// download"; contract/documents.ts). Each failure is shown by the page or the dialog ('Unable to
// load documents at this time.', the download's message), so the banner stays quiet. The download
// answers the file itself: its bytes, its content type and the name the gateway gives it; a failed
// download's JSON answer arrives as bytes too and is read back, so callFailure sees its message.
import { isAxiosError, type AxiosProgressEvent } from 'axios';
import { gatewayHttp } from '../transport/client';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_PATHS as PATHS,
  isDocumentAccountList,
  isDocumentList,
  isDocumentListDto,
  type DocumentAccountDto,
  type DocumentDto,
  type DocumentListDto,
  type DownloadRequestDto,
} from '../contract/documents';
import { MalformedResponseError } from '../transport/errors';
import { gatewayPost as post } from '../transport/gatewayCalls';

export const listDocuments = (accountNumber: string): Promise<DocumentListDto> => post(PATHS.list, { accountNumber }, isDocumentListDto, 'page');

/** The accounts whose documents the user may view, with how many each has (the page's account choice names the counts). */
export const listDocumentAccounts = (): Promise<DocumentAccountDto[]> => post(PATHS.accountList, {}, isDocumentAccountList, 'page');

export const getDocumentVersions = (accountNumber: string, documentId: string): Promise<DocumentDto[]> =>
  post(PATHS.versions, { accountNumber, documentId }, isDocumentList, 'page');

/** A downloaded file, as the gateway named it. */
export interface DownloadedFile {
  fileName: string;
  contentType: string;
  data: ArrayBuffer;
}

export interface DownloadProgress {
  /** Bytes received so far. */
  loaded: number;
  /** The file's size, when the answer says it. */
  total: number | null;
}

export interface DownloadOptions {
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

/** Rendering a long statement for the first time takes a while: a download waits longer than other calls. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

const CONTENT_TYPES: readonly string[] = Object.values(DOCUMENT_CONTENT_TYPES);
/** An ArrayBuffer of any realm (instanceof fails across them). */
const isArrayBuffer = (value: unknown): value is ArrayBuffer => Object.prototype.toString.call(value) === '[object ArrayBuffer]';
const FILE_NAME = /filename="([^"\\/]+)"/;

/** The file name of a Content-Disposition header: a plain name (no path), else null. */
export function attachmentFileName(header: unknown): string | null {
  const name = typeof header === 'string' ? FILE_NAME.exec(header)?.[1] : undefined;
  return name && name !== '.' && name !== '..' ? name : null;
}

/** A failed download's body (JSON as bytes) read back in place, so the error carries the gateway's status. */
function readErrorBody(error: unknown): void {
  if (!isAxiosError(error) || !error.response || !isArrayBuffer(error.response.data)) return;
  try {
    error.response.data = JSON.parse(new TextDecoder().decode(error.response.data));
  } catch {
    error.response.data = null;
  }
}

export async function downloadDocuments(body: DownloadRequestDto, options: DownloadOptions = {}): Promise<DownloadedFile> {
  try {
    const response = await gatewayHttp().post<ArrayBuffer>(PATHS.download, body, {
      responseType: 'arraybuffer',
      suppressErrorBanner: true,
      timeout: DOWNLOAD_TIMEOUT_MS,
      signal: options.signal,
      onDownloadProgress: (event: AxiosProgressEvent) => options.onProgress?.({ loaded: event.loaded, total: event.total ?? null }),
    });
    const contentType = String(response.headers['content-type'] ?? '');
    const fileName = attachmentFileName(response.headers['content-disposition']);
    if (!CONTENT_TYPES.includes(contentType) || fileName === null || !isArrayBuffer(response.data)) {
      throw new MalformedResponseError(PATHS.download, response.status, 'not a document file');
    }
    return { fileName, contentType, data: response.data };
  } catch (error) {
    readErrorBody(error);
    throw error;
  }
}
