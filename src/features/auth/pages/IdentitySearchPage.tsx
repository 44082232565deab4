// /user-access/identity?flow=register|lookup-username|password-reset (spec part 2 §4, §5): who the
// user is. Names, date of birth and zip are redux-form fields; the last 4 of the national id is a
// local input handed to the saga through the vault, never a form value (docs/adr/0005).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { reduxForm, TextField, type InjectedFormProps } from '../../../shared/forms';
import { InputField } from '../../../shared/ui/FormField';
import { Spinner } from '../../../shared/ui/Spinner';
import { validateDateOfBirth, validateOptionalUsZip, validatePersonName, validateSsnLast4 } from '../../../shared/validation';
import { selectAuthError, selectAuthFlow, selectAuthStatus } from '../auth.selectors';
import { selectToday } from '../userAccess.selectors';
import { AuthAlert, AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { depositSecret } from '../credentialVault';
import { AUTH_ROUTES, isIdentityFlow, type IdentityFlowName } from '../flows';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { IDENTITY_MESSAGES as M } from '../messages';
import { useFocusFirstInvalid } from '../../../shared/ui/useFocusFirstInvalid';
import { messageForField } from '../failures';
import { userAccessActions } from '../userAccess.slice';

export const IDENTITY_SEARCH_FORM = 'identitySearch';

interface IdentitySearchValues {
  firstName: string;
  lastName: string;
  dob: string;
  zip: string;
}

interface OwnProps {
  today: string;
}

const validate = (values: Partial<IdentitySearchValues>, props: OwnProps) => ({
  firstName: validatePersonName(values.firstName),
  lastName: validatePersonName(values.lastName),
  dob: validateDateOfBirth(values.dob, props.today),
  zip: validateOptionalUsZip(values.zip),
});

function IdentitySearchFormView({ handleSubmit }: InjectedFormProps<IdentitySearchValues, OwnProps> & OwnProps) {
  const dispatch = useAuthDispatch();
  const status = useAuthSelector(selectAuthStatus);
  const error = useAuthSelector(selectAuthError);
  const [ssn, setSsn] = useState('');
  const [ssnProblem, setSsnProblem] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useFocusFirstInvalid(formRef, attempts, status === 'failed' ? error : null);

  const searching = status === 'submitting';
  const fieldError = (field: string) => (status === 'failed' ? messageForField(error, field) : undefined);

  const submit = (values: IdentitySearchValues) => {
    if (validateSsnLast4(ssn)) return; // shown under its field by onSubmit
    depositSecret('ssnLast4', ssn.trim());
    setSsn('');
    const { firstName, lastName, dob, zip } = values;
    dispatch(userAccessActions.identitySearchSubmitted({ firstName, lastName, dob, ...(zip ? { zip } : {}) }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSsnProblem(validateSsnLast4(ssn));
    setAttempts((n) => n + 1);
    if (!searching) void handleSubmit(submit)(event);
    else event.preventDefault();
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={searching || undefined}>
      {status === 'failed' && error && !error.field && <AuthAlert message={error.message} />}
      <TextField name="firstName" id="identity-first-name" label={M.firstName} autoComplete="given-name" maxLength={35} required />
      <TextField name="lastName" id="identity-last-name" label={M.lastName} autoComplete="family-name" maxLength={35} required />
      <TextField name="dob" id="identity-dob" label={M.dob} autoComplete="bday" placeholder="MM/DD/YYYY" maxLength={10} required />
      <InputField
        id="identity-ssn-last4"
        label={M.ssnLast4}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        required
        value={ssn}
        error={ssnProblem ?? fieldError('ssnLast4')}
        onChange={(event) => setSsn(event.target.value)}
        onBlur={() => setSsnProblem(validateSsnLast4(ssn))}
      />
      <TextField name="zip" id="identity-zip" label={M.zip} autoComplete="postal-code" maxLength={10} serverError={fieldError('zip')} />
      <SubmitButton busy={searching} label={M.submit} busyLabel={M.submitting} />
    </form>
  );
}

const IdentitySearchForm = reduxForm<IdentitySearchValues, OwnProps>({ form: IDENTITY_SEARCH_FORM, validate })(IdentitySearchFormView);

function IdentitySearch({ flow }: { flow: IdentityFlowName }) {
  const dispatch = useAuthDispatch();
  const startedFlow = useAuthSelector(selectAuthFlow);
  const today = useAuthSelector(selectToday);
  useEffect(() => {
    dispatch(userAccessActions.userAccessOpened({ flow }));
  }, [dispatch, flow]);

  return (
    <AuthCard heading={M.headings[flow]}>
      <p className="auth-card__intro">{M.intro}</p>
      {startedFlow === flow && today ? <IdentitySearchForm today={today} /> : <Spinner />}
    </AuthCard>
  );
}

export function IdentitySearchPage() {
  const [params] = useSearchParams();
  const flow = params.get('flow');
  if (!isIdentityFlow(flow)) return <Navigate to={AUTH_ROUTES.login} replace />;
  return <IdentitySearch key={flow} flow={flow} />;
}
