// After a failed submit (each `attempt`) or a refusal from the server, focus moves to the form's
// first invalid field (FormField marks it aria-invalid), so keyboard and screen-reader users land
// on what to fix.
import { useEffect, type RefObject } from 'react';

export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement>, attempts: number, refusal: unknown = null) {
  useEffect(() => {
    if (attempts === 0 && !refusal) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, attempts, refusal]);
}
