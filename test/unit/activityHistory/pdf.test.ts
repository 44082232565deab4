// The Activity History PDF (spec part 2 §9), read back: the text of each page's content stream
// (uncompressed) has the spec's columns, 'n of N', the date range and the disclaimers on every page,
// the file is landscape, and cells are protected against formula injection as in the CSV.
import { pdfFileName } from '../../../src/features/activityHistory/exports/fileNames';
import { activityPdf } from '../../../src/features/activityHistory/exports/pdf';
import { EXPORT_DISCLAIMERS, isSafeCell } from '../../../src/features/activityHistory/exports/cells';
import { toActivityRow } from '../../../src/features/activityHistory/rows';
import { aTransactionRecord } from '../../builders/activityHistory';
import { pdfPagesText } from '../../support/pdfText';

const HEADER = { accountNumber: 'C88004012', from: Date.parse('2026-02-01T12:00:00Z') / 1000, to: Date.parse('2026-03-02T15:00:00Z') / 1000, generatedAt: Date.parse('2026-03-02T15:04:05Z') / 1000 };
const COLUMNS = ['Date', 'Status', 'Reference ID', 'Description', 'Asset', 'Quantity', 'Price (USD)', 'Trading Fee', 'Amount'];

const pagesText = pdfPagesText;

describe('PDF export', () => {
  it('is named ActivityHist{date}.pdf', () => {
    expect(pdfFileName(HEADER.generatedAt)).toBe('ActivityHist03022026.pdf');
  });

  it('has the columns, the date range, the disclaimers and n of N on every page, in landscape', () => {
    const rows = Array.from({ length: 120 }, (_, i) => toActivityRow(aTransactionRecord({ orderId: `EX${String(i).padStart(10, '0')}` })));
    const pages: number[] = [];
    const pdf = activityPdf(rows, HEADER, { compress: false, onPage: (n) => pages.push(n) });
    const text = pagesText(pdf);
    expect(text.length).toBeGreaterThan(1);
    expect(pages).toEqual(text.map((_, i) => i + 1));
    text.forEach((strings, i) => {
      for (const column of COLUMNS) expect(strings).toContain(column);
      expect(strings).toContain('Date range: 02/01/2026 - 03/02/2026');
      for (const line of EXPORT_DISCLAIMERS) expect(strings).toContain(line);
      expect(strings).toContain(`${i + 1} of ${text.length}`);
    });
    const ids = text.flat().filter((s) => /^EX\d{10}$/.test(s));
    expect(new Set(ids).size).toBe(120);
    const mediaBox = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(new TextDecoder('latin1').decode(pdf));
    expect(Number(mediaBox?.[1])).toBeGreaterThan(Number(mediaBox?.[2]));
  });

  it('protects the cells against formula injection', () => {
    const rows = [toActivityRow(aTransactionRecord({ description: '=HYPERLINK("http://x","y")' })), toActivityRow(aTransactionRecord({ description: '+1' }))];
    const strings = pagesText(activityPdf(rows, HEADER, { compress: false })).flat();
    expect(strings.some((s) => s.startsWith('\'=HYPERLINK'))).toBe(true);
    expect(strings).toContain("'+1");
    expect(strings.every(isSafeCell)).toBe(true);
  });

  it('wraps a long cell at spaces within its column, draws what the font cannot as ?, escapes ( ) \\', () => {
    const long = 'Withdrawal to saved instruction Treasury wallet at Harborline Capital (main desk) for the quarterly rebalance';
    const rows = [toActivityRow(aTransactionRecord({ description: long })), toActivityRow(aTransactionRecord({ description: 'Payé 中 a\\b' }))];
    const strings = pagesText(activityPdf(rows, HEADER, { compress: false })).flat();
    const lines = strings.filter((s) => long.includes(s) && s.length > 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(long);
    expect(strings).toContain('Payé ? a\\b');
  });

  it('reads back the same when the page streams are compressed (as users get them)', () => {
    const rows = Array.from({ length: 60 }, (_, i) => toActivityRow(aTransactionRecord({ orderId: `EX${String(i).padStart(10, '0')}` })));
    const compressed = activityPdf(rows, HEADER);
    expect(new TextDecoder('latin1').decode(compressed)).toContain('/FlateDecode');
    const pages = pagesText(compressed);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pagesText(activityPdf(rows, HEADER, { compress: false })));
  });
});

