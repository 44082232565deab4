// A late notice's text, compact on phones (ADR 0012): its first paragraph on one line, cut with an
// ellipsis, and the rest behind a disclosure button (aria-expanded, aria-controls), so a notice that
// arrives after the first paint is never the page's largest paint, and a phone shows the login form
// first. The cut is CSS (CompactText.css, phones only); the button is offered only when something
// is cut, measured before paint and again when the text's box changes size. Wider screens show the
// whole text and no button. A screen reader reads the first paragraph whole, cut or not.
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { DISCLOSURE_MESSAGES as M } from '../messages';
import './CompactText.css';

/** True when the CSS cut part of the text: a paragraph hidden, or one wider than its line. */
function isCut(body: HTMLElement): boolean {
  return Array.from(body.children).some(
    (child) => window.getComputedStyle(child).display === 'none' || child.scrollWidth > child.clientWidth + 1,
  );
}

export function CompactText({ children, className = '' }: { children: ReactNode; className?: string }) {
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const element = body.current;
    if (!element || expanded) return;
    const measure = () => setCut(isCut(element));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [expanded]);

  return (
    <div className={`compact-text${expanded ? '' : ' compact-text--collapsed'} ${className}`.trim()}>
      <div id={id} ref={body} className="compact-text__body">
        {children}
      </div>
      {(cut || expanded) && (
        <button type="button" className="compact-text__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? M.less : M.more}
        </button>
      )}
    </div>
  );
}
