// Long work in small steps: between steps the event loop turns (setImmediate), so the gateway keeps
// answering other requests while a large document is read and drawn (ADR 0020).

/** Lets the event loop serve other work before the next step. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export type Step = () => Promise<void>;

/** How many items one step maps: about 20-40 ms of reading or formatting on this project's loaded 2-core machine. */
export const ITEMS_PER_STEP = 1000;

/** `items.map(map)`, a step after every ITEMS_PER_STEP items. */
export async function mapInSteps<T, U>(items: readonly T[], map: (item: T) => U, step: Step): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i += ITEMS_PER_STEP) {
    for (const item of items.slice(i, i + ITEMS_PER_STEP)) out.push(map(item));
    if (i + ITEMS_PER_STEP < items.length) await step();
  }
  return out;
}
