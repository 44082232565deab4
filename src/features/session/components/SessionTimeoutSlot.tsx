// Where the session timeout dialog lives in the shell. The dialog (and the modal it uses) loads
// when it first opens — prefetched when the browser is idle after the first page has settled
// (src/app/prefetchHints.ts) — not with the first page.
import { Suspense, lazy } from 'react';
import { useSelector } from 'react-redux';
import { selectTimeoutDialogOpen } from '../session.selectors';

const SessionTimeoutDialog = lazy(() =>
  import(/* webpackChunkName: "session-timeout" */ './SessionTimeoutDialog').then((m) => ({ default: m.SessionTimeoutDialog })),
);

export function SessionTimeoutSlot() {
  const open = useSelector(selectTimeoutDialogOpen);
  return open ? (
    <Suspense fallback={null}>
      <SessionTimeoutDialog />
    </Suspense>
  ) : null;
}
