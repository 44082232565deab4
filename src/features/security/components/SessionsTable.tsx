// The user's signed-in sessions (issue 25): browser and device; this session marked "This session",
// each other one with "Sign out" (named for screen readers by its device and address) — second, so
// a phone shows it beside the pinned first column without scrolling sideways —; address, started,
// last active. The list is the gateway's: the latest active first.
import { useDispatch, useSelector } from 'react-redux';
import type { SessionDto } from '../../../api/contract/security';
import { DataTable, type DataTableColumn } from '../../../shared/ui/index';
import { addressText, timeText } from '../format';
import { SECURITY_MESSAGES as M } from '../messages';
import { selectSignOut } from '../security.selectors';
import { securityActions as A } from '../security.slice';
import { deviceLabel } from '../userAgent';

function SignOutButton({ session }: { session: SessionDto }) {
  const dispatch = useDispatch();
  const signOut = useSelector(selectSignOut);
  const busy = signOut.status === 'pending';
  const mine = busy && signOut.target.kind === 'one' && signOut.target.sessionId === session.id;
  return (
    <button
      type="button"
      className="button button--secondary security__sign-out"
      disabled={busy}
      aria-label={M.signOutLabel(deviceLabel(session.userAgent), addressText(session.address))}
      onClick={() => dispatch(A.signOutClicked({ sessionId: session.id }))}
    >
      {mine ? M.signingOut : M.signOut}
    </button>
  );
}

const COLUMNS: readonly DataTableColumn<SessionDto>[] = [
  { key: 'device', header: M.sessionColumns.device, render: (s) => <span className="security__device">{deviceLabel(s.userAgent)}</span> },
  {
    key: 'action',
    header: M.sessionColumns.action,
    render: (s) => (s.current ? <strong className="security__this-session">{M.thisSession}</strong> : <SignOutButton session={s} />),
  },
  { key: 'address', header: M.sessionColumns.address, render: (s) => addressText(s.address) },
  { key: 'started', header: M.sessionColumns.started, render: (s) => timeText(s.startedAt) },
  { key: 'lastActive', header: M.sessionColumns.lastActive, render: (s) => timeText(s.lastActiveAt) },
];

export function SessionsTable({ sessions }: { sessions: readonly SessionDto[] }) {
  return (
    <DataTable
      caption={M.sessionsCaption}
      captionHidden
      className="security__sessions"
      columns={COLUMNS}
      rows={sessions}
      rowKey={(s) => s.id}
      emptyText={M.noSessions}
    />
  );
}
