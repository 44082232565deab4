// Export cells (spec part 2 §9): the columns both files carry, and the OWASP rule against formula
// injection applied to every cell. A cell a spreadsheet would run as a formula — one starting with
// '=', '+', '-', '@', a tab or a carriage return — gets a leading single quote, so it is shown as
// text (https://owasp.org/www-community/attacks/CSV_Injection). Pure.
import type { ActivityRow } from '../rows';
import { protectCell } from '../../../shared/validation/spreadsheetCells';

export { isSafeCell, protectCell } from '../../../shared/validation/spreadsheetCells';

/** The spec's PDF columns, in order (§9); the CSV adds the deposit address (hidden in the grid, exported: §2). */
export const EXPORT_COLUMNS = [
  ['Date', 'date'],
  ['Status', 'status'],
  ['Reference ID', 'referenceId'],
  ['Description', 'description'],
  ['Asset', 'asset'],
  ['Quantity', 'quantity'],
  ['Price (USD)', 'price'],
  ['Trading Fee', 'tradingFee'],
  ['Amount', 'value'],
] as const satisfies ReadonlyArray<readonly [string, keyof ActivityRow]>;

export const CSV_COLUMNS = [...EXPORT_COLUMNS, ['Deposit Address', 'depositAddress']] as const;

/** The fields of a row the files carry: what the page hands the export worker. */
export type ExportRow = Pick<ActivityRow, (typeof CSV_COLUMNS)[number][1]>;
export type ExportColumns = ReadonlyArray<readonly [string, keyof ExportRow]>;

/** The row cut down to the exported fields (the raw record and sort keys stay behind). */
export function toExportRow(row: ExportRow): ExportRow {
  const { date, status, referenceId, description, asset, quantity, price, tradingFee, value, depositAddress } = row;
  return { date, status, referenceId, description, asset, quantity, price, tradingFee, value, depositAddress };
}

export const EXPORT_DISCLAIMERS = [
  'This report is for informational purposes only.',
  'It is not intended for tax reporting; consult your official statements and tax documents.',
  'Not for distribution.',
] as const;

/** The row's cells for the given columns, each protected. */
export function cellsOf(row: ExportRow, columns: ExportColumns): string[] {
  return columns.map(([, key]) => protectCell(row[key]));
}

export interface ExportHeader {
  accountNumber: string;
  /** Seconds: the first and last day of the range, and when the file was made. */
  from: number;
  to: number;
  generatedAt: number;
}
