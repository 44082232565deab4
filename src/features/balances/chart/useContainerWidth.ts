import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The element's width, following it as the window or the layout changes; disconnected on unmount.
 * Until measured (or when the element has no layout, as in tests) it is `fallback`.
 *
 * Measured when a ResizeObserver reports, never in React's commit: the observer's first report
 * comes in the frame's rendering step, after the browser's own layout and before its paint, so
 * reading the width there forces no extra layout (a read in the commit laid the whole dashboard
 * out in the commit's task: ADR 0022), and the update is flushed at once, before that paint, so
 * the chart is never painted at the fallback width. Without ResizeObserver: window resizes.
 */
export function useContainerWidth(ref: RefObject<HTMLElement>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
