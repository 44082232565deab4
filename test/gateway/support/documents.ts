// Calls of the documents endpoints; the readers of what they answer are test/support/documentFiles.ts.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DOCUMENT_PATHS, type DocumentDto, type DocumentListDto, type DownloadRequestDto } from '../../../src/api/contract/documents';
import { dataOf, post } from './accounts';

export { DOCUMENT_PATHS };
export { csvRows, csvTable, pdfPages, zipFiles } from '../../support/documentFiles';

export const listDocuments = async (app: FastifyInstance, cookie: string, accountNumber: string) =>
  dataOf<DocumentListDto>(await post(app, DOCUMENT_PATHS.list, { accountNumber }, cookie));

export const documentVersions = (app: FastifyInstance, cookie: string, accountNumber: string, documentId: string) =>
  post(app, DOCUMENT_PATHS.versions, { accountNumber, documentId }, cookie);

export const download = (app: FastifyInstance, cookie: string, body: DownloadRequestDto | object) => post(app, DOCUMENT_PATHS.download, body, cookie);

/** The download request of whole documents in every format each offers. */
export const everyFormat = (accountNumber: string, documents: readonly DocumentDto[]): DownloadRequestDto => ({
  accountNumber,
  documents: documents.map((d) => ({ id: d.id, version: d.version, formats: [...d.formats] })),
});

/** The file name of a download's Content-Disposition. */
export function attachmentName(res: LightMyRequestResponse): string | undefined {
  return /^attachment; filename="([^"]+)"$/.exec(String(res.headers['content-disposition']))?.[1];
}

