// Boot: load the configuration once → configure the API → create the store and run the root saga
// → render. A configuration that fails to load shows the application-error page, never a blank one.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { AppConfig } from '../api/contract/config';
import { configureApi } from '../api/index';
import { ApplicationErrorPage, ErrorBoundary } from '../features/shell/index';
import { loadAppConfig } from '../features/system/index';
import { AppRouter } from './router/AppRoutes';
import { createAppStore } from './store';

export async function boot(container: HTMLElement, loadConfig: () => Promise<AppConfig> = () => loadAppConfig()): Promise<Root> {
  const root = createRoot(container);
  let config: AppConfig;
  try {
    config = await loadConfig();
  } catch (error) {
    console.error('Configuration failed to load', error);
    root.render(<ApplicationErrorPage />);
    return root;
  }
  configureApi(config);
  const store = createAppStore(config);
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <Provider store={store}>
          <AppRouter />
        </Provider>
      </ErrorBoundary>
    </StrictMode>,
  );
  return root;
}
