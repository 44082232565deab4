import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/** Rich text from data, rendered only after DOMPurify has cleaned it. */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => ({ __html: sanitizeHtml(html) }), [html]);
  return <div className={className} dangerouslySetInnerHTML={clean} />;
}
