// ag-grid as this feature uses it: only the modules its grids need (the community core, text
// filters, the column-state API, cell classes, row heights set after measuring) and the legacy CSS theme. ag-grid 36's Theming API
// injects <style> elements, which the portal's CSP (no 'unsafe-inline') refuses; with
// `theme: 'legacy'` the grid injects nothing and the theme comes as CSS files of this chunk
// (ADR 0019). Only the grid chunk imports this module.
import { CellStyleModule, ClientSideRowModelApiModule, ColumnApiModule, TextFilterModule, type Module } from 'ag-grid-community';
import 'ag-grid-community/styles/ag-grid.min.css';
import 'ag-grid-community/styles/ag-theme-quartz.min.css';
import '../../../shared/ui/agGridAutoHeight.css';

export const GRID_MODULES: Module[] = [TextFilterModule, ColumnApiModule, CellStyleModule, ClientSideRowModelApiModule];

/** The theme class the grids' wrappers carry (legacy CSS theme). */
export const GRID_THEME_CLASS = 'ag-theme-quartz';

/** Spec part 2 §9: row and header heights. */
export const ROW_HEIGHT = 48;
export const HEADER_HEIGHT = 48;

/**
 * What both grids set alike: the modules, the legacy theme, every row of the page drawn at once (a
 * page is at most 100 rows: no virtualisation, and no drawing spread over animation frames, which
 * put the rows on screen frames after the data had arrived).
 */
export const GRID_DEFAULTS = {
  modules: GRID_MODULES,
  theme: 'legacy',
  domLayout: 'autoHeight',
  rowHeight: ROW_HEIGHT,
  headerHeight: HEADER_HEIGHT,
  suppressColumnVirtualisation: true,
  suppressAnimationFrame: true,
} as const;
