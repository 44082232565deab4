// Readers of the documents the gateway answers, for the gateway tests and the journeys: a PDF's text
// page by page (its content streams inflated with fflate), a CSV's rows (papaparse), a zip's files.
import { unzipSync, unzlibSync } from 'fflate';
import Papa from 'papaparse';

// WinAnsi bytes jsPDF writes for the standard fonts that are not Latin-1 (the dashes of the names).
const WIN_ANSI: Record<string, string> = { '\x96': '–', '\x97': '—' };

function unescapePdfString(s: string): string {
  return s
    .replace(/\\([0-7]{1,3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)))
    .replace(/\\(.)/g, '$1')
    .replace(/[\x96\x97]/g, (c) => WIN_ANSI[c] ?? c);
}

/** Each page's shown strings in drawing order (jsPDF writes one `(text) Tj` per line of text). */
export function pdfPages(pdf: Uint8Array): string[][] {
  const text = Buffer.from(pdf).toString('latin1');
  const pages: string[][] = [];
  const streams = /(?<!end)stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const content = Buffer.from(unzlibSync(pdf.subarray(start, end))).toString('latin1');
    const strings = [...content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => unescapePdfString(m[1] ?? ''));
    if (strings.length > 0) pages.push(strings);
    streams.lastIndex = end + 'endstream'.length;
  }
  return pages;
}

/** A CSV's rows, the byte-order mark checked and dropped. */
export function csvRows(bytes: Uint8Array): string[][] {
  const text = Buffer.from(bytes).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: false }).data;
}

/** The rows of one of a CSV's tables: those after its title and header, up to the next empty line. */
export function csvTable(rows: readonly string[][], title: string): { header: string[]; rows: string[][] } {
  const at = rows.findIndex((r) => r.length === 1 && r[0] === title);
  if (at < 0) throw new Error(`No table ${title}`);
  const end = rows.findIndex((r, i) => i > at && r.length === 1 && r[0] === '');
  return { header: rows[at + 1] as string[], rows: rows.slice(at + 2, end < 0 ? undefined : end) };
}

/** A zip's files by name. */
export const zipFiles = (bytes: Uint8Array): Record<string, Uint8Array> => unzipSync(bytes);
