// A labelled input with an optional hint and error, wired for assistive technology: the error is
// announced with the field (aria-describedby) and the field reports itself invalid (aria-invalid).
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import '../../../shared/ui/FormControl.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  /** Ids of more text that describes the field (e.g. a list of rules), read before the error. */
  describedBy?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, hint, error, describedBy, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const descriptions = [hint ? hintId : '', describedBy ?? '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'auth-field auth-field--error' : 'auth-field'}>
      <label className="auth-field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p className="auth-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={inputId}
        className="form-control auth-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions}
        {...input}
      />
      {error && (
        <p className="auth-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
});
