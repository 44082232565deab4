// The Activity History CSV (spec part 2 §9): file name Activity_History_for_{account}.csv, built
// from the filtered and sorted rows the grid shows. A preamble (title, date range, when it was made,
// the disclaimers), an empty line, then the header and one line per row; every cell protected
// against formula injection (cells.ts). papaparse quotes what needs quoting. Pure: the clock's
// time comes in the header.
import Papa from 'papaparse';
import { formatEasternDate, formatEasternDateTime } from '../../../shared/format';
import { CSV_COLUMNS, EXPORT_DISCLAIMERS, cellsOf, protectCell, type ExportHeader, type ExportRow } from './cells';

/** The lines before the table. */
export function csvPreamble(header: ExportHeader): string[][] {
  return [
    [protectCell(`Activity History for ${header.accountNumber}`)],
    [`Date range: ${formatEasternDate(header.from)} - ${formatEasternDate(header.to)}`],
    [`Generated: ${formatEasternDateTime(header.generatedAt)} ET`],
    ...EXPORT_DISCLAIMERS.map((d) => [d]),
  ];
}

/** The whole file, CRLF line ends (RFC 4180). */
export function activityCsv(rows: readonly ExportRow[], header: ExportHeader): string {
  const table = [CSV_COLUMNS.map(([title]) => title), ...rows.map((row) => cellsOf(row, CSV_COLUMNS))];
  const options = { newline: '\r\n', escapeFormulae: false } as const;
  return `${Papa.unparse(csvPreamble(header), options)}\r\n\r\n${Papa.unparse(table, options)}\r\n`;
}
