// The delete button of a saved-instruction row; its accessible name carries the row's nickname.
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';

export function DeleteButton({ nickname, onClick }: { nickname: string; onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary saved-instructions__delete" onClick={onClick} aria-label={M.deleteRow(nickname)}>
      {M.columns.delete}
    </button>
  );
}
