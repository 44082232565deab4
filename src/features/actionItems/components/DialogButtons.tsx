// The end of an action-item dialog's form: why a submit was refused (the gateway's message, the
// input kept), then the step's buttons.
import { ACTION_ITEMS_MESSAGES as M } from '../messages';

export interface DialogButton {
  label: string;
  onClick?: () => void;
  type?: 'button' | 'submit';
  primary?: boolean;
  disabled?: boolean;
}

export function SubmissionError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="action-items__error action-items__form-error" role="alert">
      {M.failed} {error}
    </p>
  );
}

export function DialogButtons({ buttons }: { buttons: readonly DialogButton[] }) {
  return (
    <div className="action-items__buttons">
      {buttons.map((b) => (
        <button key={b.label} type={b.type ?? 'button'} className={`button ${b.primary ? 'button--primary' : 'button--secondary'}`} disabled={b.disabled} onClick={b.onClick}>
          {b.label}
        </button>
      ))}
    </div>
  );
}
