// The end of a saved-instruction form: a refusal the gateway did not tie to a field, then Save
// (disabled while saving or while a server check runs or failed) and Cancel.
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';

interface Props {
  error: unknown;
  submitting: boolean;
  blocked: boolean;
  onCancel: () => void;
}

export function FormFooter({ error, submitting, blocked, onCancel }: Props) {
  const F = M.form;
  return (
    <>
      {typeof error === 'string' && error !== '' && (
        <p className="saved-instructions__error saved-instructions__form-error" role="alert">
          {F.failed} {error}
        </p>
      )}
      <div className="saved-instructions__form-buttons">
        <button type="submit" className="button button--primary" disabled={submitting || blocked}>
          {submitting ? F.submitting : F.submit}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {F.cancel}
        </button>
      </div>
    </>
  );
}
