// The login screen (spec part 1 §2): the standard layout, or the CCLogin variant when the flag is on
// or the local override is set. Same fields and behaviour; a different frame and wording. Opening
// it starts the sign-in pipeline's init (any session ends, remembered usernames load).
import { useEffect } from 'react';
import { Link } from '../../../shared/ui/Link';
import { authActions } from '../auth.slice';
import { selectLoginVariant } from '../auth.selectors';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { PasskeySignInButton } from '../components/PasskeySignInButton';
import { AUTH_ROUTES } from '../flows';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { LOGIN_MESSAGES } from '../messages';

export function LoginHelpLinks() {
  const { links } = LOGIN_MESSAGES;
  return (
    <nav className="login-help" aria-label={LOGIN_MESSAGES.helpHeading}>
      <ul>
        <li>
          <Link to={AUTH_ROUTES.identity('register')}>{links.register}</Link>
        </li>
        <li>
          <Link to={AUTH_ROUTES.identity('lookup-username')}>{links.lookupUsername}</Link>
        </li>
        <li>
          <Link to={AUTH_ROUTES.identity('password-reset')}>{links.passwordReset}</Link>
        </li>
        <li>
          <Link to={AUTH_ROUTES.loginWithSms}>{links.loginWithSms}</Link>
        </li>
      </ul>
    </nav>
  );
}

export function LoginPage() {
  const dispatch = useAuthDispatch();
  const variant = useAuthSelector(selectLoginVariant);
  // After the first commit, not in it: the page is on screen already (pre-rendered and hydrated,
  // ADR 0022), and the remembered usernames then replace the text field in a task of their own.
  useEffect(() => {
    dispatch(authActions.loginPageOpened({ flow: 'login' }));
  }, [dispatch]);

  if (variant === 'cc') {
    const { cc } = LOGIN_MESSAGES;
    return (
      <div className="login login--cc" data-variant="cc">
        <AuthCard heading={cc.heading} className="login__panel">
          <LoginForm flow="login" />
          <PasskeySignInButton />
          <LoginHelpLinks />
        </AuthCard>
        <aside className="login__welcome" aria-label={cc.welcome}>
          <p className="login__welcome-title">{cc.welcome}</p>
          <p>{cc.welcomeText}</p>
          <ul>
            {cc.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </aside>
      </div>
    );
  }
  return (
    <div className="login login--standard" data-variant="standard">
      <AuthCard heading={LOGIN_MESSAGES.standard.heading}>
        <p className="auth-card__intro">{LOGIN_MESSAGES.standard.intro}</p>
        <LoginForm flow="login" />
        <PasskeySignInButton />
        <LoginHelpLinks />
      </AuthCard>
    </div>
  );
}
