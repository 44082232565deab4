// /user-access/push (spec part 1 §4): the push went to the user's device; the page waits while
// pushPolling.ts polls. Leaving the page (Cancel, back, any navigation) stops the polling.
import { useEffect } from 'react';
import { Link } from '../../../shared/ui/Link';
import { Spinner } from '../../../shared/ui/Spinner';
import { selectAuthStatus } from '../auth.selectors';
import { AuthCard } from '../components/AuthCard';
import { NoAttempt } from '../components/NoAttempt';
import { AUTH_ROUTES } from '../flows';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { PUSH_MESSAGES } from '../messages';
import { userAccessActions } from '../userAccess.slice';

export function PushPage() {
  const dispatch = useAuthDispatch();
  const status = useAuthSelector(selectAuthStatus);
  useEffect(() => {
    dispatch(userAccessActions.pushPageOpened());
    return () => {
      dispatch(userAccessActions.pushCancelled());
    };
  }, [dispatch]);

  if (status !== 'awaitingPush') return <NoAttempt heading={PUSH_MESSAGES.heading} message={PUSH_MESSAGES.noRequest} />;
  return (
    <AuthCard heading={PUSH_MESSAGES.heading}>
      <p>{PUSH_MESSAGES.text}</p>
      <div className="auth-waiting">
        <Spinner label={PUSH_MESSAGES.waiting} />
        <span aria-hidden="true">{PUSH_MESSAGES.waiting}</span>
      </div>
      <Link className="button button--secondary" to={AUTH_ROUTES.login}>
        {PUSH_MESSAGES.cancel}
      </Link>
    </AuthCard>
  );
}
