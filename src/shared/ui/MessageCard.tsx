// The dynamic message card of spec part 2 §2: a warning icon and a red header when the status is
// error, then the message.
import type { ReactNode } from 'react';
import { WarningIcon } from './WarningIcon';
import './MessageCard.css';

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
    <div className={classes}>
      <p className={isError ? 'message-card__header message-card__header--error' : 'message-card__header'}>
        {isError && <WarningIcon className="message-card__icon" />}
        <span>{headerMsg}</span>
      </p>
      <div className="message-card__message">{message}</div>
    </div>
  );
}
