// /application-error, also shown by boot when the configuration cannot load and by ErrorBoundary
// after a render crash. It must work with no store and no router, so it uses neither.
import { BASENAME } from '../../../shared/navigation';
import { SupportContacts } from '../components/SupportContacts';
import { STATUS_MESSAGES as M } from '../messages';
import { StatusPage } from './StatusPage';

export function ApplicationErrorPage() {
  return (
    <StatusPage title={M.applicationErrorTitle}>
      <p>{M.applicationError}</p>
      <SupportContacts />
      {/* A full page load on purpose: the app starts afresh instead of reusing broken state. */}
      <p>
        <a href={`${BASENAME}/login`}>{M.returnToLogin}</a>
      </p>
    </StatusPage>
  );
}
