// Shown by a step page opened without its attempt (a reload, a bookmark): nothing to continue.
import { Link } from 'react-router-dom';
import { AUTH_ROUTES } from '../flows';
import { AUTH_MESSAGES } from '../messages';
import { AuthCard } from './AuthCard';

export function NoAttempt({ heading, message = AUTH_MESSAGES.noAttempt }: { heading: string; message?: string }) {
  return (
    <AuthCard heading={heading}>
      <p>{message}</p>
      <Link to={AUTH_ROUTES.login}>{AUTH_MESSAGES.returnToLogin}</Link>
    </AuthCard>
  );
}
