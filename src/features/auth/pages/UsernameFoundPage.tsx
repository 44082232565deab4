// /user-access/identity/username: the end of the username lookup (spec part 2 §4).
import { Link } from '../../../shared/ui/Link';
import { selectAuthError, selectAuthFlow, selectAuthStatus } from '../auth.selectors';
import { selectFoundUsername } from '../userAccess.selectors';
import { AuthAlert, AuthCard } from '../components/AuthCard';
import { NoAttempt } from '../components/NoAttempt';
import { AUTH_ROUTES } from '../flows';
import { useAuthSelector } from '../hooks';
import { ENROLLMENT_MESSAGES as M } from '../messages';
import '../../../shared/ui/Button.css';
import { USER_ACCESS_MESSAGES } from '../userAccessMessages';

export function UsernameFoundPage() {
  const status = useAuthSelector(selectAuthStatus);
  const flow = useAuthSelector(selectAuthFlow);
  const username = useAuthSelector(selectFoundUsername);
  const error = useAuthSelector(selectAuthError);
  if (flow !== 'lookup-username') return <NoAttempt heading={M.usernameHeading} />;
  if (status === 'failed' && error) {
    return (
      <AuthCard heading={M.usernameHeading}>
        <AuthAlert message={error.message} />
        <Link to={AUTH_ROUTES.login}>{USER_ACCESS_MESSAGES.returnToLogin}</Link>
      </AuthCard>
    );
  }
  if (status !== 'completed' || !username) return <NoAttempt heading={M.usernameHeading} />;
  return (
    <AuthCard heading={M.usernameHeading}>
      <p>
        {M.usernameIs} <strong className="auth-username">{username}</strong>
      </p>
      <Link className="button button--primary" to={AUTH_ROUTES.login}>
        {M.logIn}
      </Link>
    </AuthCard>
  );
}
