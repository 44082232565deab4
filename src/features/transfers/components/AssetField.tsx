// The asset select both transfer forms use: Send offers a placeholder (its asset may be unset),
// Receive chooses its first asset.
import { FormField } from '../../../shared/ui/index';
import { TRANSFER_MESSAGES as M } from '../messages';

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
    <FormField label={M.asset} error={error}>
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
    </FormField>
  );
}
