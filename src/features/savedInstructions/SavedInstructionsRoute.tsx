// The saved-instructions page as the router mounts it: a lazy chunk of its own (the page, its forms,
// redux-form and the address codecs), behind a spinner while it downloads.
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/index';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from './messages';

const LazySavedInstructionsPage = lazy(() => import(/* webpackChunkName: "saved-instructions" */ './pages/SavedInstructionsPage'));

export function SavedInstructionsPage() {
  return (
    <Suspense fallback={<Spinner label={M.loadingPage} />}>
      <LazySavedInstructionsPage />
    </Suspense>
  );
}
