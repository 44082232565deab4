// Documents (spec part 2 §2–§4, §7, §9; contract/documents.ts): an account's documents, a
// document's versions, the accounts with documents, and the download of one file or a zip. Full
// session; the account held by the user's firm and FDAS_AS_INST_DASHBOARD on it (403 else). Bodies
// are exactly the contract's fields (400 else); a document the account does not have is a 404.
// Nothing is stored but the rendered files (domain/documents/documentFiles.ts).
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { DOCUMENT_NOT_FOUND_TEXT, DOCUMENT_PATHS as PATHS } from '../../../src/api/contract/documents';
import { EmptyBodySchema } from '../../../src/api/contract/schemas/common';
import {
  DocumentAccountListSchema,
  DocumentListRequestSchema,
  DocumentListSchema,
  DocumentVersionListSchema,
  DocumentVersionsRequestSchema,
  DownloadAnswers,
  DownloadRequestSchema,
} from '../../../src/api/contract/schemas/documents';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import { ACTIONS } from '../domain/accounts/entitlements';
import { DOCUMENT_TYPE_DTOS } from '../domain/documents/documentTypes';
import { postAccountCall, sessionUser, type AccessServices } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';
/** What the documents routes use. */
export type DocumentRouteDeps = AccessServices & Pick<GatewayServices, 'sessions' | 'clock' | 'documents' | 'documentFiles'>;

export function registerDocumentRoutes(app: FastifyInstance, services: DocumentRouteDeps): void {
  const { clock, documents } = services;
  const need = ACTIONS.dashboard;

  postAccountCall<Static<typeof DocumentListRequestSchema>>(app, services, {
    path: PATHS.list,
    body: DocumentListRequestSchema,
    answerSchema: DocumentListSchema,
    accountOf: (body) => body.accountNumber,
    need,
    answer: ({ account }) => ok({ documents: documents.list(account.accountNumber, clock.now()), documentTypes: DOCUMENT_TYPE_DTOS }),
  });

  postAccountCall<Static<typeof DocumentVersionsRequestSchema>>(app, services, {
    path: PATHS.versions,
    body: DocumentVersionsRequestSchema,
    answerSchema: DocumentVersionListSchema,
    accountOf: (body) => body.accountNumber,
    need,
    answer: ({ account }, request, reply) => {
      const versions = documents.versions(account.accountNumber, request.body.documentId, clock.now());
      return versions ? ok(versions) : sendAreaError(request, reply, 404, DOCUMENT_NOT_FOUND_TEXT);
    },
  });

  const accountListSchema = { body: EmptyBodySchema, response: gatewayAnswers(DocumentAccountListSchema) };
  app.post(PATHS.accountList, { onRequest: requireSession(services.sessions, 'full'), schema: accountListSchema }, async (request, reply) => {
    const user = sessionUser(services, request);
    if (!user) return sendAreaError(request, reply, 401, 'Unauthorized');
    return ok(documents.accountList(user, clock.now()));
  });

  // The answer is the file itself (a Buffer, sent as it is); its errors are /gateway errors.
  postAccountCall<Static<typeof DownloadRequestSchema>>(app, services, {
    path: PATHS.download,
    body: DownloadRequestSchema,
    answers: DownloadAnswers,
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
