// /user-access/registration: the last step of the register flow (spec part 2 §4, §5): a username
// (a redux-form field) and a password with its confirmation (local, handed over through the vault).
import { useRef, useState, type FormEvent } from 'react';
import { getFormValues, reduxForm, TextField, type InjectedFormProps } from '../../../shared/forms';
import { USERNAME_MAX, validateNewUsername } from '../../../shared/validation';
import { selectAuthError, selectAuthFlow, selectAuthStatus } from '../auth.selectors';
import { selectIdentityNames } from '../userAccess.selectors';
import { AuthAlert, AuthCard } from '../components/AuthCard';
import { NewPasswordFields, useNewPassword } from '../components/NewPasswordFields';
import { NoAttempt } from '../components/NoAttempt';
import { SubmitButton } from '../components/SubmitButton';
import { useFocusFirstInvalid } from '../../../shared/ui/useFocusFirstInvalid';
import { depositSecret } from '../credentialVault';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { ENROLLMENT_MESSAGES as M } from '../messages';
import { messageForField } from '../failures';
import { userAccessActions } from '../userAccess.slice';

const PASSWORD_LABELS = { password: M.password, confirmation: M.confirmPassword };

export const REGISTRATION_FORM = 'registration';

interface RegistrationValues {
  username: string;
}

const readValues = getFormValues(REGISTRATION_FORM) as (state: unknown) => Partial<RegistrationValues> | undefined;

function RegistrationFormView({ handleSubmit }: InjectedFormProps<RegistrationValues>) {
  const dispatch = useAuthDispatch();
  const status = useAuthSelector(selectAuthStatus);
  const error = useAuthSelector(selectAuthError);
  const names = useAuthSelector(selectIdentityNames);
  const username = useAuthSelector((state) => readValues(state)?.username ?? '');
  const password = useNewPassword({ username, firstName: names?.firstName, lastName: names?.lastName });
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useFocusFirstInvalid(formRef, attempts, error);

  const saving = status === 'enrolling';
  const submit = (values: RegistrationValues) => {
    if (!password.validate()) return;
    depositSecret('password', password.values.password);
    password.clear();
    dispatch(userAccessActions.registrationSubmitted({ username: values.username.trim() }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAttempts((n) => n + 1);
    password.validate();
    if (!saving) void handleSubmit(submit)(event);
    else event.preventDefault();
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
      {error && !error.field && <AuthAlert message={error.message} />}
      <TextField
        name="username"
        id="registration-username"
        label={M.username}
        autoComplete="username"
        maxLength={USERNAME_MAX}
        required
        serverError={messageForField(error, 'username')}
      />
      <NewPasswordFields state={password} labels={PASSWORD_LABELS} serverError={messageForField(error, 'password')} />
      <SubmitButton busy={saving} label={M.registerSubmit} busyLabel={M.submitting} />
    </form>
  );
}

const RegistrationForm = reduxForm<RegistrationValues>({
  form: REGISTRATION_FORM,
  validate: (values) => ({ username: validateNewUsername(values.username) }),
})(RegistrationFormView);

export function RegistrationPage() {
  const status = useAuthSelector(selectAuthStatus);
  const flow = useAuthSelector(selectAuthFlow);
  if (flow !== 'register' || (status !== 'verified' && status !== 'enrolling')) return <NoAttempt heading={M.registrationHeading} />;
  return (
    <AuthCard heading={M.registrationHeading}>
      <RegistrationForm />
    </AuthCard>
  );
}
