// The routes of spec part 1 §2 under the /institutional basename (declarative mode: the data
// router costs ~15 KB gzip more on the first page, and the portal uses none of its loaders).
import { useLayoutEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { BASENAME, registerNavigator } from '../../shared/navigation';
import { afterFirstPaint } from '../../runtime/firstPaintGate';
import { AppShell } from './AppShell';
import { importSignedInFeatures } from '../signedInChunk';
import { PAGE_PRELOADS, PAGES } from './pages';
import { RouteGuard } from './RouteGuard';
import { REDIRECTS, ROUTE_TABLE, routeAt, type PageKey } from './routeTable';

/** Lets sagas navigate (src/shared/navigation) with the router's own navigate. */
function NavigatorRegistration() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    registerNavigator((path, options) => navigate(path, { replace: options?.replace ?? false }));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}

/**
 * The signed-in features' chunk and the page's own, as one start (RouteGuard calls it while the
 * session check runs). Not before the frame boot is painting is on screen (runtime/firstPaintGate.ts):
 * asked for at the first commit, their downloads came before the first paint (ADR 0022, eighth pass).
 */
const preloadOf = (page: PageKey) => (): void =>
  afterFirstPaint(() => {
    void importSignedInFeatures().catch(() => undefined); // a failure shows when the root saga loads it
    void PAGE_PRELOADS[page]?.().catch(() => undefined); // … or when the page renders
  });
const PRELOADS = new Map(ROUTE_TABLE.map((spec) => [spec.page, preloadOf(spec.page)]));

/**
 * Boot, before the first render: a page that needs a signed-in user starts its chunks at once (its
 * RouteGuard would, at the first commit; the signed-in features' chunk is on the dashboard's data
 * chain). `pathname` is under the basename, e.g. '/dashboard'.
 */
export function preloadPageAt(pathname: string): void {
  const spec = routeAt(pathname);
  if (spec?.requirements.some((r) => r.kind === 'signedIn')) PRELOADS.get(spec.page)?.();
}

export function AppRoutes() {
  return (
    <>
      <NavigatorRegistration />
      <Routes>
        <Route element={<AppShell />}>
          {REDIRECTS.map(({ from, to }) =>
            from === '' ? (
              <Route key="index" index element={<Navigate to={to} replace />} />
            ) : (
              <Route key={from} path={from} element={<Navigate to={to} replace />} />
            ),
          )}
          {ROUTE_TABLE.map((spec) => {
            const Page = PAGES[spec.page];
            if (!Page) return null;
            return (
              <Route
                key={spec.path}
                path={spec.path}
                element={
                  <RouteGuard
                    requirements={spec.requirements}
                    preload={PRELOADS.get(spec.page)}
                    showsPageWhileLoading={spec.showsPageWhileLoading}
                  >
                    <Page />
                  </RouteGuard>
                }
              />
            );
          })}
          <Route path="*" element={<Navigate to="/login" replace />} />
        </Route>
      </Routes>
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter basename={BASENAME}>
      <AppRoutes />
    </BrowserRouter>
  );
}
