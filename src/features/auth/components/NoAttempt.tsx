// Shown by a step page opened without its attempt (a reload, a bookmark): nothing to continue.
import { Link } from '../../../shared/ui/Link';
import { AUTH_ROUTES } from '../flows';
import { AuthCard } from './AuthCard';
import { USER_ACCESS_MESSAGES } from '../userAccessMessages';

export function NoAttempt({ heading, message = USER_ACCESS_MESSAGES.noAttempt }: { heading: string; message?: string }) {
  return (
    <AuthCard heading={heading}>
      <p>{message}</p>
      <Link to={AUTH_ROUTES.login}>{USER_ACCESS_MESSAGES.returnToLogin}</Link>
    </AuthCard>
  );
}
