// The PDF's table, drawn straight into jsPDF's page streams. jspdf-autotable measured, split and
// styled every cell through its own objects (14 s for 10 370 rows under load); here the columns
// have fixed widths, a cell is measured by summing a per-character width table made once, and each
// row is one text object written with `doc.internal.write` (about 10 ms a thousand rows).
import type { jsPDF } from 'jspdf';

export interface TableColumn {
  title: string;
  /** Points. */
  width: number;
  align: 'left' | 'right';
}

export interface TableStyle {
  left: number;
  /** Where the header row starts on each page, and where the rows must end (points from the top). */
  top: number;
  bottom: number;
  fontSize: number;
  lineHeight: number;
  padding: number;
}

const WIN_ANSI_LAST = 255;

/** The part of jsPDF's internals the table writes through (not in its public types). */
interface Internal {
  write: (...lines: string[]) => void;
  getFont: (name: string, style: string) => { id: string };
}

/** Widths (points at size 1) of the characters a standard font can show; others are drawn as '?'. */
export function charWidthTable(doc: jsPDF): Float64Array {
  const table = new Float64Array(WIN_ANSI_LAST + 1);
  for (let code = 32; code <= WIN_ANSI_LAST; code++) table[code] = doc.getStringUnitWidth(String.fromCharCode(code));
  return table;
}

/** What a standard font can draw: controls become spaces, characters beyond Latin-1 '?'. */
export function drawable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[^\u0000-\u00ff]/g, '?');
}

/** A PDF literal string's body (PDF 32000 §7.3.4.2). */
const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export function textWidth(text: string, widths: Float64Array, size: number): number {
  let w = 0;
  for (let i = 0; i < text.length; i++) w += widths[text.charCodeAt(i)] ?? 0;
  return w * size;
}

/** The text cut into lines no wider than `max`: at spaces where it can, else mid-word. */
export function wrapText(text: string, max: number, widths: Float64Array, size: number): string[] {
  if (textWidth(text, widths, size) <= max) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, widths, size) <= max) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (textWidth(rest, widths, size) > max) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), widths, size) > max) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();

/** Draws rows of cells page after page; `startPage` draws a page's furniture and returns nothing. */
export function drawTable(
  doc: jsPDF,
  columns: readonly TableColumn[],
  rows: Iterable<readonly string[]>,
  style: TableStyle,
  hooks: { startPage: () => void; rowDrawn?: (index: number) => void },
): void {
  const { fontSize: size, lineHeight, padding, left, top, bottom } = style;
  const pageHeight = doc.internal.pageSize.getHeight();
  const totalWidth = columns.reduce((sum, c) => sum + c.width, 0);
  const internal = doc.internal as unknown as Internal;
  const write = internal.write;
  const fontId = internal.getFont('helvetica', 'normal').id;
  const boldId = internal.getFont('helvetica', 'bold').id;
  doc.setFont('helvetica', 'bold');
  const boldWidths = charWidthTable(doc);
  doc.setFont('helvetica', 'normal');
  const widths = charWidthTable(doc);

  /** One row's text object; `y` is the row's top in points from the page's top. */
  const rowText = (cells: readonly string[][], y: number, font: string, table: Float64Array) => {
    let out = `BT /${font} ${size} Tf\n`;
    let x = left;
    cells.forEach((lines, c) => {
      const column = columns[c] as TableColumn;
      lines.forEach((line, l) => {
        const lx = column.align === 'right' ? x + column.width - padding - textWidth(line, table, size) : x + padding;
        const ly = pageHeight - (y + padding + size * 0.85 + l * lineHeight);
        out += `1 0 0 1 ${n(lx)} ${n(ly)} Tm (${escapePdf(line)}) Tj\n`;
      });
      x += column.width;
    });
    return `${out}ET`;
  };
  const fit = (cells: readonly string[], table: Float64Array) =>
    cells.map((cell, c) => wrapText(drawable(cell), (columns[c] as TableColumn).width - 2 * padding, table, size));
  const heightOf = (cells: readonly string[][]) => Math.max(1, ...cells.map((l) => l.length)) * lineHeight + (2 * padding - (lineHeight - size));

  const header = fit(
    columns.map((c) => c.title),
    boldWidths,
  );
  const headerHeight = heightOf(header);
  let y = 0;
  const newPage = (first: boolean) => {
    if (!first) doc.addPage();
    hooks.startPage();
    // The header row: white bold titles on a dark band.
    write(`q 0.157 0.157 0.157 rg ${n(left)} ${n(pageHeight - top - headerHeight)} ${n(totalWidth)} ${n(headerHeight)} re f 1 g`);
    write(rowText(header, top, boldId, boldWidths), 'Q');
    y = top + headerHeight;
  };

  newPage(true);
  let index = 0;
  for (const row of rows) {
    const cells = fit(row, widths);
    const height = heightOf(cells);
    if (y + height > bottom) newPage(false);
    if (index % 2 === 1) write(`q 0.96 g ${n(left)} ${n(pageHeight - y - height)} ${n(totalWidth)} ${n(height)} re f Q`);
    write('0 g', rowText(cells, y, fontId, widths));
    y += height;
    hooks.rowDrawn?.(index);
    index++;
  }
}
