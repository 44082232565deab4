// The username field of the login form (spec part 1 §2): free text (max 15), or — when usernames
// are remembered — a select of them, masked, with an option that switches to free text.
import { forwardRef } from 'react';
import { USERNAME_MAX } from '../../../shared/validation';
import { FormField, InputField } from '../../../shared/ui/FormField';
import { LOGIN_MESSAGES } from '../messages';

export const USE_DIFFERENT_USERNAME = 'different';

interface UsernameFieldProps {
  id: string;
  mode: 'remembered' | 'text';
  options: ReadonlyArray<{ value: string; label: string }>;
  chosen: string;
  typed: string;
  error?: string;
  onChoose: (value: string) => void;
  onType: (value: string) => void;
  onBlur: () => void;
  onUseRemembered: () => void;
}

export const UsernameField = forwardRef<HTMLInputElement, UsernameFieldProps>(function UsernameField(
  { id, mode, options, chosen, typed, error, onChoose, onType, onBlur, onUseRemembered },
  ref,
) {
  if (mode === 'text') {
    return (
      <>
        <InputField
          ref={ref}
          id={id}
          label={LOGIN_MESSAGES.username}
          value={typed}
          maxLength={USERNAME_MAX}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={error}
          onChange={(event) => onType(event.target.value)}
          onBlur={onBlur}
        />
        {options.length > 0 && (
          <button type="button" className="button-link login-form__switch" onClick={onUseRemembered}>
            {LOGIN_MESSAGES.chooseRemembered}
          </button>
        )}
      </>
    );
  }
  return (
    <FormField id={id} label={LOGIN_MESSAGES.username} error={error}>
      {(control) => (
        <select {...control} className="form-control" value={chosen} required onChange={(event) => onChoose(event.target.value)} onBlur={onBlur}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <option value={USE_DIFFERENT_USERNAME}>{LOGIN_MESSAGES.useDifferentUsername}</option>
        </select>
      )}
    </FormField>
  );
});
