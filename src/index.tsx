// Boot: load the configuration once → configure the API → create the store and run the root saga
// → render. A configuration that fails to load shows the application-error page, never a blank one.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureApi } from './api/client';
import { AppRouter } from './app/router/AppRoutes';
import { createAppStore } from './app/store';
import './app/styles/global.css';
import { ApplicationErrorPage, ErrorBoundary } from './features/shell/index';
import { loadAppConfig } from './features/system/index';

async function boot(container: HTMLElement) {
  const root = createRoot(container);
  let config;
  try {
    config = await loadAppConfig();
  } catch (error) {
    console.error('Configuration failed to load', error);
    root.render(<ApplicationErrorPage />);
    return;
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
}

const container = document.getElementById('root');
if (container) void boot(container);
