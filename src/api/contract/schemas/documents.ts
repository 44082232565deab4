// The documents service's requests and answers as schemas (contract/documents.ts derives its types
// from them; the gateway validates requests and serializes answers with them; docs/openapi.json
// shows them). Spec part 2 §2–§4, §7 and §9; the bodies are ours (the spec does not show them).
import { Type } from '@sinclair/typebox';
import { DOCUMENT_FORMATS, DOCUMENT_ID_PATTERN, DOCUMENT_TYPES, MAX_DOWNLOAD_DOCUMENTS } from '../constants';
import { ACCOUNT_NUMBER_PATTERN, nullable, oneOfStrings } from './common';
import { GatewayErrorSchema } from './envelopes';

const ACCOUNT_NUMBER = Type.String({ pattern: ACCOUNT_NUMBER_PATTERN });
const DOCUMENT_ID = Type.String({ pattern: DOCUMENT_ID_PATTERN, description: "Stable across versions: capitals, digits and hyphens ('STM-C40017238-2026-02')." });
const FORMAT = oneOfStrings(DOCUMENT_FORMATS);
const DOCUMENT_TYPE = oneOfStrings(DOCUMENT_TYPES);

export const DocumentTypeSchema = Type.Object(
  {
    docType: DOCUMENT_TYPE,
    heading: Type.String({ description: "What the dialog's DOCUMENT TYPE column and the table show: 'Monthly Statement'." }),
    pdfOnly: Type.Boolean({ description: 'Always downloaded as PDF (spec part 2 §4).' }),
    formats: Type.Array(FORMAT, { description: 'The formats documents of the type may be issued in; each document lists its own.' }),
  },
  { description: 'The per-type display config the gateway owns (spec part 2 §3).' },
);

export const DocumentSchema = Type.Object({
  id: Type.String({ description: 'Stable across versions.' }),
  version: Type.Integer({ minimum: 1, description: 'A corrected document is issued again under the same id with the next version.' }),
  docType: DOCUMENT_TYPE,
  name: Type.String({ description: "'Monthly Statement – February 2026'." }),
  accountNumber: Type.String(),
  periodStart: Type.String({ description: "The period covered, first day (US/Eastern), 'YYYY-MM-DD'." }),
  periodEnd: Type.String({ description: "The period covered, last day (US/Eastern), 'YYYY-MM-DD'." }),
  issuedAt: Type.Integer({ minimum: 0, description: 'When this version was issued: seconds since the epoch.' }),
  formats: Type.Array(FORMAT, { description: 'The formats this version is offered in (a format is requested only if listed).' }),
  correction: nullable(Type.String({ description: 'What this version corrects; null for a first version.' })),
  latestVersion: Type.Integer({ minimum: 1, description: "The document's newest version (the list answers only those; versions answers all)." }),
});

/** POST …/api/v2/documents/list: the newest version of each document issued so far, newest period first, and every document type. */
export const DocumentListSchema = Type.Object({ documents: Type.Array(DocumentSchema), documentTypes: Type.Array(DocumentTypeSchema) });

/** POST …/api/v2/documents/versions: every version issued so far, newest first. */
export const DocumentVersionListSchema = Type.Array(DocumentSchema);

export const DocumentAccountSchema = Type.Object({ accountNumber: Type.String(), accountDisplayName: Type.String(), documentCount: Type.Integer({ minimum: 0 }) });

/** POST …/api/v2/documents/accountlist: the accounts of the user's firm the user may view, in display order. */
export const DocumentAccountListSchema = Type.Array(DocumentAccountSchema);

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

export const DocumentListRequestSchema = Type.Object({ accountNumber: ACCOUNT_NUMBER }, { additionalProperties: false });

export const DocumentVersionsRequestSchema = Type.Object({ accountNumber: ACCOUNT_NUMBER, documentId: DOCUMENT_ID }, { additionalProperties: false });

export const DownloadDocumentSchema = Type.Object(
  {
    id: DOCUMENT_ID,
    version: Type.Integer({ minimum: 1, maximum: 999 }),
    formats: Type.Array(FORMAT, { minItems: 1, maxItems: DOCUMENT_FORMATS.length, uniqueItems: true, description: 'Distinct formats that version lists.' }),
  },
  { additionalProperties: false },
);

/** POST …/api/v2/documents/download: 1 to MAX_DOWNLOAD_DOCUMENTS documents of the account, each once. The answer is the file itself (one document in one format) or a zip. */
export const DownloadRequestSchema = Type.Object(
  { accountNumber: ACCOUNT_NUMBER, documents: Type.Array(DownloadDocumentSchema, { minItems: 1, maxItems: MAX_DOWNLOAD_DOCUMENTS }) },
  { additionalProperties: false },
);

const FILE = { schema: Type.String({ format: 'binary' }) };

/** The download's answers: 200 the file itself (not JSON), any 4xx a /gateway error. */
export const DownloadAnswers = {
  200: {
    description:
      'One document in one format: the file, in the Content-Type of its format; several documents or formats: a zip of one file per document and format. Always Content-Disposition: attachment; filename="<name>".',
    content: { 'application/pdf': FILE, 'text/csv': FILE, 'application/zip': FILE },
  },
  '4xx': GatewayErrorSchema,
};
