// The documents page as the router mounts it: a lazy chunk of its own, behind a spinner while it
// downloads. Its one text lives here: the feature's messages would weigh on the first page.
import { lazyPage } from '../../shared/ui/index';

export const LOADING_DOCUMENTS = 'Loading Documents';

export const DocumentsPage = lazyPage(() => import(/* webpackChunkName: "documents" */ './pages/DocumentsPage'), LOADING_DOCUMENTS);
