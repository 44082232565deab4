// The SECURITY page as the router mounts it: a lazy chunk of its own, behind a spinner while it
// downloads. Its one text lives here: the feature's messages would weigh on the first page.
import { lazyPage } from '../../shared/ui/index';

export const LOADING_SECURITY = 'Loading Security';

export const SecurityPage = lazyPage(() => import(/* webpackChunkName: "security" */ './pages/SecurityPage'), LOADING_SECURITY);
