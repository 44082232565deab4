// /user-access/push (spec part 1 §4): the push went to the user's device; the page waits while
// pushPolling.ts polls. Leaving the page (Cancel, back, any navigation) stops the polling. With the
// flag try-another-way on it offers "Try another way": a security code instead (pushPolling.ts step 5).
import { useEffect, useId } from 'react';
import { selectFlag } from '../../system/index';
import { Link } from '../../../shared/ui/Link';
import { Spinner } from '../../../shared/ui/Spinner';
import '../../../shared/ui/Button.css';
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
  const anotherWay = useAuthSelector((state) => selectFlag(state, 'try-another-way'));
  const anotherWayTextId = useId();
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
      {anotherWay && (
        <div className="auth-another-way">
          <p id={anotherWayTextId}>{PUSH_MESSAGES.anotherWayText}</p>
          <button type="button" className="button-link" aria-describedby={anotherWayTextId} onClick={() => dispatch(userAccessActions.tryAnotherWayClicked())}>
            {PUSH_MESSAGES.tryAnotherWay}
          </button>
        </div>
      )}
      <Link className="button button--secondary" to={AUTH_ROUTES.login}>
        {PUSH_MESSAGES.cancel}
      </Link>
    </AuthCard>
  );
}
