// The two controls both transfer forms use: the asset select (Send offers a placeholder, Receive
// chooses its first asset) and a decimal amount input (the amount, the cost basis) cleaned as typed.
import { TRANSFER_MESSAGES as M } from '../messages';
import { Field } from './Field';

interface AssetFieldProps {
  value: string;
  assets: ReadonlyArray<{ symbol: string; fullName: string }>;
  /** Offer "Choose an asset" first (the Send form, whose asset may be unset). */
  placeholder?: boolean;
  error?: string;
  onChange: (symbol: string) => void;
  onBlur?: () => void;
}

export function AssetField({ value, assets, placeholder = false, error, onChange, onBlur }: AssetFieldProps) {
  return (
    <Field label={M.asset} error={error}>
      {(control) => (
        <select {...control} className="form-control transfer-field__control" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
          {placeholder && <option value="">{M.chooseAsset}</option>}
          {assets.map((a) => (
            <option key={a.symbol} value={a.symbol}>
              {M.assetOption(a.symbol, a.fullName)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface DecimalFieldProps {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  /** The typed text; the caller cleans it (digits and one dot, at most its places). */
  onChange: (typed: string) => void;
  onBlur: () => void;
}

export function DecimalField({ label, hint, error, value, onChange, onBlur }: DecimalFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="form-control transfer-field__control transfer-field__amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
