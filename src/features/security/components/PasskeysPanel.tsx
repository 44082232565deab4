// The SECURITY page's passkeys (issue 26): the user's passkeys (name, added, last used) and "Add a
// passkey" under a name the user gives it; the browser then asks for the device's screen lock or
// security key. The outcome — added, or why not — is read out. Each passkey can be renamed or
// removed (PasskeyEditDialog.tsx).
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PASSKEY_NAME_MAX_LENGTH, passkeyName, type PasskeyDto } from '../../../api/contract/passkeys';
import { reduxForm, TextField, type InjectedFormProps } from '../../../shared/forms';
import { DataTable, Spinner, type DataTableColumn } from '../../../shared/ui/index';
import { timeText } from '../format';
import { SECURITY_MESSAGES as M } from '../messages';
import { selectAddPasskey, selectPasskeyOutcome, selectPasskeys } from '../security.selectors';
import { securityActions as A } from '../security.slice';
import { PasskeyEditDialog } from './PasskeyEditDialog';

export const ADD_PASSKEY_FORM = 'addPasskey';

interface Values {
  name: string;
}

function PasskeyActions({ passkey }: { passkey: PasskeyDto }) {
  const dispatch = useDispatch();
  return (
    <span className="security__passkey-actions">
      <button type="button" className="button button--secondary" aria-label={M.renameLabel(passkey.name)} onClick={() => dispatch(A.renamePasskeyClicked({ id: passkey.id }))}>
        {M.rename}
      </button>
      <button type="button" className="button button--secondary" aria-label={M.removeLabel(passkey.name)} onClick={() => dispatch(A.removePasskeyClicked({ id: passkey.id }))}>
        {M.remove}
      </button>
    </span>
  );
}

const COLUMNS: readonly DataTableColumn<PasskeyDto>[] = [
  { key: 'name', header: M.passkeyColumns.name, render: (p) => <span className="security__passkey-name">{p.name}</span> },
  { key: 'added', header: M.passkeyColumns.added, render: (p) => timeText(p.createdAt) },
  { key: 'lastUsed', header: M.passkeyColumns.lastUsed, render: (p) => (p.lastUsedAt ? timeText(p.lastUsedAt) : M.neverUsed) },
  { key: 'actions', header: M.passkeyColumnActions, render: (p) => <PasskeyActions passkey={p} /> },
];

function AddPasskeyFormView({ handleSubmit, reset }: InjectedFormProps<Values>) {
  const dispatch = useDispatch();
  const add = useSelector(selectAddPasskey);
  const busy = add.status === 'pending';
  useEffect(() => {
    if (add.status === 'succeeded') reset();
  }, [add.status, reset]);
  const submit = (values: Values) => {
    if (!busy) dispatch(A.addPasskeySubmitted({ name: passkeyName(values.name) ?? '' }));
  };
  const outcome = add.status === 'succeeded' ? M.passkeyAdded(add.name) : add.status === 'failed' ? add.error : '';
  return (
    <form className="security__passkey-form" noValidate onSubmit={handleSubmit(submit)} aria-busy={busy || undefined}>
      <TextField name="name" id="passkey-name" label={M.passkeyName} hint={M.passkeyNameHint} maxLength={PASSKEY_NAME_MAX_LENGTH} required />
      <div className="security__toolbar">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? M.addingPasskey : M.addPasskey}
        </button>
        <p role="status" className={add.status === 'failed' ? 'security__outcome-text security__outcome-text--failed' : 'security__outcome-text'}>
          {outcome}
        </p>
      </div>
    </form>
  );
}

const AddPasskeyForm = reduxForm<Values>({
  form: ADD_PASSKEY_FORM,
  validate: (values) => ({ name: passkeyName(values.name) === null ? M.passkeyNameRequired : undefined }),
})(AddPasskeyFormView);

function PasskeyList() {
  const dispatch = useDispatch();
  const passkeys = useSelector(selectPasskeys);
  if (passkeys.status === 'failed') {
    return (
      <div role="alert" className="security__passkeys-failed">
        <p>{M.passkeysFailed}</p>
        <button type="button" className="button button--secondary" onClick={() => dispatch(A.reloadRequested())}>
          {M.tryAgain}
        </button>
      </div>
    );
  }
  if (passkeys.status !== 'succeeded') return <Spinner label={M.loadingPasskeys} />;
  return <DataTable caption={M.passkeysCaption} captionHidden className="security__passkeys" columns={COLUMNS} rows={passkeys.items} rowKey={(p) => p.id} emptyText={M.noPasskeys} />;
}

export function PasskeysPanel() {
  const outcome = useSelector(selectPasskeyOutcome);
  return (
    <>
      <p className="security__intro">{M.passkeysIntro}</p>
      <PasskeyList />
      <p aria-live="polite" className="security__outcome-text security__passkey-outcome">
        {outcome ?? ''}
      </p>
      <AddPasskeyForm />
      <PasskeyEditDialog />
    </>
  );
}
