// What may wait until a page's first paint is on screen. Boot holds the gate while a page rendered
// from nothing paints its frame (the dashboard's: ADR 0022, sixth pass); the page's chunk and the
// shell's late parts start their downloads after that paint, not between the first commit and it
// (a stylesheet fetched then made Lighthouse count its download into the first paint). Open
// unless boot holds it: tests, the pre-rendered login page and every later navigation go at once.
let gate: Promise<void> | null = null;

/** Boot: what asks before `painted` settles waits for it. */
export function holdUntilFirstPaint(painted: Promise<void>): void {
  const held = painted.then(
    () => undefined,
    () => undefined,
  );
  gate = held;
  void held.then(() => {
    if (gate === held) gate = null;
  });
}

/** Runs `start` now, or once the first paint is on screen when boot holds the gate. */
export function afterFirstPaint(start: () => void): void {
  if (gate) void gate.then(start);
  else start();
}

/** Whether boot holds the gate now (a page from nothing, before its frame's first paint). */
export function firstPaintHeld(): boolean {
  return gate !== null;
}
