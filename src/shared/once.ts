// A value made on its first use, then kept. For Intl formatters above all: building one loads its
// locale's data (the first of a page's took ~15 ms on a 4× slowed CPU), and built at a module's
// top it was paid inside the task that evaluated the module's chunk, counted as blocking time
// whether or not the page ever formatted anything (ADR 0022, eighth pass).
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
