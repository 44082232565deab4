// "Sign in with a passkey" on the login page (issue 26): no username, the browser's discoverable
// passkey names the user. Only the button is on the first page; the click loads the rest
// (signIn.ts step 5). Busy while the browser asks; its failure shows in the login form's alert.
import '../../../shared/ui/Button.css';
import { authActions } from '../auth.slice';
import { selectAuthMethod, selectAuthStatus } from '../auth.selectors';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { LOGIN_MESSAGES } from '../messages';

export function PasskeySignInButton() {
  const dispatch = useAuthDispatch();
  const submitting = useAuthSelector(selectAuthStatus) === 'submitting';
  const method = useAuthSelector(selectAuthMethod);
  const busy = submitting && method === 'passkey';
  return (
    <div className="login-passkey">
      <p className="login-passkey__or">{LOGIN_MESSAGES.or}</p>
      <button type="button" className="button button--secondary" disabled={submitting} aria-busy={busy || undefined} onClick={() => dispatch(authActions.passkeySignInClicked())}>
        {busy && <span className="spinner__circle spinner__circle--inline" aria-hidden="true" />}
        {busy ? LOGIN_MESSAGES.passkeyWaiting : LOGIN_MESSAGES.passkey}
      </button>
    </div>
  );
}
