// Client notifications (spec part 1 §1): banners styled by severity, with link=[url] markup turned
// into links (shared/ui/NotificationText). Rendered as React text and elements only, never as HTML.
// On a phone each is one line with a Show more button (CompactText, ADR 0012).
import { useSelector } from 'react-redux';
import { selectNotifications } from '../../system/index';
import { SHELL_MESSAGES } from '../messages';
import { NotificationText } from '../../../shared/ui/NotificationText';
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
              <NotificationText className="client-notification__text" message={notification.message} />
            </CompactText>
          </li>
        ))}
      </ul>
    </section>
  );
}
