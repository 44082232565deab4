// jsdom has no layout, so no IntersectionObserver: the SPA tests get one in which nothing is ever
// in view (a page never scrolled), unless a test says the page was scrolled to everything
// (`everythingInView()`: every observed element, now and later, intersects). Reset after each test.
type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void;

let inView = false;
const live = new Set<TestIntersectionObserver>();

class TestIntersectionObserver {
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: Callback) {}
  observe(target: Element) {
    this.targets.add(target);
    live.add(this);
    if (inView) this.callback([{ isIntersecting: true, target }]);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    live.delete(this);
  }
  takeRecords() {
    return [];
  }
  reportAll() {
    this.callback([...this.targets].map((target) => ({ isIntersecting: true, target })));
  }
}

export function installIntersectionObserver(): void {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestIntersectionObserver;
  afterEach(() => {
    inView = false;
    live.clear();
  });
}

/** From now on every observed element is in view; those observed already hear it at once. */
export function everythingInView(): void {
  inView = true;
  [...live].forEach((observer) => observer.reportAll());
}
