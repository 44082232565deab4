// Boot: load the configuration once → configure the API → create the store and run the root saga
// → render. A configuration that fails to load shows the application-error page, never a blank one.
import { startTransition, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppConfig } from '../api/contract/config';
import { configureApi } from '../api/index';
import { ApplicationErrorPage } from '../features/shell/index';
import { loadAppConfig } from '../features/system/index';
import { AppRoot } from './AppRoot';
import { currentPath } from '../shared/navigation';
import { AppRouter, preloadPageAt } from './router/AppRoutes';
import { createAppStore } from './store';

/**
 * The login page may be on screen already, pre-rendered by the build and inert (#root
 * data-prerendered: webpack.config.js, ADR 0022). The app's first render replaces it with the same
 * page, live; in that commit, before the browser paints, #root stops being inert.
 */
function TakeOver({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('data-prerendered');
  }, [container]);
  return null;
}

export async function boot(container: HTMLElement, loadConfig: () => Promise<AppConfig> = () => loadAppConfig()): Promise<Root> {
  const root = createRoot(container);
  let config: AppConfig;
  try {
    config = await loadConfig();
  } catch (error) {
    console.error('Configuration failed to load', error);
    root.render(
      <>
        <ApplicationErrorPage />
        <TakeOver container={container} />
      </>,
    );
    return root;
  }
  configureApi(config);
  const store = createAppStore(config);
  preloadPageAt(currentPath());
  // A transition: React renders the first page in slices of a few milliseconds, yielding to the
  // browser between them, rather than in one long task (the page's Total Blocking Time, ADR 0022).
  startTransition(() => {
    root.render(
      <>
        <AppRoot store={store} router={<AppRouter />} />
        <TakeOver container={container} />
      </>,
    );
  });
  return root;
}
