// The document types this gateway issues (spec part 2 §3 per-type display config: docType,
// heading, pdfOnly, formats) and how a document is named: its id, its title and its files' names.
// Statements and invoices cover a calendar month, compensation summaries a calendar quarter (US/Eastern).
import type { DocumentFormat, DocumentType, DocumentTypeDto } from '../../../../src/api/contract/documents';

/** The custodian that issues the documents (as in the SPA's footer). */
export const ISSUER = 'Harbor Digital Trust Company';

interface TypeInfo extends DocumentTypeDto {
  /** The id's and the file name's prefixes. */
  idPrefix: string;
  filePrefix: string;
  period: 'month' | 'quarter';
}

export const DOCUMENT_TYPE_CATALOGUE: readonly TypeInfo[] = [
  { docType: 'STATEMENT', heading: 'Monthly Statement', pdfOnly: false, formats: ['pdf', 'csv'], idPrefix: 'STM', filePrefix: 'Statement', period: 'month' },
  { docType: 'INVOICE', heading: 'Invoice', pdfOnly: true, formats: ['pdf'], idPrefix: 'INV', filePrefix: 'Invoice', period: 'month' },
  {
    docType: 'COMPENSATION_SUMMARY',
    heading: 'Compensation Summary',
    pdfOnly: false,
    formats: ['pdf', 'csv'],
    idPrefix: 'CMP',
    filePrefix: 'CompensationSummary',
    period: 'quarter',
  },
];

/** The types as the list call answers them. */
export const DOCUMENT_TYPE_DTOS: readonly DocumentTypeDto[] = DOCUMENT_TYPE_CATALOGUE.map(({ docType, heading, pdfOnly, formats }) => ({
  docType,
  heading,
  pdfOnly,
  formats: [...formats],
}));

export function typeInfo(docType: DocumentType): TypeInfo {
  const info = DOCUMENT_TYPE_CATALOGUE.find((t) => t.docType === docType);
  if (!info) throw new RangeError(`Unknown document type ${docType}`);
  return info;
}

export const typeOrder = (docType: DocumentType): number => DOCUMENT_TYPE_CATALOGUE.findIndex((t) => t.docType === docType);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-02' for a month, '2025-Q4' for a quarter: the period as ids and file names carry it. */
export function periodKey(docType: DocumentType, periodStart: string): string {
  const [year, month] = periodStart.split('-').map(Number) as [number, number];
  return typeInfo(docType).period === 'quarter' ? `${year}-Q${Math.floor((month - 1) / 3) + 1}` : periodStart.slice(0, 7);
}

/** 'February 2026' or 'Q4 2025'. */
export function periodLabel(docType: DocumentType, periodStart: string): string {
  const [year, month] = periodStart.split('-').map(Number) as [number, number];
  return typeInfo(docType).period === 'quarter' ? `Q${Math.floor((month - 1) / 3) + 1} ${year}` : `${MONTHS[month - 1]} ${year}`;
}

export const documentId = (docType: DocumentType, accountNumber: string, periodStart: string): string =>
  `${typeInfo(docType).idPrefix}-${accountNumber}-${periodKey(docType, periodStart)}`;

/** 'Monthly Statement – February 2026'. */
export const documentName = (docType: DocumentType, periodStart: string): string => `${typeInfo(docType).heading} – ${periodLabel(docType, periodStart)}`;

/** 'Statement_C40017238_2026-02.pdf'; a later version adds '_v2'. ASCII only (Content-Disposition). */
export function documentFileName(docType: DocumentType, accountNumber: string, periodStart: string, version: number, format: DocumentFormat): string {
  const suffix = version > 1 ? `_v${version}` : '';
  return `${typeInfo(docType).filePrefix}_${accountNumber}_${periodKey(docType, periodStart)}${suffix}.${format}`;
}

/** 'Documents_C40017238_20260302.zip' (the download's US/Eastern date, 'YYYY-MM-DD'). */
export const zipFileName = (accountNumber: string, easternDay: string): string => `Documents_${accountNumber}_${easternDay.replace(/-/g, '')}.zip`;
