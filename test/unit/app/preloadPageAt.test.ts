import { preloadPageAt } from '../../../src/app/router/AppRoutes';
import { PAGE_PRELOADS } from '../../../src/app/router/pages';
import { holdUntilFirstPaint } from '../../../src/runtime/firstPaintGate';

describe('preloadPageAt (boot, before the first render)', () => {
  const dashboardChunk = jest.fn(() => Promise.resolve());
  const original = PAGE_PRELOADS.dashboard;
  beforeEach(() => {
    dashboardChunk.mockClear();
    PAGE_PRELOADS.dashboard = dashboardChunk;
  });
  afterAll(() => {
    PAGE_PRELOADS.dashboard = original;
  });

  it("starts a signed-in page's chunks", () => {
    preloadPageAt('/dashboard');
    expect(dashboardChunk).toHaveBeenCalledTimes(1);
  });

  it('waits for the frame boot is painting: its downloads never come before the first paint (ADR 0022, eighth pass)', async () => {
    let painted!: () => void;
    holdUntilFirstPaint(new Promise<void>((resolve) => (painted = resolve)));
    preloadPageAt('/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dashboardChunk).not.toHaveBeenCalled();
    painted();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dashboardChunk).toHaveBeenCalledTimes(1);
  });

  it.each(['/login', '/user-access/identity', '/unavailable', '/no/such/page'])('starts nothing for %s', (path) => {
    preloadPageAt(path);
    expect(dashboardChunk).not.toHaveBeenCalled();
  });
});
