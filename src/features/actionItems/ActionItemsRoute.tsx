// The action-items page as the router mounts it: a lazy chunk of its own (the page, ag-grid and its
// styles, the dialogs, redux-form and the travel-rule rules), behind a spinner while it downloads.
// Its one text lives here: the feature's messages would weigh on the first page.
import { lazyPage } from '../../shared/ui/index';

export const LOADING_ACTION_ITEMS = 'Loading Action Items';

export const ActionItemsPage = lazyPage(() => import(/* webpackChunkName: "action-items" */ './pages/ActionItemsPage'), LOADING_ACTION_ITEMS);
