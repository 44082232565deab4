// The saved-instruction forms' fields on redux-form (through src/shared/forms): a labelled input or
// select whose message shows once the field was left or a submit failed — the local rule's first,
// then the server check of its current value ('Checking…' while it runs, what a lookup found when
// it passed). Masked inputs (spec part 2 §5): a paste keeps only the allowed characters, trimmed,
// cut to the room left; while the field is not focused it shows only its last 4 characters.
import { type ClipboardEvent, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Field, type WrappedFieldProps } from '../../../shared/forms/index';
import { cleanPaste, maskLast4 } from '../../../shared/validation/maskedInput';
import { checkKey } from '../forms';
import { selectFieldCheck, type WithSavedInstructions } from '../savedInstructions.selectors';
import { savedInstructionsActions as A, type CheckedField, type FormKind } from '../savedInstructions.slice';

export interface ServerCheck {
  form: FormKind;
  field: CheckedField;
  /** The value the check ran on, from the field's value (e.g. the IBAN without spaces). */
  checkedValue?: (value: string) => string;
  /** Check as typed (the IBAN, debounced by the saga) instead of on blur. */
  asTyped?: boolean;
}

interface FieldOptions {
  label: string;
  hint?: string;
  maxLength?: number;
  /** Characters a paste keeps (one character per test). */
  pasteAllowed?: RegExp;
  masked?: boolean;
  check?: ServerCheck;
  autoComplete?: string;
}

const CHECKING = 'Checking…';
const identity = (value: string) => value;

function useServerCheck(check: ServerCheck | undefined, value: string) {
  const key = check ? checkKey(check.form, check.field) : '';
  const checked = check ? (check.checkedValue ?? identity)(value) : '';
  return useSelector((state: WithSavedInstructions) => (check ? selectFieldCheck(state, key, checked) : undefined));
}

function FieldMessages({ id, hint, error, found }: { id: string; hint?: string; error?: string; found?: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="saved-instructions__hint">
          {hint}
        </p>
      )}
      <p id={`${id}-message`} className={error ? 'saved-instructions__error' : 'saved-instructions__hint'} aria-live="polite">
        {error ?? found ?? ''}
      </p>
    </>
  );
}

function describedBy(id: string, hint?: string) {
  return hint ? `${id}-hint ${id}-message` : `${id}-message`;
}

function shownError(meta: WrappedFieldProps['meta'], serverMessage: string | undefined): string | undefined {
  const local = typeof meta.error === 'string' ? meta.error : undefined;
  if (!(meta.touched || meta.submitFailed)) return undefined;
  return local ?? serverMessage;
}

function TextInput(props: WrappedFieldProps & FieldOptions) {
  const { input, meta, label, hint, maxLength, pasteAllowed, masked, check, autoComplete } = props;
  const id = useId();
  const dispatch = useDispatch();
  const [focused, setFocused] = useState(false);
  const value = typeof input.value === 'string' ? input.value : '';
  const server = useServerCheck(check, value);
  const serverMessage = server?.status === 'pending' ? CHECKING : server?.status === 'failed' ? (server.message ?? undefined) : undefined;
  const error = shownError(meta, server?.status === 'failed' ? serverMessage : undefined);
  const found = server?.status === 'pending' ? CHECKING : server?.found;

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!pasteAllowed) return;
    event.preventDefault();
    const target = event.currentTarget;
    const start = target.selectionStart ?? value.length;
    const end = target.selectionEnd ?? value.length;
    const kept = value.slice(0, start) + value.slice(end);
    const added = cleanPaste(event.clipboardData.getData('text'), pasteAllowed, kept, maxLength ?? 1000);
    input.onChange(kept.slice(0, start) + added + kept.slice(start));
  };

  return (
    <div className="saved-instructions__field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={masked && !focused ? maskLast4(value) : value}
        maxLength={masked && !focused ? undefined : maxLength}
        autoComplete={autoComplete ?? 'off'}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint)}
        readOnly={masked && !focused ? true : undefined}
        onFocus={(event) => {
          setFocused(true);
          input.onFocus(event);
        }}
        onBlur={() => {
          setFocused(false);
          input.onBlur(value);
          if (check && !check.asTyped) dispatch(A.fieldBlurred({ form: check.form, field: check.field, value }));
        }}
        onChange={(event) => {
          input.onChange(event);
          if (check?.asTyped) dispatch(A.ibanEdited({ value: event.target.value }));
        }}
        onPaste={onPaste}
      />
      <FieldMessages id={id} hint={hint} error={error} found={found} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** The options of a choice from its labels keyed by value, in the labels' order. */
export const optionsOf = (labels: Readonly<Record<string, string>>): readonly SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

function SelectInput(props: WrappedFieldProps & { label: string; options: readonly SelectOption[]; placeholder?: string; emptyMessage?: string }) {
  const { input, meta, label, options, placeholder, emptyMessage } = props;
  const id = useId();
  const error = options.length === 0 && emptyMessage ? emptyMessage : shownError(meta, undefined);
  return (
    <div className="saved-instructions__field">
      <label htmlFor={id}>{label}</label>
      <select {...input} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

function RadioGroup(props: WrappedFieldProps & { label: string; options: readonly SelectOption[] }) {
  const { input, meta, label, options } = props;
  const id = useId();
  const error = shownError(meta, undefined);
  return (
    <fieldset className="saved-instructions__field" aria-describedby={`${id}-message`}>
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.value} className="saved-instructions__radio">
          <input type="radio" name={input.name} value={o.value} checked={input.value === o.value} onChange={() => input.onChange(o.value)} />
          {o.label}
        </label>
      ))}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

export function TextField({ name, normalize, ...options }: FieldOptions & { name: string; normalize?: (value: string) => string }) {
  return <Field name={name} component={TextInput} normalize={normalize} {...options} />;
}

export function SelectField(props: { name: string; label: string; options: readonly SelectOption[]; placeholder?: string; emptyMessage?: string }) {
  return <Field component={SelectInput} {...props} />;
}

export function RadioField(props: { name: string; label: string; options: readonly SelectOption[] }) {
  return <Field component={RadioGroup} {...props} />;
}
