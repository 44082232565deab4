// /security (issue 25: "A SECURITY page"), for every signed-in user: their signed-in sessions — this
// one marked, "Sign out" on each other, "Sign out all other sessions" after a confirmation — and
// their security events of the last 30 days. A load failure shows its text with Try Again in place
// of its table; a sign-out's outcome is read out. Between them, the user's passkeys and "Add a
// passkey" (issue 26: components/PasskeysPanel.tsx). Loaded as its own chunk through the feature's entry.
import { useDispatch, useSelector } from 'react-redux';
import { Card, MessageCard, Spinner, usePageEvents } from '../../../shared/ui/index';
import { EventsTable } from '../components/EventsTable';
import { PasskeysPanel } from '../components/PasskeysPanel';
import { SessionsTable } from '../components/SessionsTable';
import { SignOutOthersDialog } from '../components/SignOutOthersDialog';
import { SECURITY_MESSAGES as M } from '../messages';
import { selectOtherSessionCount, selectSecurityEvents, selectSessions, selectSessionsStatus, selectSignOut } from '../security.selectors';
import { securityActions as A } from '../security.slice';
import './SecurityPage.css';

function LoadFailed({ text }: { text: string }) {
  const dispatch = useDispatch();
  return (
    <div role="alert">
      <MessageCard
        status="error"
        headerMsg={text}
        message={
          <button type="button" className="button button--secondary" onClick={() => dispatch(A.reloadRequested())}>
            {M.tryAgain}
          </button>
        }
      />
    </div>
  );
}

function SignOutOutcome() {
  const signOut = useSelector(selectSignOut);
  const text = signOut.status === 'succeeded' ? M.signedOut(signOut.ended) : signOut.status === 'failed' ? signOut.error : '';
  return (
    <p role="status" className={signOut.status === 'failed' ? 'security__outcome-text security__outcome-text--failed' : 'security__outcome-text'}>
      {text}
    </p>
  );
}

function SessionsPanel() {
  const dispatch = useDispatch();
  const status = useSelector(selectSessionsStatus);
  const sessions = useSelector(selectSessions);
  const others = useSelector(selectOtherSessionCount);
  const busy = useSelector(selectSignOut).status === 'pending';
  if (status === 'failed') return <LoadFailed text={M.sessionsFailed} />;
  if (status !== 'succeeded') return <Spinner label={M.loadingSessions} />;
  return (
    <>
      <SessionsTable sessions={sessions} />
      <div className="security__toolbar">
        {others > 0 && (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => dispatch(A.signOutOthersClicked())}>
            {M.signOutOthers}
          </button>
        )}
        <SignOutOutcome />
      </div>
    </>
  );
}

function EventsPanel() {
  const events = useSelector(selectSecurityEvents);
  if (events.status === 'failed') return <LoadFailed text={M.eventsFailed} />;
  if (events.status !== 'succeeded') return <Spinner label={M.loadingEvents} />;
  return <EventsTable events={events.items} />;
}

export default function SecurityPage() {
  usePageEvents(A.pageOpened, A.pageClosed);
  return (
    <div className="security">
      <h1 className="security__heading">{M.pageTitle}</h1>
      <Card as="section" className="security__panel" aria-labelledby="security-sessions">
        <h2 id="security-sessions" className="security__subheading">
          {M.sessionsHeading}
        </h2>
        <p className="security__intro">{M.sessionsIntro}</p>
        <SessionsPanel />
      </Card>
      <Card as="section" className="security__panel" aria-labelledby="security-passkeys">
        <h2 id="security-passkeys" className="security__subheading">
          {M.passkeysHeading}
        </h2>
        <PasskeysPanel />
      </Card>
      <Card as="section" className="security__panel" aria-labelledby="security-events">
        <h2 id="security-events" className="security__subheading">
          {M.eventsHeading}
        </h2>
        <EventsPanel />
      </Card>
      <SignOutOthersDialog />
    </div>
  );
}
