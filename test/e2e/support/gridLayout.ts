// The layout of an ag-grid grid of the portal (domLayout 'autoHeight'), as a person sees it: the
// rows that something covers or cuts, and whether the grid scrolls sideways.
import type { Page } from 'playwright-core';

export interface GridLayout {
  /** The text of each row below the grid's own bottom or under its sideways scrollbar (when shown). */
  covered: string[];
  scrollsSideways: boolean;
}

/** Animation frames in a row that must read the same layout (~200 ms): ag-grid sizes its columns after a render or a resize. */
const STEADY_FRAMES = 12;

/**
 * The layout of the grid inside `wrapper` once it has settled: read at every animation frame until
 * it has stayed the same for STEADY_FRAMES frames (a read straight after the rows appear can come
 * before the columns have their widths).
 */
export async function gridLayout(p: Page, wrapper: string): Promise<GridLayout> {
  const settled = await p.waitForFunction(
    ({ selector, frames }) => {
      const root = document.querySelector(`${selector} .ag-root-wrapper`);
      if (!root) return false;
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
      const now = JSON.stringify({ covered, scrollsSideways: viewport !== null && viewport.scrollWidth > viewport.clientWidth });
      // The reads so far, kept on the page between frames (one polling at a time per grid).
      const kept = window as unknown as Record<string, { last: string; same: number } | undefined>;
      const key = `gridLayout ${selector}`;
      const seen = kept[key];
      if (seen && seen.last === now) seen.same += 1;
      else kept[key] = { last: now, same: 0 };
      return (kept[key]?.same ?? 0) >= frames ? now : false;
    },
    { selector: wrapper, frames: STEADY_FRAMES },
    { polling: 'raf', timeout: 15_000 },
  );
  const layout = JSON.parse((await settled.jsonValue()) as string) as GridLayout;
  await p.evaluate((key) => {
    delete (window as unknown as Record<string, unknown>)[key];
  }, `gridLayout ${wrapper}`);
  return layout;
}
