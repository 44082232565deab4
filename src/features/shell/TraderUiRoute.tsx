// /traderui as the router mounts it: the page comes with the signed-in features' `portal` chunk
// (only a signed-in user reaches it), not with the login page (ADR 0022).
import { lazyPage } from '../../shared/ui/index';

export const TraderUiPage = lazyPage(
  () => import(/* webpackChunkName: "portal" */ './pages/TraderUiPage').then((m) => ({ default: m.TraderUiPage })),
  'Loading the Trader UI',
);
