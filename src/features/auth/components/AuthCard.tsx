// The frame of the sign-in and user-access pages: a titled card, centred.
import { useId, type ReactNode } from 'react';
import { Card } from '../../../shared/ui/MessageCard';
import '../auth.css';

export function AuthCard({ heading, children, className }: { heading: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <Card as="section" className={className ? `auth-card ${className}` : 'auth-card'} aria-labelledby={headingId}>
      <h1 id={headingId} className="auth-card__heading">
        {heading}
      </h1>
      {children}
    </Card>
  );
}

/** A message about the attempt as a whole (the server's refusal), announced when it appears. */
export function AuthAlert({ message }: { message: string }) {
  return (
    <p className="auth-alert" role="alert">
      {message}
    </p>
  );
}
