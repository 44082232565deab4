// The user-access route's page: its pages (and redux-form) load as a separate chunk.
import { Suspense, lazy } from 'react';
import { Spinner } from '../../../shared/ui/Spinner';

const UserAccessRoutes = lazy(() => import('./UserAccessRoutes'));

export const USER_ACCESS_LOADING = 'Loading page';

export function UserAccessPage() {
  return (
    <Suspense fallback={<Spinner label={USER_ACCESS_LOADING} />}>
      <UserAccessRoutes />
    </Suspense>
  );
}
