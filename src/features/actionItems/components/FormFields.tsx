// The action-item forms' fields on redux-form (through src/shared/forms): labelled inputs, a
// textarea, selects, radio groups and a checkbox whose rule's message shows once the field was
// changed or left, tied to the control (aria-invalid, aria-describedby) and announced politely.
import { useId } from 'react';
import { Field, type WrappedFieldProps } from '../../../shared/forms/index';
import { ACTION_ITEMS_MESSAGES as M } from '../messages';

export interface Option {
  value: string;
  label: string;
}

function Message({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="action-items__hint">
          {hint}
        </p>
      )}
      <p id={`${id}-message`} className={error ? 'action-items__error' : 'action-items__hint'} aria-live="polite">
        {error ?? ''}
      </p>
    </>
  );
}

const describedBy = (id: string, hint?: string) => (hint ? `${id}-hint ${id}-message` : `${id}-message`);

function shownError(meta: WrappedFieldProps['meta']): string | undefined {
  return (meta.touched || meta.dirty) && typeof meta.error === 'string' ? meta.error : undefined;
}

interface TextProps {
  label: string;
  hint?: string;
  maxLength: number;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  autoComplete?: string;
  /** Shown under the field (a character count). */
  counter?: (length: number) => string;
}

function TextInput({ input, meta, label, hint, maxLength, rows, autoComplete, counter }: WrappedFieldProps & TextProps) {
  const id = useId();
  const error = shownError(meta);
  const value = typeof input.value === 'string' ? input.value : '';
  const common = {
    ...input,
    id,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint),
    className: 'form-control action-items__control',
  };
  return (
    <div className="action-items__field">
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea {...common} rows={rows} spellCheck /> : <input {...common} type="text" autoComplete={autoComplete ?? 'off'} />}
      {counter && <span className="action-items__counter">{counter(value.length)}</span>}
      <Message id={id} hint={hint} error={error} />
    </div>
  );
}

function SelectInput({ input, meta, label, options, emptyMessage }: WrappedFieldProps & { label: string; options: readonly Option[]; emptyMessage: string }) {
  const id = useId();
  const error = options.length === 0 ? emptyMessage : shownError(meta);
  return (
    <div className="action-items__field">
      <label htmlFor={id}>{label}</label>
      <select {...input} id={id} className="form-control action-items__control" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id)}>
        <option value="">{M.selectPlaceholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Message id={id} error={error} />
    </div>
  );
}

function RadioGroup({ input, meta, label, options }: WrappedFieldProps & { label: string; options: readonly Option[] }) {
  const id = useId();
  const error = shownError(meta);
  return (
    <fieldset className="action-items__field action-items__radios" aria-describedby={`${id}-message`}>
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.value} className="action-items__radio">
          <input type="radio" name={input.name} value={o.value} checked={input.value === o.value} onChange={() => input.onChange(o.value)} onBlur={() => input.onBlur(input.value)} />
          {o.label}
        </label>
      ))}
      <Message id={id} error={error} />
    </fieldset>
  );
}

function Checkbox({ input, label }: WrappedFieldProps & { label: string }) {
  return (
    <label className="action-items__field action-items__checkbox">
      <input type="checkbox" name={input.name} checked={input.value === true} onChange={(event) => input.onChange(event.target.checked)} />
      {label}
    </label>
  );
}

export const TextField = ({ name, ...props }: TextProps & { name: string }) => <Field name={name} component={TextInput} {...props} />;
export const SelectField = (props: { name: string; label: string; options: readonly Option[]; emptyMessage: string }) => <Field component={SelectInput} {...props} />;
export const RadioField = (props: { name: string; label: string; options: readonly Option[] }) => <Field component={RadioGroup} {...props} />;
export const CheckboxField = (props: { name: string; label: string }) => <Field component={Checkbox} {...props} />;
