// /user-access/login-with-sms (flow name login-with-sms, spec part 2 §2): the login form, sent as an
// SMS login. Which second factor applies is still the gateway's answer: a push user is not moved
// to a weaker factor, so the status check after the password decides, as on /login.
import { useLayoutEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { Link } from '../../../shared/ui/Link';
import { selectIsSignedIn } from '../../session/index';
import { authActions } from '../auth.slice';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { AUTH_ROUTES } from '../flows';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { LOGIN_MESSAGES } from '../messages';
import { LOGIN_WITH_SMS_MESSAGES } from '../userAccessMessages';

export function LoginWithSmsPage() {
  const dispatch = useAuthDispatch();
  const signedIn = useAuthSelector(selectIsSignedIn);
  useLayoutEffect(() => {
    if (!signedIn) dispatch(authActions.loginPageOpened({ flow: 'login-with-sms' }));
  }, [dispatch, signedIn]);

  if (signedIn) return <Navigate to={AUTH_ROUTES.dashboard} replace />; // as the login page's guard does
  return (
    <div className="login login--standard">
      <AuthCard heading={LOGIN_WITH_SMS_MESSAGES.heading}>
        <p className="auth-card__intro">{LOGIN_WITH_SMS_MESSAGES.intro}</p>
        <LoginForm flow="login-with-sms" />
        <p>
          <Link to={AUTH_ROUTES.login}>{LOGIN_MESSAGES.links.standardLogin}</Link>
        </p>
      </AuthCard>
    </div>
  );
}
