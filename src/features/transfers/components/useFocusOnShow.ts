// Moves focus to a step's heading when the step appears (review, confirmation, failure), so a
// keyboard or screen-reader user is taken to what changed instead of staying on a button that is gone.
import { useEffect, useRef } from 'react';

export function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
