// The frame of the status pages: a title and a message, centred. Uses no store or router, so it
// can render before either exists.
import { type ReactNode, useId } from 'react';
import { Card } from '../../../shared/ui/MessageCard';
import './StatusPage.css';

interface StatusPageProps {
  title: string;
  children: ReactNode;
  /** 'status' when the page itself is news to announce (maintenance). */
  role?: 'status';
}

export function StatusPage({ title, children, role }: StatusPageProps) {
  const titleId = useId();
  return (
    <Card as="section" className="status-page" role={role} aria-labelledby={titleId}>
      <h1 id={titleId} className="status-page__title">
        {title}
      </h1>
      {children}
    </Card>
  );
}
