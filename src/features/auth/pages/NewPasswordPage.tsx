// /user-access/identity/new-password: the last step of the password reset (spec part 2 §4, §5).
import { useRef, useState, type FormEvent } from 'react';
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

const NEW_PASSWORD_LABELS = { password: M.newPassword, confirmation: M.confirmNewPassword };

export function NewPasswordPage() {
  const dispatch = useAuthDispatch();
  const status = useAuthSelector(selectAuthStatus);
  const flow = useAuthSelector(selectAuthFlow);
  const error = useAuthSelector(selectAuthError);
  const names = useAuthSelector(selectIdentityNames);
  const password = useNewPassword({ firstName: names?.firstName, lastName: names?.lastName });
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useFocusFirstInvalid(formRef, attempts, error);

  if (flow !== 'password-reset' || (status !== 'verified' && status !== 'enrolling')) return <NoAttempt heading={M.newPasswordHeading} />;
  const saving = status === 'enrolling';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (saving || !password.validate()) return;
    depositSecret('newPassword', password.values.password);
    password.clear();
    dispatch(userAccessActions.newPasswordSubmitted());
  };

  return (
    <AuthCard heading={M.newPasswordHeading}>
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
        {error && !error.field && <AuthAlert message={error.message} />}
        <NewPasswordFields state={password} labels={NEW_PASSWORD_LABELS} serverError={messageForField(error, 'newPassword')} />
        <SubmitButton busy={saving} label={M.resetSubmit} busyLabel={M.submitting} />
      </form>
    </AuthCard>
  );
}
