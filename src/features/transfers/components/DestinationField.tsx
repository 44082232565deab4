// Where the transfer goes (spec part 2 §2, §4, §6): a wire to one of the account's ACTIVE saved wire
// instructions; digital assets to one of its ACTIVE saved addresses on the asset's network or,
// where the allow-list is off (DISABLED), to another address typed in (checked on blur with the
// shared codecs, as the gateway checks it). An address in its activation period (issue 25) is
// listed with its 'Active from …' time and cannot be chosen (a disabled option), and the hint under
// the picker names each one with its time, so a phone's picker that cuts the text loses nothing.
// With the a2a flag on, a digital asset may also go to another account of the same firm: a third
// choice, 'Another account of this firm', listing the firm's other transfer accounts that receive
// the asset, each by its short name and number.
import { FormField, InputField, Link, Spinner } from '../../../shared/ui/index';
import { activeFromText } from '../../../shared/validation/activationPeriod';
import { SAVED_INSTRUCTION_ROUTES } from '../../savedInstructions/index';
import { TRANSFER_MESSAGES as M } from '../messages';
import { accountText } from '../draft';
import type { AccountDestination, DestinationsEntry, SavedDestination, TransferDraft } from '../types';

interface DestinationFieldProps {
  draft: TransferDraft;
  network: string;
  entry: DestinationsEntry;
  choices: readonly SavedDestination[];
  /** The account's allow-list is off: another address may be typed in. */
  directAllowed: boolean;
  /** Flag a2a and a digital asset: another account of the firm may be chosen. */
  accountsOffered: boolean;
  /** The firm's other accounts that receive the asset. */
  accounts: readonly AccountDestination[];
  error?: string;
  onChange: (destination: TransferDraft['destination']) => void;
  onBlur: () => void;
}

const activeFrom = (activatesAt: string) => activeFromText(Date.parse(activatesAt));
const optionText = (d: SavedDestination) => (d.activatesAt === null ? `${d.nickname} (${d.detail})` : M.waitingOption(d.nickname, d.detail, activeFrom(d.activatesAt)));

function NoneSaved({ wire, network }: { wire: boolean; network: string }) {
  return (
    <p className="transfer-field__hint">
      {wire ? M.noWireInstructions : M.noAddresses(network)}{' '}
      <Link to={wire ? SAVED_INSTRUCTION_ROUTES.wire : SAVED_INSTRUCTION_ROUTES.address}>{M.addInstruction}</Link>
    </p>
  );
}

type SelectProps = Pick<DestinationFieldProps, 'draft' | 'error' | 'onChange' | 'onBlur'>;

function AccountSelect({ draft, accounts, error, onChange, onBlur }: SelectProps & { accounts: readonly AccountDestination[] }) {
  if (accounts.length === 0) return <p className="transfer-field__hint">{M.noAccounts(draft.asset)}</p>;
  const value = 'accountNumber' in draft.destination ? draft.destination.accountNumber : '';
  return (
    <FormField label={M.toAccount} error={error}>
      {(control) => (
        <select {...control} className="form-control transfer-field__control" value={value} onChange={(e) => onChange({ accountNumber: e.target.value })} onBlur={onBlur}>
          <option value="">{M.chooseAccount}</option>
          {accounts.map((a) => (
            <option key={a.acctNum} value={a.acctNum}>
              {accountText(a)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function SavedSelect({ draft, choices, error, onChange, onBlur, label }: SelectProps & { choices: readonly SavedDestination[]; label: string }) {
  const value = 'instructionId' in draft.destination ? draft.destination.instructionId : '';
  const waiting = choices.flatMap((d) => (d.activatesAt === null ? [] : [{ nickname: d.nickname, activeFrom: activeFrom(d.activatesAt) }]));
  return (
    <FormField label={label} error={error} hint={waiting.length > 0 ? M.waitingHint(waiting) : undefined}>
      {(control) => (
        <select {...control} className="form-control transfer-field__control" value={value} onChange={(e) => onChange({ instructionId: e.target.value })} onBlur={onBlur}>
          <option value="">{M.chooseInstruction}</option>
          {choices.map((d) => (
            <option key={d.id} value={d.id} disabled={d.activatesAt !== null}>
              {optionText(d)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function DestinationField(props: DestinationFieldProps) {
  const { draft, network, entry, choices, directAllowed, accountsOffered, accounts, error, onChange, onBlur } = props;
  if (entry.status === 'idle' || entry.status === 'pending') return <Spinner label={M.destinationsLoading} />;
  if (entry.status === 'failed') return <p className="transfer-field__error">{M.destinationsFailed}</p>;
  const wire = draft.kind === 'WIRE';
  const label = wire ? M.wireTo : M.sendTo;
  if (wire || (!directAllowed && !accountsOffered)) {
    return choices.length === 0 ? <NoneSaved wire={wire} network={network} /> : <SavedSelect {...props} label={label} />;
  }
  const direct = 'address' in draft.destination;
  const toAccount = 'accountNumber' in draft.destination;
  return (
    <fieldset className="transfer-destination">
      <legend className="form-field__label">{M.sendTo}</legend>
      <label className="form-field__choice">
        <input type="radio" name="transfer-destination" checked={!direct && !toAccount} onChange={() => onChange({ instructionId: '' })} />
        {M.savedAddress}
      </label>
      {directAllowed && (
        <label className="form-field__choice">
          <input type="radio" name="transfer-destination" checked={direct} onChange={() => onChange({ address: '' })} />
          {M.directAddress}
        </label>
      )}
      {accountsOffered && (
        <label className="form-field__choice">
          <input type="radio" name="transfer-destination" checked={toAccount} onChange={() => onChange({ accountNumber: '' })} />
          {M.accountDestination}
        </label>
      )}
      {direct ? (
        <InputField
          label={M.address(network)}
          error={error}
          className="transfer-field__control transfer-field__address"
          value={'address' in draft.destination ? draft.destination.address : ''}
          autoComplete="off"
          spellCheck={false}
          maxLength={128}
          onChange={(e) => onChange({ address: e.target.value })}
          onBlur={onBlur}
        />
      ) : toAccount ? (
        <AccountSelect draft={draft} accounts={accounts} error={error} onChange={onChange} onBlur={onBlur} />
      ) : choices.length === 0 ? (
        <NoneSaved wire={false} network={network} />
      ) : (
        <SavedSelect {...props} label={M.savedAddress} />
      )}
    </fieldset>
  );
}
