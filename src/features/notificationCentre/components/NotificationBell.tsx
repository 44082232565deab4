// The bell (issue 27): NOTIFICATIONS with the unread count in the menu's bottom items, a bell drawn
// in SVG with the count in the phone's toolbar (compact: the word would not fit beside MENU and LOG
// OUT at 390 px); a click opens the panel. Its accessible name carries the count
// ("NOTIFICATIONS 2 unread"), so a screen reader hears it.
import { useDispatch, useSelector } from 'react-redux';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { NOTIFICATION_CENTRE_MESSAGES as M } from '../messages';
import { selectUnreadCount } from '../notificationCentre.selectors';
import { notificationCentreActions as A } from '../notificationCentre.slice';
import '../NotificationCentre.css';

interface NotificationBellProps {
  className: string;
  /** Called after the click (the drawer closes). */
  onChoice?: () => void;
  /** A bell instead of the word (the phone's toolbar). */
  compact?: boolean;
}

export function NotificationBell({ className, onChoice, compact = false }: NotificationBellProps) {
  const dispatch = useDispatch();
  const unread = useSelector(selectUnreadCount);
  // The name is the content (the word, the count, " unread" for screen readers), so what shows is
  // part of what is read: "NOTIFICATIONS 2 unread".
  return (
    <button
      type="button"
      className={`notification-bell ${className}`}
      aria-haspopup="dialog"
      onClick={() => {
        dispatch(A.panelOpened());
        onChoice?.();
      }}
    >
      {compact ? (
        <>
          <svg className="notification-bell__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6v-5a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
            />
          </svg>
          <VisuallyHidden>{M.bell}</VisuallyHidden>
        </>
      ) : (
        <span>{M.bell}</span>
      )}
      {unread > 0 && (
        <>
          {' '}
          <span className="notification-bell__count">{unread}</span>
          <VisuallyHidden> {M.unreadWord}</VisuallyHidden>
        </>
      )}
    </button>
  );
}
