// The Activity History PDF (spec part 2 §9): ActivityHist{date}.pdf, landscape, the spec's columns
// (repeated on every page), the date-range header, 'n of N' page numbers and the disclaimers,
// from the filtered and sorted rows. Every cell is protected (cells.ts) like the CSV's, so a copy
// and paste into a spreadsheet is as safe as the CSV. The table is drawn by pdfTable.ts with fixed
// column widths (10 000 rows in well under a second). Pure apart from jsPDF's own buffers: the
// clock's time comes in the header; the file's metadata dates are fixed to it.
import { jsPDF } from 'jspdf';
import { formatEasternDate, formatEasternDateTime } from '../../../shared/format';
import { EXPORT_COLUMNS, EXPORT_DISCLAIMERS, cellsOf, type ExportHeader, type ExportRow } from './cells';
import { drawTable, type TableColumn } from './pdfTable';

const PAGE_NUMBER_PLACEHOLDER = '{total_pages}';
const MARGIN = 30;

/** Fixed widths (points) of the spec's columns across the page's 732 points; amounts right-aligned. */
const COLUMN_LAYOUT: Record<(typeof EXPORT_COLUMNS)[number][0], Omit<TableColumn, 'title'>> = {
  Date: { width: 80, align: 'left' },
  Status: { width: 52, align: 'left' },
  'Reference ID': { width: 64, align: 'left' },
  Description: { width: 184, align: 'left' },
  Asset: { width: 40, align: 'left' },
  Quantity: { width: 100, align: 'right' },
  'Price (USD)': { width: 76, align: 'right' },
  'Trading Fee': { width: 56, align: 'right' },
  Amount: { width: 80, align: 'right' },
};
const COLUMNS: TableColumn[] = EXPORT_COLUMNS.map(([title]) => ({ title, ...COLUMN_LAYOUT[title] }));

export interface PdfOptions {
  /** Reports progress: pages started so far. */
  onPage?: (page: number) => void;
  /** Reports progress: rows drawn so far (every `every` rows, and the last). */
  onRows?: (done: number) => void;
  every?: number;
  /** Deflate the page streams (default true; tests read them uncompressed). */
  compress?: boolean;
}

/** The PDF's bytes. */
export function activityPdf(rows: readonly ExportRow[], header: ExportHeader, options: PdfOptions = {}): ArrayBuffer {
  const { onPage, onRows, every = 500, compress = true } = options;
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter', compress });
  doc.setCreationDate(new Date(header.generatedAt * 1000));
  doc.setProperties({ title: `Activity History for ${header.accountNumber}` });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const range = `${formatEasternDate(header.from)} - ${formatEasternDate(header.to)}`;
  const generated = `Generated: ${formatEasternDateTime(header.generatedAt)} ET`;
  let page = 0;

  const startPage = () => {
    page++;
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(0);
    doc.setFontSize(12);
    doc.text(`Activity History for ${header.accountNumber}`, MARGIN, 32);
    doc.setFontSize(9);
    doc.text(`Date range: ${range}`, MARGIN, 48);
    doc.text(generated, width - MARGIN, 48, { align: 'right' });
    doc.setFontSize(7);
    EXPORT_DISCLAIMERS.forEach((line, i) => doc.text(line, MARGIN, height - 40 + i * 9));
    doc.text(`${page} of ${PAGE_NUMBER_PLACEHOLDER}`, width - MARGIN, height - 22, { align: 'right' });
    onPage?.(page);
  };

  const cells = (function* () {
    for (const row of rows) yield cellsOf(row, EXPORT_COLUMNS);
  })();
  drawTable(doc, COLUMNS, cells, { left: MARGIN, top: 60, bottom: height - 56, fontSize: 7, lineHeight: 8.5, padding: 3.5 }, {
    startPage,
    rowDrawn: (index) => {
      const done = index + 1;
      if (onRows && (done % every === 0 || done === rows.length)) onRows(done);
    },
  });
  doc.putTotalPages(PAGE_NUMBER_PLACEHOLDER);
  return doc.output('arraybuffer');
}
