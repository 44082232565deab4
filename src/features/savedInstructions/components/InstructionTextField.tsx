// A text field of the saved-instruction forms with what only they have, over the shared redux-form
// text field (src/shared/forms): the server check of its current value ('Checking…' while it runs,
// what a lookup found when it passed, its refusal as the field's error after the local rule's), and
// masked inputs (spec part 2 §5): a paste keeps only the allowed characters, trimmed, cut to the room
// left; while the field is not focused it shows only its last 4 characters.
import { type ClipboardEvent, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Field, TextInput, type WrappedFieldProps } from '../../../shared/forms/index';
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

interface InstructionOptions {
  label: string;
  hint?: string;
  maxLength?: number;
  /** Characters a paste keeps (one character per test). */
  pasteAllowed?: RegExp;
  masked?: boolean;
  check?: ServerCheck;
}

const CHECKING = 'Checking…';
const identity = (value: string) => value;

function useServerCheck(check: ServerCheck | undefined, value: string) {
  const key = check ? checkKey(check.form, check.field) : '';
  const checked = check ? (check.checkedValue ?? identity)(value) : '';
  return useSelector((state: WithSavedInstructions) => (check ? selectFieldCheck(state, key, checked) : undefined));
}

function InstructionTextInput({ input, meta, pasteAllowed, masked, check, ...options }: WrappedFieldProps & InstructionOptions) {
  const dispatch = useDispatch();
  const [focused, setFocused] = useState(false);
  const value = typeof input.value === 'string' ? input.value : '';
  const server = useServerCheck(check, value);
  const hidden = masked && !focused;

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!pasteAllowed) return;
    event.preventDefault();
    const target = event.currentTarget;
    const start = target.selectionStart ?? value.length;
    const end = target.selectionEnd ?? value.length;
    const kept = value.slice(0, start) + value.slice(end);
    const added = cleanPaste(event.clipboardData.getData('text'), pasteAllowed, kept, options.maxLength ?? 1000);
    input.onChange(kept.slice(0, start) + added + kept.slice(start));
  };

  return (
    <TextInput
      {...options}
      input={input}
      meta={meta}
      spellCheck={false}
      serverError={server?.status === 'failed' ? (server.message ?? undefined) : undefined}
      note={server?.status === 'pending' ? CHECKING : server?.found}
      inputProps={{
        value: hidden ? maskLast4(value) : value,
        maxLength: hidden ? undefined : options.maxLength,
        readOnly: hidden ? true : undefined,
        onFocus: (event) => {
          setFocused(true);
          input.onFocus(event);
        },
        onBlur: () => {
          setFocused(false);
          input.onBlur(value);
          if (check && !check.asTyped) dispatch(A.fieldBlurred({ form: check.form, field: check.field, value }));
        },
        onChange: (event) => {
          input.onChange(event);
          if (check?.asTyped) dispatch(A.ibanEdited({ value: event.target.value }));
        },
        onPaste,
      }}
    />
  );
}

export function InstructionTextField({ name, normalize, ...options }: InstructionOptions & { name: string; normalize?: (value: string) => string }) {
  return <Field name={name} component={InstructionTextInput} normalize={normalize} {...options} />;
}
