// Client notifications (spec part 1 §1): banners styled by severity, with link=[url] markup turned
// into links by parseNotificationMessage. Rendered as React text and elements only, never as HTML.
// On a phone each is one line with a Show more button (CompactText, ADR 0012).
import { useSelector } from 'react-redux';
import { type ClientNotification, selectNotifications } from '../../system/index';
import { SHELL_MESSAGES } from '../messages';
import { parseNotificationMessage } from '../parseNotificationMessage';
import { CompactText } from './CompactText';
import './ClientNotifications.css';

export function ClientNotifications() {
  const notifications = useSelector(selectNotifications);
  if (notifications.length === 0) return null;
  return (
    <section className="client-notifications" aria-label={SHELL_MESSAGES.notificationsLabel}>
      <ul>
        {notifications.map((notification) => (
          <li key={notification.id} className={`client-notification client-notification--${notification.severity}`}>
            <CompactText>
              <NotificationText message={notification.message} />
            </CompactText>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NotificationText({ message }: Pick<ClientNotification, 'message'>) {
  return (
    <p className="client-notification__text">
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
