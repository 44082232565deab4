import { preloadPageAt } from '../../../src/app/router/AppRoutes';
import { PAGE_PRELOADS } from '../../../src/app/router/pages';

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

  it.each(['/login', '/user-access/identity', '/unavailable', '/no/such/page'])('starts nothing for %s', (path) => {
    preloadPageAt(path);
    expect(dashboardChunk).not.toHaveBeenCalled();
  });
});
