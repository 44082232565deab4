// A panel's side of a restored draft (issue 28): when the draft is for this panel's form and account
// and the user may add one here (entitled, details and list loaded, below the maximum), the panel
// takes it (savedInstructions/restoredDraftTaken) and opens the form with its values; the values
// are the panel's until the form closes. Each restore opens the form afresh (a new key), so one
// already open is replaced, as Restore says.
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectRestoredInstructionDraft } from '../savedInstructions.selectors';
import { savedInstructionsActions as A, type FormKind } from '../savedInstructions.slice';

interface Restored {
  key: number;
  values: Readonly<Record<string, string>> | null;
}

export function useRestoredDraft(form: FormKind, acctNum: string, canAdd: boolean, adding: boolean, setAdding: (adding: boolean) => void): Restored {
  const dispatch = useDispatch();
  const draft = useSelector(selectRestoredInstructionDraft);
  const [restored, setRestored] = useState<Restored>({ key: 0, values: null });
  // Closed (cancelled, saved, another account): the next opening starts empty. (Before the restore's
  // effect: on the render that restores, `adding` is still false.)
  useEffect(() => {
    if (!adding) setRestored((previous) => (previous.values ? { key: previous.key, values: null } : previous));
  }, [adding]);
  useEffect(() => {
    if (draft?.form !== form || draft.acctNum !== acctNum || !canAdd) return;
    setRestored((previous) => ({ key: previous.key + 1, values: draft.values }));
    setAdding(true);
    dispatch(A.restoredDraftTaken());
  }, [draft, form, acctNum, canAdd, setAdding, dispatch]);
  return restored;
}
