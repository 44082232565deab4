// /unauthorized: the user holds no entitlement for what was asked (spec part 1 §2, part 2 §2). The
// app gives a signed-in user a way out (src/app/router/UnauthorizedRoute.tsx): `children` in place
// of the client-service text when they can switch accounts, and LOG OUT.
import type { ReactNode } from 'react';
import { SupportContacts } from '../components/SupportContacts';
import { SHELL_MESSAGES, STATUS_MESSAGES as M } from '../messages';
import { StatusPage } from './StatusPage';
import '../../../shared/ui/Button.css';

interface UnauthorizedPageProps {
  /** What to do instead (switch accounts); the client-service contacts by default. */
  children?: ReactNode;
  /** Shown to a signed-in user: this page has no navigation menu to log out from. */
  onLogout?: () => void;
}

export function UnauthorizedPage({ children, onLogout }: UnauthorizedPageProps) {
  return (
    <StatusPage title={M.unauthorizedTitle}>
      <p>{M.unauthorized}</p>
      {children ?? (
        <>
          <p>{M.unauthorizedHelp}</p>
          <SupportContacts />
        </>
      )}
      {onLogout && (
        <p className="status-page__actions">
          <button type="button" className="button button--secondary" onClick={onLogout}>
            {SHELL_MESSAGES.logOut}
          </button>
        </p>
      )}
    </StatusPage>
  );
}
