// Contract: Documents (spec part 2 §2, §3, §4, §7, §9): the statements, invoices and compensation
// summaries of an account, their versions, the accounts that have documents, and the download of
// one or several of them. The SPA reads exactly these shapes and the reference gateway answers
// exactly these shapes; both import this file. The spec names the four calls ("POST
// /api/v2/documents/ list, versions, accountlist, download"; payloads not shown): the bodies are ours.
//
// JSON answers are the money-movement gateway's old style (contract/responses.ts):
//   success  HTTP 200 { status: { code: '000000', text: 'SUCCESS' }, data: <the DTO below> }
//   failure  HTTP 4xx { status: { code, text }, data: null }
// The download answers the file itself (below); its failures are JSON like the others.
// Common failures:
//   401  no full (two-factor) session
//   403  { code: '403', text: 'Forbidden' } the account is not held by the user's firm (or does not
//        exist); { code: '403', text: 'You are not entitled to FDAS_AS_INST_DASHBOARD on this
//        account' } the user may not view the account
//   400  { code: '400', text: <what is wrong> } a body that breaks the rules below; nothing happens
//   404  { code: '404', text: 'Document not found' } a document (or version) the account does not
//        have, has not been issued yet, or belongs to another account
//
// The shapes are the schemas of schemas/documents.ts (their descriptions say what each field holds).
import type { Static } from '@sinclair/typebox';
import { DOCUMENT_FORMATS, DOCUMENT_TYPES } from './constants';
import { arrayOf, isBoolean, isCount, isNonEmptyString, isObject, isString, oneOf, orNull, type Guard } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import type { DocumentAccountSchema, DocumentListSchema, DocumentSchema, DocumentTypeSchema, DownloadDocumentSchema, DownloadRequestSchema } from './schemas/documents';

const DOCUMENTS_BASE = `${MONEY_MOVEMENT_BASE}/api/v2/documents`;

export const DOCUMENT_PATHS = {
  list: `${DOCUMENTS_BASE}/list`,
  versions: `${DOCUMENTS_BASE}/versions`,
  accountList: `${DOCUMENTS_BASE}/accountlist`,
  download: `${DOCUMENTS_BASE}/download`,
} as const;

// The formats (spec part 2 §9, in the order the dialog shows them), the types this gateway issues,
// and the most documents one download takes.
export { DOCUMENT_FORMATS, DOCUMENT_TYPES, MAX_DOWNLOAD_DOCUMENTS } from './constants';
/** A document format (spec part 2 §9). */
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** The document types this gateway issues (spec part 2 §1: statements, invoices, compensation summaries). */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The entitlement every documents call needs on the account (view the account). */
export const DOCUMENTS_ENTITLEMENT = 'FDAS_AS_INST_DASHBOARD';
export const DOCUMENT_NOT_FOUND_TEXT = 'Document not found';

/** The content type of each format, and of the zip of several files. */
export const DOCUMENT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
} as const;

// ── Document types (part of the list answer) ──────────────────────────────────────────────────
// The per-type display config of spec part 2 §3 that the gateway owns: docType, heading, pdfOnly
// and the formats the type is issued in. (totalCount and the pdf/csv choices are the dialog's.)
export type DocumentTypeDto = Static<typeof DocumentTypeSchema>;

// ── A document version ─────────────────────────────────────────────────────────────────────────
export type DocumentDto = Static<typeof DocumentSchema>;

// ── List (POST …/api/v2/documents/list) ────────────────────────────────────────────────────────
//   request  { accountNumber }
//   answer   data: DocumentListDto — the newest version of each document issued to the account so
//            far, newest period first (ties in documentTypes order), and every document type.
export type DocumentListDto = Static<typeof DocumentListSchema>;

// ── Versions (POST …/api/v2/documents/versions) ─────────────────────────────────────────────────
//   request  { accountNumber, documentId }
//   answer   data: DocumentDto[] — every version issued so far, newest first. 404 for a document
//            the account does not have.

// ── Account list (POST …/api/v2/documents/accountlist) ──────────────────────────────────────────
//   request  {} (or no body)
//   answer   data: DocumentAccountDto[] — the accounts of the user's firm the user may view, in
//            display order, with how many documents each has.
export type DocumentAccountDto = Static<typeof DocumentAccountSchema>;

// ── Download (POST …/api/v2/documents/download) ─────────────────────────────────────────────────
//   request  DownloadRequestDto (spec part 2 §3: "a list of documents, each with id, version and the
//            chosen formats"): 1 to MAX_DOWNLOAD_DOCUMENTS documents of the account, each once, each
//            with 1 or 2 distinct formats that version lists (else 400).
//   answer   HTTP 200 with the file itself (binary, not JSON):
//            one document in one format   Content-Type of the format, the file
//            several documents or formats  application/zip, one file per document and format
//            and always Content-Disposition: attachment; filename="<name>" (ASCII), e.g.
//            Statement_C40017238_2026-02.pdf, Statement_C40017238_2025-12_v2.csv,
//            Documents_C40017238_20260302.zip (the download's US/Eastern date).
export type DownloadDocumentDto = Static<typeof DownloadDocumentSchema>;
export type DownloadRequestDto = Static<typeof DownloadRequestSchema>;

// ── Runtime guards ──────────────────────────────────────────────────────────────────────────────
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown): v is string => isString(v) && DATE.test(v);
const isVersion = (v: unknown): v is number => isCount(v) && v >= 1;
export const isDocumentFormat = oneOf(DOCUMENT_FORMATS);
const isFormatList = (v: unknown): v is DocumentFormat[] =>
  arrayOf(isDocumentFormat)(v) && v.length > 0 && new Set(v).size === v.length;

export const isDocumentTypeDto: Guard<DocumentTypeDto> = (v): v is DocumentTypeDto =>
  isObject(v) && oneOf(DOCUMENT_TYPES)(v.docType) && isNonEmptyString(v.heading) && isBoolean(v.pdfOnly) && isFormatList(v.formats);

export const isDocumentDto: Guard<DocumentDto> = (v): v is DocumentDto =>
  isObject(v) &&
  isNonEmptyString(v.id) &&
  isVersion(v.version) &&
  oneOf(DOCUMENT_TYPES)(v.docType) &&
  isNonEmptyString(v.name) &&
  isNonEmptyString(v.accountNumber) &&
  isDate(v.periodStart) &&
  isDate(v.periodEnd) &&
  isCount(v.issuedAt) &&
  isFormatList(v.formats) &&
  orNull(isString)(v.correction) &&
  isVersion(v.latestVersion) &&
  v.latestVersion >= v.version;

export const isDocumentList = arrayOf(isDocumentDto);

const isDocumentAccountDto: Guard<DocumentAccountDto> = (v): v is DocumentAccountDto =>
  isObject(v) && isNonEmptyString(v.accountNumber) && isString(v.accountDisplayName) && isCount(v.documentCount);
export const isDocumentAccountList = arrayOf(isDocumentAccountDto);

export const isDocumentListDto: Guard<DocumentListDto> = (v): v is DocumentListDto =>
  isObject(v) && isDocumentList(v.documents) && arrayOf(isDocumentTypeDto)(v.documentTypes);

