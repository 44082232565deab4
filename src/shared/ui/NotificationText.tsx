// A notification's text (spec part 1 §1): link=[url] markup turned into links by
// parseNotificationMessage (https only), everything else plain text — React text and elements
// only, never HTML. Used by the shell's client notifications and the notification centre.
import { parseNotificationMessage } from '../notificationMessage';
import './NotificationText.css';

export function NotificationText({ message, className }: { message: string; className?: string }) {
  return (
    <p className={className}>
      {parseNotificationMessage(message).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.href}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
