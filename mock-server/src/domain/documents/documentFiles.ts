// A document version's files and downloads (ADR 0020). A file is rendered from the ledger on its
// first download (documentContent → documentBodies → documentRender, in small steps) and kept in
// document_files, so every later download of it is a read; two downloads of a file not yet kept
// share one rendering. A download of one file answers it; of several, a zip of them (fflate, one
// file per step: PDFs stored as they are, CSVs deflated).
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { DOCUMENT_CONTENT_TYPES, type DocumentFormat } from '../../../../src/api/contract/documents';
import type { Db } from '../../db/database';
import { compensationBody, invoiceBody, statementBody, type DocumentBody, type DocumentSubject } from './documentBodies';
import type { DocumentLedger, Period } from './documentContent';
import type { DownloadItem } from './documents';
import { renderCsv, renderPdf } from './documentRender';
import { zipFileName } from './documentTypes';
import { addDays, easternDate, easternMidnight } from '../platform/easternTime';
import { nextTurn, type Step } from './steps';

export interface DownloadFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** [from, to) of a period of US/Eastern days. */
export const periodOf = (first: string, last: string): Period => ({ from: easternMidnight(first), to: easternMidnight(addDays(last, 1)) });

/** The months of a quarter: each month's first day and its [from, to). */
function monthsOf(subject: DocumentSubject): Array<Period & { month: string }> {
  const months: Array<Period & { month: string }> = [];
  let month = subject.periodStart;
  while (month <= subject.periodEnd) {
    const [year, m] = month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
    months.push({ month, from: easternMidnight(month), to: easternMidnight(next) });
    month = next;
  }
  return months;
}

export class DocumentFiles {
  private readonly kept;
  private readonly keep;
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private readonly step: Step;

  /** `onStep` is told of every step (tests count them; a bench times them). */
  constructor(
    db: Db,
    private readonly ledger: DocumentLedger,
    onStep?: () => void,
  ) {
    this.step = async () => {
      onStep?.();
      await nextTurn();
    };
    this.kept = db.prepare<[string, number, string], { bytes: Buffer }>('SELECT bytes FROM document_files WHERE document_id = ? AND version = ? AND format = ?');
    // Kept only while the version is the one rendered (a reset may have issued it again meanwhile).
    this.keep = db.prepare<[string, number, string, Buffer, number, string, number, number, number]>(
      `INSERT OR IGNORE INTO document_files (document_id, version, format, bytes, generated_at)
       SELECT ?, ?, ?, ?, ? FROM document_versions WHERE document_id = ? AND version = ? AND issued_at = ? AND valued_at = ?`,
    );
  }

  /** What the version says, as the format shows it. */
  async bodyOf(subject: DocumentSubject, format: DocumentFormat): Promise<DocumentBody> {
    const period = periodOf(subject.periodStart, subject.periodEnd);
    switch (subject.docType) {
      case 'STATEMENT':
        return statementBody(subject, await this.ledger.statement(subject.accountNumber, period, subject.valuedAt, this.step), format, this.step);
      case 'INVOICE':
        return invoiceBody(subject, this.ledger.invoiceLines(subject.accountNumber, period));
      case 'COMPENSATION_SUMMARY':
        return compensationBody(
          subject,
          this.ledger.compensation(subject.accountNumber, monthsOf(subject)),
          this.ledger.holdingsValue(subject.accountNumber, period.to, subject.valuedAt),
          format,
        );
    }
  }

  /** The version's file: kept bytes, or rendered now (and kept). */
  async file(subject: DocumentSubject, format: DocumentFormat, now: number): Promise<Buffer> {
    const kept = this.kept.get(subject.id, subject.version, format);
    if (kept) return kept.bytes;
    const key = `${subject.id}@${subject.version}.${format}/${subject.issuedAt}/${subject.valuedAt}`;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(subject, format).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    const bytes = await pending;
    this.keep.run(subject.id, subject.version, format, bytes, now, subject.id, subject.version, subject.issuedAt, subject.valuedAt);
    return bytes;
  }

  private async render(subject: DocumentSubject, format: DocumentFormat): Promise<Buffer> {
    await this.step(); // a download's first step ends here: the ledger is read in steps of its own
    const body = await this.bodyOf(subject, format);
    await this.step();
    if (format === 'csv') return renderCsv(body, this.step);
    return renderPdf(body, { key: `${subject.id}@${subject.version}`, createdAt: subject.issuedAt }, this.step);
  }

  /** One file as it is, or several in a zip named for the account and the day (US/Eastern). */
  async download(accountNumber: string, items: readonly DownloadItem[], now: number): Promise<DownloadFile> {
    const [only] = items;
    if (items.length === 1 && only) return { fileName: only.fileName, contentType: DOCUMENT_CONTENT_TYPES[only.format], bytes: await this.file(only.subject, only.format, now) };
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    for (const item of items) {
      const bytes = await this.file(item.subject, item.format, now);
      // PDFs are deflated inside already: stored as they are.
      const entry = item.format === 'pdf' ? new ZipPassThrough(item.fileName) : new ZipDeflate(item.fileName, { level: 6 });
      entry.mtime = item.subject.issuedAt;
      zip.add(entry);
      entry.push(bytes, true);
      await this.step();
    }
    zip.end();
    return { fileName: zipFileName(accountNumber, easternDate(now)), contentType: DOCUMENT_CONTENT_TYPES.zip, bytes: Buffer.concat(chunks) };
  }
}
