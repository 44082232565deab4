// The demo documents (docs/gateway.md "Documents"), relative to the instant the seeded history ends
// at (asOf), for every account with ledger history before the period's end:
//   monthly statements (PDF and CSV) and invoices (PDF only) of the last three complete months,
//     issued at 06:00 ET on the second day after the month;
//   compensation summaries of the last two complete quarters, issued at 06:00 ET on the fifth day
//     after the quarter: the latest as PDF and CSV, the one before as PDF only (issued before the
//     CSV was offered);
//   the oldest statement of each firm's first account corrected: version 1 priced the closing
//     positions a day early, version 2 (issued ten days later) at the month's end.
// Only the rows are written here; the files are rendered from the ledger when first downloaded.
import type { DocumentType } from '../../../src/api/contract/documents';
import type { Db } from '../db/database';
import { documentId } from '../domain/documents/documentTypes';
import { addDays, easternDate, easternMidnight } from '../domain/platform/easternTime';
import { DEMO_FIRMS } from './firms';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const CORRECTION_NOTE = 'Closing values restated at the prices of the end of the period (version 1 priced them a day early).';

interface PeriodDays {
  start: string;
  end: string;
}

/** The first day of the month `back` months before the month of `date`. */
function monthStart(date: string, back: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const monthOf = (date: string, back: number): PeriodDays => ({ start: monthStart(date, back), end: addDays(monthStart(date, back - 1), -1) });

function quarterOf(date: string, back: number): PeriodDays {
  const month = Number(date.slice(5, 7));
  const first = monthStart(date, ((month - 1) % 3) + 3 * back);
  return { start: first, end: addDays(monthStart(first, -3), -1) };
}

/** 06:00 ET `days` days after the period's last day. */
const issueAfter = (period: PeriodDays, days: number) => easternMidnight(addDays(period.end, days)) + 6 * HOUR;
const periodEndInstant = (period: PeriodDays) => easternMidnight(addDays(period.end, 1));

interface SeedDocument {
  accountNumber: string;
  docType: DocumentType;
  period: PeriodDays;
  csv: boolean;
  issuedAt: number;
  corrected: boolean;
}

export function demoDocuments(asOf: number, firstEntries: ReadonlyMap<string, number>): SeedDocument[] {
  const today = easternDate(asOf);
  const months = [1, 2, 3].map((back) => monthOf(today, back));
  const quarters = [1, 2].map((back) => quarterOf(today, back));
  const documents: SeedDocument[] = [];
  for (const firm of DEMO_FIRMS) {
    firm.accounts.forEach((account, index) => {
      const first = firstEntries.get(account.accountNumber);
      const covers = (period: PeriodDays) => first !== undefined && first < periodEndInstant(period);
      const add = (docType: DocumentType, period: PeriodDays, csv: boolean, days: number, corrected = false) => {
        if (covers(period)) documents.push({ accountNumber: account.accountNumber, docType, period, csv, issuedAt: issueAfter(period, days), corrected });
      };
      months.forEach((month, i) => {
        add('STATEMENT', month, true, 2, index === 0 && i === months.length - 1);
        add('INVOICE', month, false, 2);
      });
      quarters.forEach((quarter, i) => add('COMPENSATION_SUMMARY', quarter, i === 0, 5));
    });
  }
  return documents;
}

/** Run inside the seeding transaction, after the ledger. */
export function insertDocuments(db: Db, asOf: number): void {
  const firstEntries = new Map(
    db.prepare<[], [string, number]>('SELECT account_number, MIN(booked_at) FROM ledger_entries GROUP BY account_number').raw().all(),
  );
  const document = db.prepare(
    'INSERT INTO documents (id, account_number, doc_type, period_start, period_end, has_pdf, has_csv) VALUES (?, ?, ?, ?, ?, 1, ?)',
  );
  const version = db.prepare('INSERT INTO document_versions (document_id, version, issued_at, valued_at, note) VALUES (?, ?, ?, ?, ?)');
  for (const d of demoDocuments(asOf, firstEntries)) {
    const id = documentId(d.docType, d.accountNumber, d.period.start);
    const valuedAt = periodEndInstant(d.period);
    document.run(id, d.accountNumber, d.docType, d.period.start, d.period.end, d.csv ? 1 : 0);
    version.run(id, 1, d.issuedAt, d.corrected ? valuedAt - DAY : valuedAt, null);
    if (d.corrected) version.run(id, 2, d.issuedAt + 10 * DAY, valuedAt, CORRECTION_NOTE);
  }
}
