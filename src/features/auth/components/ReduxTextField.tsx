// A TextField driven by a redux-form Field (non-secret values only: names, date of birth, zip,
// username). Its error shows once the field was touched, or when the server refused its value.
import type { WrappedFieldProps } from '../../../shared/forms';
import { TextField, type TextFieldProps } from './TextField';

type Props = WrappedFieldProps & Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'name' | 'error'> & { serverError?: string };

export function ReduxTextField({ input, meta, serverError, ...rest }: Props) {
  const syncError = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return <TextField {...rest} {...input} error={syncError ?? serverError} />;
}
