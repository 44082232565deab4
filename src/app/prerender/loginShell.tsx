// The login page as static HTML, rendered by the build (webpack.config.js: a Node bundle of this
// module, run once per build; ADR 0022): the page is on screen from the HTML and its stylesheet,
// before the bundle has downloaded and run. Rendered from the app's own tree and store in their
// first state, at /login, so the app's first render draws the same page over it (src/app/boot.tsx)
// and nothing moves. The gateway serves it for /institutional/login (mock-server/src/routes/spa.ts).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { configProblems, type AppConfig } from '../../api/contract/config';
import { ROUTE_PATHS } from '../../shared/routePaths';
import { BASENAME } from '../../shared/navigation';
import { AppRoot } from '../AppRoot';
import { AppRoutes } from '../router/AppRoutes';
import { createAppStore } from '../store';

/** The markup of #root for /login; refuses an invalid configuration, or markup the CSP would block. */
export function renderLoginShell(config: AppConfig): string {
  const problems = configProblems(config);
  if (problems.length > 0) throw new Error(`The configuration is invalid: ${problems.join('; ')}`);
  const store = createAppStore(config, { runSagas: false });
  const html = renderToString(<AppRoot store={store} router={<StaticRouter basename={BASENAME} location={`${BASENAME}${ROUTE_PATHS.login}`}><AppRoutes /></StaticRouter>} />);
  // The CSP allows no inline style (ADR 0012): a style attribute here would be blocked in the page.
  if (/\sstyle="/.test(html)) throw new Error('The pre-rendered login page has an inline style attribute, which the CSP blocks.');
  return html;
}
