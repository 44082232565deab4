// /user-access/passkey (issue 26): the password is accepted and the account has a passkey. "Use a
// passkey" asks the browser (busy meanwhile); a cancel or a refusal shows its text and the button
// again. When the firm allows the user's other factor instead, a second button goes on with it.
// The step's saga is passkeyFactor.ts; leaving the page stops it.
import { useEffect, useRef } from 'react';
import { Link } from '../../../shared/ui/Link';
import '../../../shared/ui/Button.css';
import '../../../shared/ui/Spinner.css';
import { selectAuthError, selectAuthStatus } from '../auth.selectors';
import { AuthAlert, AuthCard } from '../components/AuthCard';
import { NoAttempt } from '../components/NoAttempt';
import { AUTH_ROUTES } from '../flows';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { selectPasskeyStep } from '../userAccess.selectors';
import { userAccessActions } from '../userAccess.slice';
import { PASSKEY_STEP_MESSAGES as M, USER_ACCESS_MESSAGES } from '../userAccessMessages';

export function PasskeyStepPage() {
  const dispatch = useAuthDispatch();
  const status = useAuthSelector(selectAuthStatus);
  const error = useAuthSelector(selectAuthError);
  const { ready, fallback } = useAuthSelector(selectPasskeyStep);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const stepShown = status === 'awaitingPasskey' || status === 'verifyingPasskey';
  useEffect(() => {
    dispatch(userAccessActions.passkeyStepOpened());
    return () => {
      dispatch(userAccessActions.passkeyStepLeft());
    };
  }, [dispatch]);
  // After a cancel or a refusal the button is there again, and has the focus.
  useEffect(() => {
    if (status === 'awaitingPasskey' && error) buttonRef.current?.focus();
  }, [status, error]);

  if (status === 'failed' && error) {
    return (
      <AuthCard heading={M.heading}>
        <AuthAlert message={error.message} />
        <p className="auth-links">
          <Link to={AUTH_ROUTES.login}>{USER_ACCESS_MESSAGES.returnToLogin}</Link>
        </p>
      </AuthCard>
    );
  }
  if (!stepShown) return <NoAttempt heading={M.heading} message={M.noRequest} />;
  const busy = status === 'verifyingPasskey' || !ready;
  return (
    <AuthCard heading={M.heading}>
      <p>{M.text}</p>
      {error && status === 'awaitingPasskey' && <AuthAlert message={error.message} />}
      <div className="auth-actions auth-passkey">
        <button
          ref={buttonRef}
          type="button"
          className="button button--primary auth-submit"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => dispatch(userAccessActions.passkeyUseClicked())}
        >
          {busy && <span className="spinner__circle spinner__circle--inline" aria-hidden="true" />}
          {status === 'verifyingPasskey' ? M.waiting : ready ? M.use : M.preparing}
        </button>
      </div>
      {fallback && (
        <div className="auth-rep">
          <p className="auth-rep__heading">{M.instead}</p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => dispatch(userAccessActions.passkeyFallbackChosen())}>
            {M.fallback[fallback]}
          </button>
        </div>
      )}
      <p className="auth-links">
        <Link to={AUTH_ROUTES.login}>{M.cancel}</Link>
      </p>
    </AuthCard>
  );
}
