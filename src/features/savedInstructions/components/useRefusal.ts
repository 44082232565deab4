// A refused create shown by the form (spec part 2 §8, "no lost input"): once per refusal, its message
// as the submit error of the field the gateway named (when the form shows it), else of the form.
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { stopSubmit } from '../../../shared/forms/index';
import { selectCreation } from '../savedInstructions.selectors';
import type { CreateKind } from '../savedInstructions.slice';

export function useRefusalAsSubmitErrors(form: string, kind: CreateKind, shown: ReadonlySet<string>) {
  const dispatch = useDispatch();
  const creation = useSelector(selectCreation);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (creation.kind !== kind || creation.status !== 'failed' || !creation.error || handled.current === creation.requestId) return;
    handled.current = creation.requestId;
    const field = creation.field && shown.has(creation.field) ? creation.field : '_error';
    dispatch(stopSubmit(form, { [field]: creation.error }));
  }, [creation, dispatch, form, kind, shown]);
  return creation;
}
