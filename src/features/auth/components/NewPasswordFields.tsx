// A new password and its confirmation (spec part 2 §5), with the advice list. Local state only:
// neither value is a form value in the store (docs/adr/0005). The rules are the shared validators.
import { useId, useState } from 'react';
import { PASSWORD_ADVICE, PASSWORD_ENROLL_MAX, validateNewPassword, validatePasswordConfirmation, type PasswordContext } from '../../../shared/validation';
import { InputField } from '../../../shared/ui/FormField';
import { ENROLLMENT_MESSAGES } from '../messages';

type Errors = { password?: string; confirmation?: string };

export function useNewPassword(context: PasswordContext) {
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Errors>({});
  const rules = {
    password: () => validateNewPassword(values.password, context),
    confirmation: () => validatePasswordConfirmation(values.confirmation, values.password),
  };
  return {
    values,
    errors,
    change: (field: keyof Errors, value: string) => setValues((current) => ({ ...current, [field]: value })),
    check: (field: keyof Errors) => setErrors((current) => ({ ...current, [field]: rules[field]() })),
    /** Checks both; true when both pass. */
    validate: () => {
      const found = { password: rules.password(), confirmation: rules.confirmation() };
      setErrors(found);
      return !found.password && !found.confirmation;
    },
    clear: () => setValues({ password: '', confirmation: '' }),
  };
}

interface NewPasswordFieldsProps {
  state: ReturnType<typeof useNewPassword>;
  labels: { password: string; confirmation: string };
  /** The server refused the password: its message, shown under the field. */
  serverError?: string;
}

interface NewPasswordFieldProps {
  state: ReturnType<typeof useNewPassword>;
  field: keyof Errors;
  id: string;
  label: string;
  describedBy?: string;
  serverError?: string;
}

/** One of the two: checked when the user leaves it with something typed, and again on submit. */
function NewPasswordField({ state: { values, errors, change, check }, field, id, label, describedBy, serverError }: NewPasswordFieldProps) {
  return (
    <InputField
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      maxLength={PASSWORD_ENROLL_MAX}
      required
      describedBy={describedBy}
      value={values[field]}
      error={errors[field] ?? serverError}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => values[field] !== '' && check(field)}
    />
  );
}

export function NewPasswordFields({ state, labels, serverError }: NewPasswordFieldsProps) {
  const adviceId = useId();
  return (
    <>
      <div className="auth-advice" id={adviceId}>
        <p className="auth-advice__heading">{ENROLLMENT_MESSAGES.adviceHeading}</p>
        <ul>
          {PASSWORD_ADVICE.map((advice) => (
            <li key={advice}>{advice}</li>
          ))}
        </ul>
      </div>
      <NewPasswordField state={state} field="password" id="new-password" label={labels.password} describedBy={adviceId} serverError={serverError} />
      <NewPasswordField state={state} field="confirmation" id="new-password-confirmation" label={labels.confirmation} />
    </>
  );
}
