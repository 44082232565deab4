// The one door to redux-form: importing it registers the form reducer (see runtime/lazyReducers),
// so only chunks that have forms pay for redux-form.
import { reducer as formReducer } from 'redux-form';
import { registerLazyReducer } from '../../runtime/lazyReducers';

registerLazyReducer('form', formReducer as never);

export {
  Field,
  change,
  getFormValues,
  reduxForm,
  stopSubmit,
  type InjectedFormProps,
  type WrappedFieldProps,
} from 'redux-form';

export { CheckboxField, RadioField, SelectField, TextField, TextInput, optionsOf, type FieldOption } from './fields';
