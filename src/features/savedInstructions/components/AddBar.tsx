// Above a saved-instruction table, for a user who may create: the Add button, or a note once the
// account holds its maximum (from account details, spec part 2 §9). Hidden while the form is open.
interface Props {
  full: boolean;
  fullText: string;
  addLabel: string;
  adding: boolean;
  onAdd: () => void;
}

export function AddBar({ full, fullText, addLabel, adding, onAdd }: Props) {
  return (
    <div className="saved-instructions__actions">
      {full ? (
        <p className="saved-instructions__note">{fullText}</p>
      ) : (
        !adding && (
          <button type="button" className="button button--primary" onClick={onAdd}>
            {addLabel}
          </button>
        )
      )}
    </div>
  );
}
