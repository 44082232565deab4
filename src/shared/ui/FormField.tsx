// One accessible form field for every form of the portal (issue 24): the label tied to the control,
// an optional hint, and ONE live region for the field's message — in the page from the first render,
// empty while there is no message, so a screen reader announces a message when it appears. The
// control is given its id, aria-describedby (the hint, further descriptions, the message) and
// aria-invalid (only while there is an error). Plain React, no redux-form: the sign-in form uses it
// on the first page; src/shared/forms adapts it to redux-form's Field.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './FormControl.css';
import './FormField.css';

/** What the control must carry: spread it on the input, select or textarea. */
interface FieldControlProps {
  id: string;
  'aria-describedby': string;
  'aria-invalid': true | undefined;
}

export interface FieldTexts {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error, in its message line; the control reports itself invalid. */
  error?: string;
  /** A message that is not an error (a check running, what a lookup found), shown while there is no error. */
  note?: ReactNode;
  /** Ids of more text that describes the field (e.g. a list of rules), read between the hint and the message. */
  describedBy?: string;
}

function FieldTail({ id, hint, error, note }: { id: string; hint?: ReactNode; error?: string; note?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <p id={`${id}-message`} className={error ? 'form-field__message form-field__message--error' : 'form-field__message'} aria-live="polite">
        {error || note || ''}
      </p>
    </>
  );
}

const descriptionIds = (id: string, hint: ReactNode, describedBy?: string) => [hint ? `${id}-hint` : '', describedBy ?? '', `${id}-message`].filter(Boolean).join(' ');

export interface FormFieldProps extends FieldTexts {
  /** The control's id; generated when not given. */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control: the label, the control the children render with the props given, the hint, the message. */
export function FormField({ id, label, hint, error, note, describedBy, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': descriptionIds(controlId, hint, describedBy), 'aria-invalid': error ? true : undefined })}
      <FieldTail id={controlId} hint={hint} error={error} note={note} />
    </div>
  );
}

/** A group of choices (radio buttons): a fieldset named by its legend, described by its hint and message. */
export function FormFieldset({ label, hint, error, note, describedBy, children }: FieldTexts & { children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="form-field" aria-describedby={descriptionIds(id, hint, describedBy)}>
      <legend className="form-field__label">{label}</legend>
      <div className="form-field__choices">{children}</div>
      <FieldTail id={id} hint={hint} error={error} note={note} />
    </fieldset>
  );
}

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldTexts {
  id?: string;
}

/** The common case: a FormField holding an input (the form-control style, plus the className given). */
export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField({ id, label, hint, error, note, describedBy, className, ...input }, ref) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} note={note} describedBy={describedBy}>
      {(control) => <input ref={ref} {...input} {...control} className={className ? `form-control ${className}` : 'form-control'} />}
    </FormField>
  );
});
