// /unauthorized: the user holds no entitlement for what was asked (spec part 1 §2, part 2 §2).
import { SupportContacts } from '../components/SupportContacts';
import { STATUS_MESSAGES as M } from '../messages';
import { StatusPage } from './StatusPage';

export function UnauthorizedPage() {
  return (
    <StatusPage title={M.unauthorizedTitle}>
      <p>{M.unauthorized}</p>
      <p>{M.unauthorizedHelp}</p>
      <SupportContacts />
    </StatusPage>
  );
}
