// Cells of the files the portal and the gateway write (Activity History exports, documents' CSV):
// a spreadsheet shows them as text and never runs them. OWASP's rule for CSV injection: a cell
// starting with =, +, -, @, a tab or a carriage return gets a leading ' (papaparse's escapeFormulae
// misses a cell holding a line break, so the rule is ours: ADR 0016).
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet shows and never runs. */
export function protectCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A written cell is safe when it does not start a formula (a protected one starts with the quote). */
export const isSafeCell = (value: string): boolean => !FORMULA_START.test(value);
