// /user-access/identity/code: the 6-digit security code (spec part 2 §4, §8). The code reaches the
// saga through the vault and the field is emptied on submit; 1205 shows under the field.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { InputField } from '../../../shared/ui/FormField';
import { Link } from '../../../shared/ui/Link';
import { validateSecurityCode } from '../../../shared/validation';
import { selectAuthError, selectAuthStatus } from '../auth.selectors';
import { selectCodeChallenge, selectCodeDestination } from '../userAccess.selectors';
import { AuthAlert, AuthCard } from '../components/AuthCard';
import { NoAttempt } from '../components/NoAttempt';
import { SubmitButton } from '../components/SubmitButton';
import { depositSecret } from '../credentialVault';
import { AUTH_ROUTES } from '../flows';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { CODE_MESSAGES } from '../messages';
import { messageForField } from '../failures';
import { userAccessActions } from '../userAccess.slice';
import { USER_ACCESS_MESSAGES } from '../userAccessMessages';

const ON_THIS_PAGE = ['awaitingCode', 'verifyingCode', 'sendingCode', 'failed'];

export function CodeEntryPage() {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const status = useAuthSelector(selectAuthStatus);
  const error = useAuthSelector(selectAuthError);
  const { method, sentCount } = useAuthSelector(selectCodeChallenge);
  const destination = useAuthSelector(selectCodeDestination);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const serverProblem = messageForField(error, 'securityCode');

  useEffect(() => {
    if (serverProblem) inputRef.current?.focus();
  }, [error, serverProblem]);

  if (method === null || !ON_THIS_PAGE.includes(status)) return <NoAttempt heading={CODE_MESSAGES.heading} />;
  if (status === 'failed') {
    return (
      <AuthCard heading={CODE_MESSAGES.heading}>
        {error && <AuthAlert message={error.message} />}
        <Link to={AUTH_ROUTES.login}>{USER_ACCESS_MESSAGES.returnToLogin}</Link>
      </AuthCard>
    );
  }

  const verifying = status === 'verifyingCode';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    const found = validateSecurityCode(code);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    depositSecret('securityCode', code.trim());
    setCode('');
    dispatch(userAccessActions.codeSubmitted());
  };
  const chooseAnother = () => {
    dispatch(userAccessActions.codeMethodChangeRequested());
    navigate(AUTH_ROUTES.selectPhone);
  };
  const sentTo =
    method === 'rep' ? CODE_MESSAGES.fromRep : method === 'call' ? CODE_MESSAGES.sentByCall(destination ?? '') : CODE_MESSAGES.sentByText(destination ?? '');

  return (
    <AuthCard heading={CODE_MESSAGES.heading}>
      <p className="auth-card__intro">{sentTo}</p>
      <p className="auth-status" role="status">
        {sentCount > 1 ? CODE_MESSAGES.resent : ''}
      </p>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={verifying || undefined}>
        <InputField
          ref={inputRef}
          id={inputId}
          label={CODE_MESSAGES.label}
          hint={CODE_MESSAGES.hint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          error={problem ?? serverProblem}
          onChange={(event) => setCode(event.target.value)}
          onBlur={() => code !== '' && setProblem(validateSecurityCode(code))}
        />
        <SubmitButton busy={verifying} label={CODE_MESSAGES.verify} busyLabel={CODE_MESSAGES.verifying} />
      </form>
      <div className="auth-links">
        {method !== 'rep' && (
          <button type="button" className="button-link" disabled={status !== 'awaitingCode'} onClick={() => dispatch(userAccessActions.codeResendRequested())}>
            {CODE_MESSAGES.resend}
          </button>
        )}
        <button type="button" className="button-link" disabled={status !== 'awaitingCode'} onClick={chooseAnother}>
          {CODE_MESSAGES.otherMethod}
        </button>
        <Link to={AUTH_ROUTES.login}>{USER_ACCESS_MESSAGES.returnToLogin}</Link>
      </div>
    </AuthCard>
  );
}
