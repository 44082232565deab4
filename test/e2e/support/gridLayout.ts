// The layout of an ag-grid grid of the portal (domLayout 'autoHeight'), as a person sees it: the
// rows that something covers or cuts, and whether the grid scrolls sideways.
import type { Page } from 'playwright-core';

export interface GridLayout {
  /** The text of each row below the grid's own bottom or under its sideways scrollbar (when shown). */
  covered: string[];
  scrollsSideways: boolean;
}

const readGridLayout = (p: Page, wrapper: string): Promise<GridLayout> =>
  p.evaluate((selector) => {
    const root = document.querySelector(`${selector} .ag-root-wrapper`);
    if (!root) throw new Error(`no grid in ${selector}`);
    const bar = root.querySelector('.ag-body-horizontal-scroll');
    const barShown = bar !== null && !bar.classList.contains('ag-invisible') && getComputedStyle(bar).display !== 'none';
    const barBox = barShown ? bar.getBoundingClientRect() : null;
    const bottom = root.getBoundingClientRect().bottom;
    const covered = [...root.querySelectorAll('.ag-row')]
      .filter((row) => {
        const box = row.getBoundingClientRect();
        return box.bottom > bottom + 0.5 || (barBox !== null && box.bottom > barBox.top + 0.5 && box.top < barBox.bottom - 0.5);
      })
      .map((row) => row.textContent ?? '');
    const viewport = root.querySelector('.ag-body-horizontal-scroll-viewport');
    return { covered, scrollsSideways: viewport !== null && viewport.scrollWidth > viewport.clientWidth };
  }, wrapper);

/**
 * The layout of the grid inside `wrapper` once it has settled: ag-grid sizes its columns after a
 * render or a resize, so two reads 200 ms apart must agree (a read straight after the rows appear
 * can come before the columns have their widths).
 */
export async function gridLayout(p: Page, wrapper: string): Promise<GridLayout> {
  let last = JSON.stringify(await readGridLayout(p, wrapper));
  for (let read = 0; read < 25; read += 1) {
    await p.waitForTimeout(200);
    const now = JSON.stringify(await readGridLayout(p, wrapper));
    if (now === last) return JSON.parse(now) as GridLayout;
    last = now;
  }
  throw new Error(`the grid in ${wrapper} did not settle: ${last}`);
}
