// The login form (spec part 1 §2 and §5). Not a redux-form form: that keeps redux-form out of the
// first page's JS and the password out of the store (docs/adr/0005). The fields live in React
// state, the shared validators check them on blur and on submit, and the password reaches the saga
// through the credential vault. After a refused sign-in the username stays and the password field
// is empty and focused.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { InputField } from '../../../shared/ui/FormField';
import { PASSWORD_MAX, validateLoginPassword, validateUsername } from '../../../shared/validation';
import { authActions } from '../auth.slice';
import { selectAuthMethod, selectAuthStatus, selectLoginFormError, selectLoginPreferences, selectRememberedUsernameOptions } from '../auth.selectors';
import { depositSecret } from '../credentialVault';
import type { LoginFlowName } from '../flows';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { LOGIN_MESSAGES } from '../messages';
import { AuthAlert } from './AuthCard';
import { ErrorSummary, type FieldProblem } from './ErrorSummary';
import { SubmitButton } from './SubmitButton';
import { USE_DIFFERENT_USERNAME, UsernameField } from './UsernameField';

type Field = 'username' | 'password';
type Errors = Partial<Record<Field, string>>;

export function LoginForm({ flow }: { flow: LoginFlowName }) {
  const dispatch = useAuthDispatch();
  const status = useAuthSelector(selectAuthStatus);
  const serverError = useAuthSelector(selectLoginFormError);
  const byPasskey = useAuthSelector(selectAuthMethod) === 'passkey'; // "Sign in with a passkey", not this form
  const { rememberedUsernames } = useAuthSelector(selectLoginPreferences);
  const options = useAuthSelector(selectRememberedUsernameOptions);
  const ids = { username: useId(), password: useId(), remember: useId() };

  // null until the user chooses: remembered names, when there are any, come first.
  const [modeChoice, setModeChoice] = useState<'remembered' | 'text' | null>(null);
  const mode = modeChoice ?? (options.length > 0 ? 'remembered' : 'text');
  const [chosen, setChosen] = useState('0');
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [rememberChoice, setRememberChoice] = useState<boolean | null>(null);
  const remember = rememberChoice ?? mode === 'remembered';
  const [errors, setErrors] = useState<Errors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);

  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const username = mode === 'remembered' ? (rememberedUsernames[Number(chosen)] ?? '') : typed;
  const submitting = status === 'submitting';
  const refused = status === 'failed' && serverError !== null;

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);
  useEffect(() => {
    if (refused && !byPasskey) passwordRef.current?.focus();
  }, [refused, serverError, byPasskey]);
  useEffect(() => {
    if (modeChoice === 'text') usernameRef.current?.focus();
  }, [modeChoice]);

  const check = (field: Field, value: string) => {
    const message = field === 'username' ? validateUsername(value) : validateLoginPassword(value);
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const onChoose = (value: string) => {
    if (value === USE_DIFFERENT_USERNAME) {
      setModeChoice('text');
      setRememberChoice(null);
    } else {
      setChosen(value);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = { username: validateUsername(username), password: validateLoginPassword(password) };
    setErrors(found);
    if (found.username || found.password) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    depositSecret('password', password);
    setPassword('');
    dispatch(authActions.signInSubmitted({ username: username.trim(), remember, flow }));
  };

  const problems: FieldProblem[] = (['username', 'password'] as const).flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: ids[field], label: LOGIN_MESSAGES[field], message }] : [];
  });

  return (
    <form className="login-form" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
      {failedSubmits > 0 && problems.length > 0 && <ErrorSummary ref={summaryRef} problems={problems} />}
      {refused && <AuthAlert message={serverError.message} />}
      <UsernameField
        ref={usernameRef}
        id={ids.username}
        mode={mode}
        options={options}
        chosen={chosen}
        typed={typed}
        error={errors.username}
        onChoose={onChoose}
        onType={setTyped}
        onBlur={() => check('username', username)}
        onUseRemembered={() => setModeChoice('remembered')}
      />
      <InputField
        ref={passwordRef}
        id={ids.password}
        label={LOGIN_MESSAGES.password}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => check('password', password)}
      />
      <div className="auth-checkbox">
        <input id={ids.remember} type="checkbox" checked={remember} onChange={(event) => setRememberChoice(event.target.checked)} />
        <label htmlFor={ids.remember}>{LOGIN_MESSAGES.rememberUsername}</label>
      </div>
      <SubmitButton busy={submitting && !byPasskey} label={LOGIN_MESSAGES.submit} busyLabel={LOGIN_MESSAGES.submitting} />
    </form>
  );
}
