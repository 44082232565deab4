// The dialogs of a passkey's rename and removal (issue 26). Rename: the name (1–64 characters), the
// gateway's text on a refusal. Remove: a confirmation; the last passkey needs a fresh confirmation —
// with the passkey itself (the browser asks), or, when the user has a phone on file, a security code
// sent to it. The dialog stays open with the text when something is refused or cancelled.
import { useDispatch, useSelector } from 'react-redux';
import { PASSKEY_NAME_MAX_LENGTH, passkeyName } from '../../../api/contract/passkeys';
import { reduxForm, TextField, type InjectedFormProps } from '../../../shared/forms';
import { Modal } from '../../../shared/ui/index';
import { validateSecurityCode } from '../../../shared/validation';
import { SECURITY_MESSAGES as M } from '../messages';
import { selectPasskeyEdit, selectRemovalPhone } from '../security.selectors';
import { securityActions as A } from '../security.slice';

/** Cancel and the form's submit, both held while its call runs. */
function FormButtons({ pending, label }: { pending: boolean; label: string }) {
  const dispatch = useDispatch();
  return (
    <div className="modal__buttons">
      <button type="button" className="button button--secondary" disabled={pending} onClick={() => dispatch(A.passkeyEditCancelled())}>
        {M.cancel}
      </button>
      <button type="submit" className="button button--primary" disabled={pending}>
        {label}
      </button>
    </div>
  );
}

function Refusal({ error }: { error: string | null }) {
  return (
    <p role="alert" className="security__outcome-text security__outcome-text--failed">
      {error ?? ''}
    </p>
  );
}

interface NameValues {
  name: string;
}
/** `refusal`, not `error`: redux-form injects an `error` prop of its own. */
interface EditProps {
  id: string;
  pending: boolean;
  refusal: string | null;
}

function RenameFormView({ handleSubmit, id, pending, refusal }: InjectedFormProps<NameValues, EditProps> & EditProps) {
  const dispatch = useDispatch();
  const submit = (values: NameValues) => {
    if (!pending) dispatch(A.renamePasskeySubmitted({ id, name: passkeyName(values.name) ?? '' }));
  };
  return (
    <form className="security__passkey-form" noValidate onSubmit={handleSubmit(submit)} aria-busy={pending || undefined}>
      <TextField name="name" id="passkey-rename" label={M.passkeyName} maxLength={PASSKEY_NAME_MAX_LENGTH} required />
      <Refusal error={refusal} />
      <FormButtons pending={pending} label={pending ? M.saving : M.saveName} />
    </form>
  );
}
const RenameForm = reduxForm<NameValues, EditProps>({
  form: 'renamePasskey',
  validate: (values) => ({ name: passkeyName(values.name) === null ? M.passkeyNameRequired : undefined }),
})(RenameFormView);

/** `securityCode`: the key the action log and state exports redact (app/devtoolsSanitizers.ts). */
interface CodeValues {
  securityCode: string;
}
function CodeFormView({ handleSubmit, id, pending, refusal }: InjectedFormProps<CodeValues, EditProps> & EditProps) {
  const dispatch = useDispatch();
  const submit = (values: CodeValues) => {
    if (!pending) dispatch(A.removalCodeSubmitted({ id, securityCode: values.securityCode.trim() }));
  };
  return (
    <form className="security__passkey-form" noValidate onSubmit={handleSubmit(submit)} aria-busy={pending || undefined}>
      <TextField name="securityCode" id="passkey-removal-code" label={M.code} maxLength={6} autoComplete="one-time-code" required />
      <Refusal error={refusal} />
      <FormButtons pending={pending} label={pending ? M.removing : M.removeWithCode} />
    </form>
  );
}
const CodeForm = reduxForm<CodeValues, EditProps>({
  form: 'passkeyRemovalCode',
  // The sign-in's six-digit rule (shared/validation), with this dialog's one text.
  validate: (values) => ({ securityCode: validateSecurityCode(values.securityCode) === undefined ? undefined : M.codeRequired }),
})(CodeFormView);

export function PasskeyEditDialog() {
  const dispatch = useDispatch();
  const { edit, passkey } = useSelector(selectPasskeyEdit);
  const phone = useSelector(selectRemovalPhone);
  if (edit.kind === 'none' || !passkey) return null;
  const cancel = () => dispatch(A.passkeyEditCancelled());
  const { id, pending, error } = edit;

  if (edit.kind === 'rename') {
    return (
      <Modal open heading={M.renameHeading} onClose={cancel}>
        <RenameForm id={id} pending={pending} refusal={error} initialValues={{ name: passkey.name }} />
      </Modal>
    );
  }
  if (edit.codeTo !== null) {
    return (
      <Modal open heading={M.removeHeading} onClose={cancel}>
        <p>{M.codeSentTo(edit.codeTo)}</p>
        <CodeForm id={id} pending={pending} refusal={error} />
      </Modal>
    );
  }
  const withCode = edit.last && phone !== null;
  const text = !edit.last ? M.removeText(passkey.name) : withCode ? M.removeLastText(passkey.name) : M.removeLastNoPhoneText(passkey.name);
  return (
    <Modal
      open
      heading={M.removeHeading}
      onClose={cancel}
      buttons={[
        { label: M.cancel, variant: 'secondary', onClick: cancel, disabled: pending },
        ...(withCode ? [{ label: M.sendCode, variant: 'secondary' as const, disabled: pending, onClick: () => dispatch(A.removalCodeRequested({ id })) }] : []),
        {
          label: pending ? M.removing : edit.last ? M.confirmWithPasskey : M.confirmRemove,
          variant: 'primary',
          disabled: pending,
          onClick: () => dispatch(A.removePasskeyConfirmed({ id })),
        },
      ]}
    >
      <p>{text}</p>
      <Refusal error={error} />
    </Modal>
  );
}
