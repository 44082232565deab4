// The saved-instructions page as the router mounts it: a lazy chunk of its own (the page, its forms,
// redux-form and the address codecs), behind a spinner while it downloads. Its one text lives here:
// the feature's messages would weigh on the first page (the router imports this file).
import { lazyPage } from '../../shared/ui/index';

export const LOADING_SAVED_INSTRUCTIONS = 'Loading Saved Instructions';

export const SavedInstructionsPage = lazyPage(
  () => import(/* webpackChunkName: "saved-instructions" */ './pages/SavedInstructionsPage'),
  LOADING_SAVED_INSTRUCTIONS,
);
