// Documents answers in the gateway contract's shapes: versions of statements, invoices and
// compensation summaries of an account, and the document types' display config.
import type { DocumentDto, DocumentFormat, DocumentListDto, DocumentType, DocumentTypeDto } from '../../src/api/contract/documents';

export const DOCUMENT_TYPES: DocumentTypeDto[] = [
  { docType: 'STATEMENT', heading: 'Monthly Statement', pdfOnly: false, formats: ['pdf', 'csv'] },
  { docType: 'INVOICE', heading: 'Invoice', pdfOnly: true, formats: ['pdf'] },
  { docType: 'COMPENSATION_SUMMARY', heading: 'Compensation Summary', pdfOnly: false, formats: ['pdf', 'csv'] },
];

const PREFIX: Record<DocumentType, string> = { STATEMENT: 'STM', INVOICE: 'INV', COMPENSATION_SUMMARY: 'CMP' };
const HEADING: Record<DocumentType, string> = { STATEMENT: 'Monthly Statement', INVOICE: 'Invoice', COMPENSATION_SUMMARY: 'Compensation Summary' };

/** A document version: `period` 'YYYY-MM' (the id and name follow from it). */
export function aDocument(docType: DocumentType, period: string, overrides: Partial<DocumentDto> & { formats?: DocumentFormat[] } = {}): DocumentDto {
  const accountNumber = overrides.accountNumber ?? 'C40017238';
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const version = overrides.version ?? 1;
  return {
    id: `${PREFIX[docType]}-${accountNumber}-${period}`,
    version,
    docType,
    name: `${HEADING[docType]} – ${period}`,
    accountNumber,
    periodStart: `${period}-01`,
    periodEnd: `${period}-${String(last).padStart(2, '0')}`,
    issuedAt: Date.UTC(year, month, 2, 11) / 1000,
    formats: docType === 'INVOICE' ? ['pdf'] : ['pdf', 'csv'],
    correction: version > 1 ? 'Closing values restated.' : null,
    latestVersion: version,
    ...overrides,
  };
}

export const aStatement = (period: string, overrides: Partial<DocumentDto> = {}) => aDocument('STATEMENT', period, overrides);
export const anInvoice = (period: string, overrides: Partial<DocumentDto> = {}) => aDocument('INVOICE', period, overrides);
export const aCompensationSummary = (period: string, overrides: Partial<DocumentDto> = {}) => aDocument('COMPENSATION_SUMMARY', period, overrides);

export const aDocumentList = (documents: DocumentDto[], documentTypes: DocumentTypeDto[] = DOCUMENT_TYPES): DocumentListDto => ({ documents, documentTypes });

/** Account C1's documents: February and a corrected December statement, an invoice, a PDF-only summary. */
export const C1_DOCUMENTS: DocumentDto[] = [
  aStatement('2026-02', { accountNumber: 'C1' }),
  anInvoice('2026-02', { accountNumber: 'C1' }),
  aStatement('2025-12', { accountNumber: 'C1', version: 2, latestVersion: 2 }),
  aCompensationSummary('2025-10', { accountNumber: 'C1', formats: ['pdf'] }),
];

/** A downloaded file as the API answers it. */
export const aDownloadedFile = (fileName = 'Statement_C1_2026-02.pdf', contentType = 'application/pdf') => ({
  fileName,
  contentType,
  data: new TextEncoder().encode('%PDF-1.3').buffer as ArrayBuffer,
});
