// The document library (spec part 2 §2–§4, §7; contract/documents.ts): which documents and versions
// an account has, which accounts a user may see documents of, and what a download request asks
// for. A version exists for the portal once issued (issued_at ≤ now): a document whose first
// version lies in the future is not listed, and is not found. The files are DocumentFiles' business.
import {
  DOCUMENT_FORMATS,
  DOCUMENTS_ENTITLEMENT,
  type DocumentAccountDto,
  type DocumentDto,
  type DocumentFormat,
  type DownloadDocumentDto,
} from '../../../../src/api/contract/documents';
import type { Db } from '../../db/database';
import type { DocumentSubject } from './documentBodies';
import { documentFileName, documentName, typeOrder } from './documentTypes';

/** A version as the queries read it: the subject of its rendering, its formats and its document's newest version. */
interface VersionRow extends DocumentSubject {
  hasPdf: 0 | 1;
  hasCsv: 0 | 1;
  latestVersion: number;
}

const VERSION_COLUMNS = `d.id, v.version, d.doc_type AS docType, d.account_number AS accountNumber, a.display_name AS accountDisplayName,
  f.legal_name AS firmName, d.period_start AS periodStart, d.period_end AS periodEnd, d.has_pdf AS hasPdf, d.has_csv AS hasCsv,
  v.issued_at AS issuedAt, v.valued_at AS valuedAt, v.note AS correction,
  (SELECT MAX(l.version) FROM document_versions l WHERE l.document_id = d.id AND l.issued_at <= @now) AS latestVersion`;
const VERSION_JOIN = `FROM documents d JOIN document_versions v ON v.document_id = d.id
  JOIN accounts a ON a.account_number = d.account_number JOIN firms f ON f.id = a.firm_id`;

/** A version asked for in a download, with the formats asked, ready to render. */
export interface DownloadItem {
  subject: DocumentSubject;
  format: DocumentFormat;
  fileName: string;
}

export type DownloadResolution = { kind: 'items'; items: DownloadItem[] } | { kind: 'notFound' } | { kind: 'refused'; message: string };

const formatsOf = (row: Pick<VersionRow, 'hasPdf' | 'hasCsv'>): DocumentFormat[] =>
  DOCUMENT_FORMATS.filter((f) => (f === 'pdf' ? row.hasPdf : row.hasCsv) === 1);

function toDto(row: VersionRow): DocumentDto {
  return {
    id: row.id,
    version: row.version,
    docType: row.docType,
    name: documentName(row.docType, row.periodStart),
    accountNumber: row.accountNumber,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    issuedAt: Math.floor(row.issuedAt / 1000),
    formats: formatsOf(row),
    correction: row.correction,
    latestVersion: row.latestVersion,
  };
}

export function toSubject(row: VersionRow): DocumentSubject {
  const { hasPdf: _pdf, hasCsv: _csv, latestVersion: _latest, ...subject } = row;
  return subject;
}

const FORMAT_NAMES: Record<DocumentFormat, string> = { pdf: 'PDF', csv: 'CSV' };

export class DocumentLibrary {
  private readonly latest;
  private readonly allVersions;
  private readonly oneVersion;
  private readonly accounts;

  constructor(db: Db) {
    this.latest = db.prepare<{ account: string; now: number }, VersionRow>(
      `SELECT ${VERSION_COLUMNS} ${VERSION_JOIN}
       WHERE d.account_number = @account AND v.version = (SELECT MAX(l.version) FROM document_versions l WHERE l.document_id = d.id AND l.issued_at <= @now)
       ORDER BY d.period_end DESC, d.id`,
    );
    this.allVersions = db.prepare<{ account: string; id: string; now: number }, VersionRow>(
      `SELECT ${VERSION_COLUMNS} ${VERSION_JOIN} WHERE d.account_number = @account AND d.id = @id AND v.issued_at <= @now ORDER BY v.version DESC`,
    );
    this.oneVersion = db.prepare<{ account: string; id: string; version: number; now: number }, VersionRow>(
      `SELECT ${VERSION_COLUMNS} ${VERSION_JOIN} WHERE d.account_number = @account AND d.id = @id AND v.version = @version AND v.issued_at <= @now`,
    );
    this.accounts = db.prepare<{ firmId: string; userId: number; now: number }, DocumentAccountDto>(
      `SELECT a.account_number AS accountNumber, a.display_name AS accountDisplayName,
         (SELECT COUNT(*) FROM documents d WHERE d.account_number = a.account_number
            AND EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id AND v.issued_at <= @now)) AS documentCount
       FROM accounts a WHERE a.firm_id = @firmId
         AND EXISTS (SELECT 1 FROM user_entitlements e WHERE e.user_id = @userId AND e.account_number = a.account_number AND e.action_name = '${DOCUMENTS_ENTITLEMENT}')
       ORDER BY a.display_order, a.account_number`,
    );
  }

  /** The newest issued version of each document of the account: newest period first, then type order. */
  list(accountNumber: string, now: number): DocumentDto[] {
    const rows = this.latest.all({ account: accountNumber, now });
    return rows
      .map(toDto)
      .sort((a, b) => b.periodEnd.localeCompare(a.periodEnd) || typeOrder(a.docType) - typeOrder(b.docType) || a.id.localeCompare(b.id));
  }

  /** Every issued version of the account's document, newest first; null when it has none. */
  versions(accountNumber: string, id: string, now: number): DocumentDto[] | null {
    const rows = this.allVersions.all({ account: accountNumber, id, now });
    return rows.length > 0 ? rows.map(toDto) : null;
  }

  /** The user's firm's accounts the user may view, with their issued documents. */
  accountList(user: { id: number; firmId: string }, now: number): DocumentAccountDto[] {
    return this.accounts.all({ firmId: user.firmId, userId: user.id, now });
  }

  /**
   * What a download asks for, one item per version and format in the order asked; refused when a
   * version is asked twice or in a format it is not offered in, not found when the account has no
   * such issued version (another account's document included).
   */
  resolveDownload(accountNumber: string, documents: readonly DownloadDocumentDto[], now: number): DownloadResolution {
    const seen = new Set<string>();
    const items: DownloadItem[] = [];
    for (const asked of documents) {
      const key = `${asked.id}@${asked.version}`;
      if (seen.has(key)) return { kind: 'refused', message: `Document ${asked.id} version ${asked.version} is listed twice` };
      seen.add(key);
      const row = this.oneVersion.get({ account: accountNumber, id: asked.id, version: asked.version, now });
      if (!row) return { kind: 'notFound' };
      const offered = formatsOf(row);
      for (const format of asked.formats) {
        if (!offered.includes(format)) return { kind: 'refused', message: `Document ${asked.id} is not offered as ${FORMAT_NAMES[format]}` };
        items.push({ subject: toSubject(row), format, fileName: documentFileName(row.docType, row.accountNumber, row.periodStart, row.version, format) });
      }
    }
    return { kind: 'items', items };
  }
}
