// The portal's card surface, once: the dynamic message card of spec part 2 §2 (a warning icon and a
// red header when the status is error, then the message) and the plain `Card` the login and
// status pages, the not-entitled notice, the client-support block and the dashboard panels sit on.
import type { HTMLAttributes, ReactNode } from 'react';
import { WarningIcon } from './WarningIcon';
import './MessageCard.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a `section` when the card is a titled region of the page. */
  as?: 'div' | 'section';
}

/** A bordered, rounded surface; `className` adds the user's own spacing and layout. */
export function Card({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element className={className ? `card ${className}` : 'card'} {...rest} />;
}

export type MessageCardStatus = 'error' | 'warning' | 'info' | 'success';

export interface MessageCardProps {
  status: MessageCardStatus;
  headerMsg: string;
  message: ReactNode;
  className?: string;
}

export function MessageCard({ status, headerMsg, message, className }: MessageCardProps) {
  const isError = status === 'error';
  const classes = ['message-card', `message-card--${status}`, className].filter(Boolean).join(' ');
  return (
    <Card className={classes}>
      <p className={isError ? 'message-card__header message-card__header--error' : 'message-card__header'}>
        {isError && <WarningIcon className="message-card__icon" />}
        <span>{headerMsg}</span>
      </p>
      <div className="message-card__message">{message}</div>
    </Card>
  );
}
