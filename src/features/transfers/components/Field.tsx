// A labelled form field of the transfer forms: the label, the control (given the ids it must
// carry), a hint and the field's message, announced politely, tied to the control by
// aria-describedby and marked by aria-invalid.
import { type ReactNode, useId } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby': string;
  'aria-invalid': boolean;
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const describedBy = hint ? `${id}-hint ${id}-message` : `${id}-message`;
  return (
    <div className="transfer-field">
      <label className="transfer-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error) })}
      {hint && (
        <p id={`${id}-hint`} className="transfer-field__hint">
          {hint}
        </p>
      )}
      <p id={`${id}-message`} className={error ? 'transfer-field__error' : 'transfer-field__hint'} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
