// Documents (spec part 2 §2–§4, §7, §9; contract/documents.ts): an account's documents, a
// document's versions, the accounts with documents, and the download of one file or a zip. Full
// session; the account held by the user's firm and FDAS_AS_INST_DASHBOARD on it (403 else). Bodies
// are exactly the contract's fields (400 else); a document the account does not have is a 404.
// Nothing is stored but the rendered files (domain/documents/documentFiles.ts).
import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_FORMATS,
  DOCUMENT_ID_PATTERN,
  DOCUMENT_NOT_FOUND_TEXT,
  DOCUMENT_PATHS as PATHS,
  MAX_DOWNLOAD_DOCUMENTS,
  type DocumentListRequestDto,
  type DocumentVersionsRequestDto,
  type DownloadRequestDto,
} from '../../../src/api/contract/documents';
import { ACTIONS } from '../domain/accounts/entitlements';
import { DOCUMENT_TYPE_DTOS } from '../domain/documents/documentTypes';
import { postAccountCall, sessionUser, type AccessServices } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';
import { accountNumberBody, closedObject, emptyBodySchema } from './schemas';

const DOCUMENT_ID = { type: 'string', pattern: DOCUMENT_ID_PATTERN } as const;

const VERSIONS_BODY = accountNumberBody('accountNumber', { documentId: DOCUMENT_ID });

const DOWNLOAD_BODY = accountNumberBody('accountNumber', {
  documents: {
    type: 'array',
    minItems: 1,
    maxItems: MAX_DOWNLOAD_DOCUMENTS,
    items: closedObject({
      id: DOCUMENT_ID,
      version: { type: 'integer', minimum: 1, maximum: 999 },
      formats: { type: 'array', minItems: 1, maxItems: DOCUMENT_FORMATS.length, uniqueItems: true, items: { enum: [...DOCUMENT_FORMATS] } },
    }),
  },
});

/** What the documents routes use. */
export type DocumentRouteDeps = AccessServices & Pick<GatewayServices, 'sessions' | 'clock' | 'documents' | 'documentFiles'>;

export function registerDocumentRoutes(app: FastifyInstance, services: DocumentRouteDeps): void {
  const { clock, documents } = services;
  const need = ACTIONS.dashboard;

  postAccountCall<DocumentListRequestDto>(app, services, {
    path: PATHS.list,
    body: accountNumberBody('accountNumber'),
    accountOf: (body) => body.accountNumber,
    need,
    answer: ({ account }) => ok({ documents: documents.list(account.accountNumber, clock.now()), documentTypes: DOCUMENT_TYPE_DTOS }),
  });

  postAccountCall<DocumentVersionsRequestDto>(app, services, {
    path: PATHS.versions,
    body: VERSIONS_BODY,
    accountOf: (body) => body.accountNumber,
    need,
    answer: ({ account }, request, reply) => {
      const versions = documents.versions(account.accountNumber, request.body.documentId, clock.now());
      return versions ? ok(versions) : sendAreaError(request, reply, 404, DOCUMENT_NOT_FOUND_TEXT);
    },
  });

  app.post(PATHS.accountList, { onRequest: requireSession(services.sessions, 'full'), schema: { body: emptyBodySchema } }, async (request, reply) => {
    const user = sessionUser(services, request);
    if (!user) return sendAreaError(request, reply, 401, 'Unauthorized');
    return ok(documents.accountList(user, clock.now()));
  });

  postAccountCall<DownloadRequestDto>(app, services, {
    path: PATHS.download,
    body: DOWNLOAD_BODY,
    accountOf: (body) => body.accountNumber,
    need,
    answer: async ({ account }, request, reply) => {
      const now = clock.now();
      const asked = documents.resolveDownload(account.accountNumber, request.body.documents, now);
      if (asked.kind === 'notFound') return sendAreaError(request, reply, 404, DOCUMENT_NOT_FOUND_TEXT);
      if (asked.kind === 'refused') return sendAreaError(request, reply, 400, asked.message);
      const file = await services.documentFiles.download(account.accountNumber, asked.items, now);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('content-length', file.bytes.length)
        .send(file.bytes);
    },
  });
}
