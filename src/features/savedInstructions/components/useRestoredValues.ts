// A saved-instruction form opened from a kept draft (issue 28): once it is open (redux-form has put
// its starting values in), the draft's values go in as changes, as if typed (so they count as the
// user's: kept again if the session ends again before the submit), and its first field takes the
// focus. Only once per opening.
import { type RefObject, useEffect, useRef } from 'react';
import { useRestoredFormFocus } from '../../drafts/entry';

type Change = (field: string, value: unknown) => void;

export function useRestoredValues(form: 'wireInstruction' | 'digitalAssetInstruction', formRef: RefObject<HTMLFormElement>, restored: Readonly<Record<string, string>> | null | undefined, change: Change): void {
  const applied = useRef(false);
  useEffect(() => {
    if (!restored || applied.current) return;
    applied.current = true;
    for (const [field, value] of Object.entries(restored)) change(field, value);
  }, [restored, change]);
  useRestoredFormFocus(form, formRef);
}
