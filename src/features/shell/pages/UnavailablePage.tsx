// /unavailable: the maintenance page (spec part 1 §4 "Maintenance"). The maintenance saga polls the
// gateway status and routes to login when it is healthy, so this page only has to say so.
import { STATUS_MESSAGES as M } from '../messages';
import { StatusPage } from './StatusPage';

export function UnavailablePage() {
  return (
    <StatusPage title={M.unavailableTitle} role="status">
      <p>{M.unavailable}</p>
    </StatusPage>
  );
}
