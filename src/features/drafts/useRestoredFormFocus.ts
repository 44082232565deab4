// After Restore (issue 28), the restored form's first field takes the focus once the form is on
// screen (it may open later: a lazy page, a list to load, a dialog), so a keyboard or screen-reader
// user lands on it and hears its label and value; then drafts/restoredFormFocused. The move waits one
// task: a dialog focuses itself when it opens, in its own effect after its children's.
import { type RefObject, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { draftsActions, selectRestoredFocus } from './drafts.slice';
import type { DraftForm } from './storage';

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function useRestoredFormFocus(form: DraftForm, ref: RefObject<HTMLElement>): void {
  const pending = useSelector(selectRestoredFocus) === form;
  const dispatch = useDispatch();
  useEffect(() => {
    if (!pending) return undefined;
    const timer = window.setTimeout(() => {
      const field = ref.current?.querySelector<HTMLElement>(FIRST_FIELD);
      if (!field) return;
      field.focus();
      dispatch(draftsActions.restoredFormFocused({ form }));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pending, form, ref, dispatch]);
}
