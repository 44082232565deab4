import type { ElementType, ReactNode } from 'react';
import './VisuallyHidden.css';

interface VisuallyHiddenProps {
  children: ReactNode;
  /** Element to render; a span by default so it fits inside any phrasing content. */
  as?: ElementType;
  id?: string;
}

/** Text for screen readers only. */
export function VisuallyHidden({ children, as: Tag = 'span', id }: VisuallyHiddenProps) {
  return (
    <Tag className="visually-hidden" id={id}>
      {children}
    </Tag>
  );
}
