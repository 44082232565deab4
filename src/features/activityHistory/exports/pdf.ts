// The Activity History PDF (spec part 2 §9): ActivityHist{date}.pdf, landscape, the spec's columns
// (repeated on every page), the date-range header, 'n of N' page numbers and the disclaimers,
// from the filtered and sorted rows. Every cell is protected (cells.ts) like the CSV's, so a copy
// and paste into a spreadsheet is as safe as the CSV. Pure apart from jsPDF's own buffers: the
// clock's time comes in the header; the file's metadata dates are fixed to it.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatEasternDate, formatEasternDateTime } from '../../../shared/format';
import type { ActivityRow } from '../rows';
import { EXPORT_COLUMNS, EXPORT_DISCLAIMERS, cellsOf, type ExportHeader } from './cells';

/** 'ActivityHist03022026.pdf' (MMddyyyy of the generation day, US/Eastern). */
export const pdfFileName = (generatedAt: number) => `ActivityHist${formatEasternDate(generatedAt).replace(/\//g, '')}.pdf`;

const PAGE_NUMBER_PLACEHOLDER = '{total_pages}';

export interface PdfOptions {
  /** Reports progress: pages drawn so far. */
  onPage?: (page: number) => void;
  /** Deflate the page streams (default true; tests read them uncompressed). */
  compress?: boolean;
}

/** The PDF's bytes. */
export function activityPdf(rows: readonly ActivityRow[], header: ExportHeader, { onPage, compress = true }: PdfOptions = {}): ArrayBuffer {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter', compress });
  doc.setCreationDate(new Date(header.generatedAt * 1000));
  doc.setProperties({ title: `Activity History for ${header.accountNumber}` });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const range = `${formatEasternDate(header.from)} - ${formatEasternDate(header.to)}`;
  autoTable(doc, {
    head: [EXPORT_COLUMNS.map(([title]) => title)],
    body: rows.map((row) => cellsOf(row, EXPORT_COLUMNS)),
    startY: 70,
    margin: { top: 70, bottom: 60, left: 30, right: 30 },
    showHead: 'everyPage',
    styles: { fontSize: 7, cellPadding: 3, overflow: 'linebreak' },
    headStyles: { fillColor: [40, 40, 40] },
    didDrawPage: (data) => {
      doc.setFontSize(12);
      doc.text(`Activity History for ${header.accountNumber}`, 30, 32);
      doc.setFontSize(9);
      doc.text(`Date range: ${range}`, 30, 48);
      doc.text(`Generated: ${formatEasternDateTime(header.generatedAt)} ET`, width - 30, 48, { align: 'right' });
      doc.setFontSize(7);
      EXPORT_DISCLAIMERS.forEach((line, i) => doc.text(line, 30, height - 40 + i * 9));
      doc.text(`${data.pageNumber} of ${PAGE_NUMBER_PLACEHOLDER}`, width - 30, height - 22, { align: 'right' });
      onPage?.(data.pageNumber);
    },
  });
  doc.putTotalPages(PAGE_NUMBER_PLACEHOLDER);
  return doc.output('arraybuffer');
}
