import { type RefObject, useEffect, useState } from 'react';

/**
 * The element's width, following it as the window or the layout changes (ResizeObserver, or window
 * resize where there is none); disconnected on unmount. Until measured (or when the element has no
 * layout, as in tests) it is `fallback`.
 */
export function useContainerWidth(ref: RefObject<HTMLElement>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
