// Draws a document body (documentBodies.ts) as a PDF (jspdf + jspdf-autotable) or a CSV
// (papaparse), in small steps (steps.ts): a PDF step is one page of a table (about 50 rows), a CSV
// step ITEMS_PER_STEP rows. Both files are deterministic: the same body gives
// the same bytes (the PDF's dates and file id come from the document, not the clock).
import { createHash } from 'node:crypto';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import Papa from 'papaparse';
import type { BodyTable, DocumentBody } from './documentBodies';
import { ISSUER } from './documentTypes';
import { protectCell } from '../../../../src/shared/validation/spreadsheetCells';
import { ITEMS_PER_STEP, type Step } from './steps';

export interface PdfIdentity {
  /** Seeds the PDF's file id. */
  key: string;
  /** The PDF's creation date (the version's issue). */
  createdAt: number;
}

const MARGIN = 40;
const TOP = 70;
const BOTTOM = 50;
const FONT_SIZE = 7;
/** A one-line row: the font's line height (1.15) plus 3 pt of padding above and below. */
const ROW_HEIGHT = FONT_SIZE * 1.15 + 6;
const TOTAL_PAGES = '{total_pages}';

function drawPageFrame(doc: jsPDF, body: DocumentBody): void {
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  doc.setFont('helvetica', 'bold').setFontSize(11).text(ISSUER, MARGIN, 34);
  doc.setFont('helvetica', 'normal').setFontSize(9).text(body.name, width - MARGIN, 34, { align: 'right' });
  const account = body.facts.find(([label]) => label === 'Account Number')?.[1] ?? '';
  doc.setFontSize(7).text(`Account ${account}`, width - MARGIN, 46, { align: 'right' });
  doc.setFont('helvetica', 'normal');
  doc.text(`${doc.getCurrentPageInfo().pageNumber} of ${TOTAL_PAGES}`, width - MARGIN, height - 24, { align: 'right' });
}

/** Draws the rows of one table, a page at a time. */
async function drawTable(doc: jsPDF, body: DocumentBody, table: BodyTable, startY: number, step: Step): Promise<number> {
  const height = doc.internal.pageSize.getHeight();
  let y = startY;
  if (y + 3 * ROW_HEIGHT + 14 > height - BOTTOM) {
    doc.addPage();
    drawPageFrame(doc, body);
    y = TOP;
  }
  doc.setFont('helvetica', 'bold').setFontSize(10).text(table.title, MARGIN, y + 10);
  y += 16;
  const rows = table.footer ? [...table.rows, table.footer] : table.rows;
  const columnStyles = Object.fromEntries(table.columns.map((c, i) => [i, { halign: c.align ?? 'left' }]));
  let next = 0;
  do {
    if (next > 0) {
      doc.addPage();
      drawPageFrame(doc, body);
      y = TOP;
    }
    const fit = Math.max(1, Math.floor((height - BOTTOM - y) / ROW_HEIGHT) - 1);
    const chunk = rows.slice(next, next + fit);
    const footerIndex = table.footer && next + chunk.length === rows.length ? chunk.length - 1 : -1;
    autoTable(doc, {
      head: [table.columns.map((c) => c.header)],
      body: chunk.length > 0 ? chunk : [[{ content: 'None in this period', colSpan: table.columns.length }]],
      startY: y,
      margin: { top: TOP, bottom: BOTTOM, left: MARGIN, right: MARGIN },
      showHead: 'everyPage',
      theme: 'striped',
      styles: { font: 'helvetica', fontSize: FONT_SIZE, cellPadding: 3, overflow: 'linebreak' },
      headStyles: { fillColor: [40, 40, 40], textColor: 255 },
      columnStyles,
      didParseCell: (data) => {
        if (data.section === 'head') data.cell.styles.halign = table.columns[data.column.index]?.align ?? 'left';
        if (data.section === 'body' && data.row.index === footerIndex) data.cell.styles.fontStyle = 'bold';
      },
      didDrawPage: () => drawPageFrame(doc, body),
    });
    next += chunk.length;
    y = (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
    await step();
  } while (next < rows.length);
  return y + 18;
}

/** The PDF's bytes. */
export async function renderPdf(body: DocumentBody, identity: PdfIdentity, step: Step): Promise<Buffer> {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  doc.setCreationDate(new Date(identity.createdAt));
  doc.setFileId(createHash('sha256').update(identity.key).digest('hex').slice(0, 32).toUpperCase());
  doc.setProperties({ title: body.name, author: ISSUER, subject: body.title, creator: ISSUER });
  drawPageFrame(doc, body);
  doc.setFont('helvetica', 'bold').setFontSize(16).text(body.title, MARGIN, TOP + 6);
  let y = TOP + 24;
  doc.setFontSize(8);
  for (const [label, value] of body.facts) {
    doc.setFont('helvetica', 'bold').text(label, MARGIN, y);
    doc.setFont('helvetica', 'normal').text(value, MARGIN + 90, y);
    y += 11;
  }
  y += 6;
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  for (const note of body.notes) {
    const lines = doc.splitTextToSize(note, width) as string[];
    doc.text(lines, MARGIN, y);
    y += lines.length * 10;
  }
  y += 10;
  for (const table of body.tables) y = await drawTable(doc, body, table, y, step);
  doc.putTotalPages(TOTAL_PAGES);
  return Buffer.from(doc.output('arraybuffer'));
}

const CSV_OPTIONS = { newline: '\r\n', escapeFormulae: false } as const;
const csvLines = (rows: string[][]) => Papa.unparse(rows.map((row) => row.map(protectCell)), CSV_OPTIONS);

/**
 * The CSV's bytes: UTF-8 with a byte-order mark (spreadsheets then read the names' dashes right),
 * CRLF lines (RFC 4180): the title, the facts and notes, then each table after an empty line (its
 * title, header, rows, footer). Every cell protected against formula injection.
 */
export async function renderCsv(body: DocumentBody, step: Step): Promise<Buffer> {
  const parts = [csvLines([[body.title], ...body.facts, ...body.notes.map((note) => ['Note', note])])];
  for (const table of body.tables) {
    const rows = table.footer ? [...table.rows, table.footer] : table.rows;
    parts.push('', csvLines([[table.title], table.columns.map((c) => c.header)]));
    for (let i = 0; i < rows.length; i += ITEMS_PER_STEP) {
      parts.push(csvLines(rows.slice(i, i + ITEMS_PER_STEP)));
      await step();
    }
  }
  return Buffer.from(`\uFEFF${parts.join('\r\n')}\r\n`, 'utf8');
}
