import '../../../shared/ui/Button.css';
import '../../../shared/ui/Spinner.css';

/** A primary submit button that shows progress and is disabled while its request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button--primary auth-submit" disabled={busy}>
      {busy && <span className="spinner__circle spinner__circle--inline" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
