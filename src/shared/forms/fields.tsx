// The redux-form fields of every form (user access, saved instructions, action items): shared/ui's
// FormField driven by a redux-form Field. A field's message shows once the field was left or a
// submit failed (or, with `asTyped`, as soon as its value changed): its own rule's first, then a
// message from elsewhere (the gateway refused the value, a server check failed).
import type { InputHTMLAttributes } from 'react';
import { Field, type WrappedFieldProps } from 'redux-form';
import { FormField, FormFieldset } from '../ui/FormField';

export interface FieldOption {
  value: string;
  label: string;
}

/** The options of a choice from its labels keyed by value, in the labels' order. */
export const optionsOf = (labels: Readonly<Record<string, string>>): readonly FieldOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

interface MessageRule {
  /** Show the message as soon as the value changed, not only once the field was left. */
  asTyped?: boolean;
  /** A message from elsewhere (the gateway refused the value, a server check failed), after the field's own rule. */
  serverError?: string;
}

/** The message a field shows now: its rule's, then the one from elsewhere, once it was left or a submit failed. */
function shownMessage(meta: WrappedFieldProps['meta'], { asTyped = false, serverError }: MessageRule = {}): string | undefined {
  if (!(meta.touched || meta.submitFailed || (asTyped && meta.dirty))) return undefined;
  return (typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined) ?? serverError;
}

export interface TextOptions extends MessageRule {
  /** The control's id (generated when not given). */
  id?: string;
  label: string;
  hint?: string;
  /** Not an error (a check running, what a lookup found): shown while there is no error. */
  note?: string | null;
  maxLength?: number;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  spellCheck?: boolean;
  /** Shown under the control (a character count). */
  counter?: (length: number) => string;
  /** More attributes and handlers for the input, over redux-form's (a mask's shown value, a paste rule). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

export function TextInput({ input, meta, id, label, hint, note, maxLength, rows, autoComplete, placeholder, required, spellCheck, counter, inputProps, ...rule }: WrappedFieldProps & TextOptions) {
  const error = shownMessage(meta, rule);
  const value = typeof input.value === 'string' ? input.value : '';
  const common = { ...input, value, maxLength, placeholder, required, spellCheck };
  return (
    <FormField id={id} label={label} hint={hint} error={error} note={note}>
      {(control) => (
        <>
          {rows ? (
            <textarea {...common} {...control} rows={rows} className="form-control" />
          ) : (
            <input {...common} autoComplete={autoComplete ?? 'off'} {...inputProps} {...control} className="form-control" />
          )}
          {counter && <span className="form-field__counter">{counter(value.length)}</span>}
        </>
      )}
    </FormField>
  );
}

interface SelectOptions extends MessageRule {
  label: string;
  options: readonly FieldOption[];
  /** The first option, of no value ('Choose…'). */
  placeholder?: string;
  /** Shown (as an error) when there is no option to choose. */
  emptyMessage?: string;
}

function SelectInput({ input, meta, label, options, placeholder, emptyMessage, ...rule }: WrappedFieldProps & SelectOptions) {
  const error = options.length === 0 && emptyMessage ? emptyMessage : shownMessage(meta, rule);
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select {...input} {...control} className="form-control">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

interface RadioOptions extends MessageRule {
  label: string;
  options: readonly FieldOption[];
}

function RadioGroup({ input, meta, label, options, ...rule }: WrappedFieldProps & RadioOptions) {
  return (
    <FormFieldset label={label} error={shownMessage(meta, rule)}>
      {options.map((o) => (
        <label key={o.value} className="form-field__choice">
          <input type="radio" name={input.name} value={o.value} checked={input.value === o.value} onChange={() => input.onChange(o.value)} onBlur={() => input.onBlur(input.value)} />
          {o.label}
        </label>
      ))}
    </FormFieldset>
  );
}

function Checkbox({ input, label }: WrappedFieldProps & { label: string }) {
  return (
    <label className="form-field__choice">
      <input type="checkbox" name={input.name} checked={input.value === true} onChange={(event) => input.onChange(event.target.checked)} />
      {label}
    </label>
  );
}

export const TextField = ({ name, normalize, ...options }: TextOptions & { name: string; normalize?: (value: string) => string }) => (
  <Field name={name} component={TextInput} normalize={normalize} {...options} />
);
export const SelectField = (props: SelectOptions & { name: string }) => <Field component={SelectInput} {...props} />;
export const RadioField = (props: RadioOptions & { name: string }) => <Field component={RadioGroup} {...props} />;
export const CheckboxField = (props: { name: string; label: string }) => <Field component={Checkbox} {...props} />;
