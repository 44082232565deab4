// A decimal amount input of the transfer forms (the amount, the cost basis), cleaned as typed by
// the caller.
import { InputField } from '../../../shared/ui/index';

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
    <InputField
      label={label}
      hint={hint}
      error={error}
      className="transfer-field__control transfer-field__amount"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
