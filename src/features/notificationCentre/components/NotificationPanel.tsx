// The notification centre's panel (issue 27): a dialog listing the user's notifications, newest
// first — title, time (dd-MMM-yyyy h:mm:ss a ET, spec part 2 §9), the text with its links, "New" on
// those unread when it opened — each with Dismiss. The list loads at sign-in (the saga), so the
// bell has its count; opening the panel loads again and marks the unread ones read.
// A failure shows in place, with Try Again; a failed dismissal says so beside its notification.
import { useDispatch, useSelector } from 'react-redux';
import { formatEasternDateTimeSeconds } from '../../../shared/format/index';
import { Modal } from '../../../shared/ui/Modal';
import { NotificationText } from '../../../shared/ui/NotificationText';
import { Spinner } from '../../../shared/ui/Spinner';
import { NOTIFICATION_CENTRE_MESSAGES as M } from '../messages';
import {
  selectDismissFailed,
  selectDismissing,
  selectNotificationsStatus,
  selectPanelNotifications,
  selectPanelOpen,
} from '../notificationCentre.selectors';
import { notificationCentreActions as A } from '../notificationCentre.slice';
import '../NotificationCentre.css';

export function NotificationPanel() {
  const dispatch = useDispatch();
  const open = useSelector(selectPanelOpen);
  if (!open) return null;
  return (
    <Modal open heading={M.heading} onClose={() => dispatch(A.panelClosed())} closeLabel={M.close} className="notification-panel">
      <PanelBody />
    </Modal>
  );
}

function PanelBody() {
  const dispatch = useDispatch();
  const status = useSelector(selectNotificationsStatus);
  const notifications = useSelector(selectPanelNotifications);
  const dismissing = useSelector(selectDismissing);
  const dismissFailed = useSelector(selectDismissFailed);

  if (status === 'failed' && notifications.length === 0) {
    return (
      <div className="notification-panel__state" role="alert">
        <p>{M.loadFailed}</p>
        <button type="button" className="button button--secondary" onClick={() => dispatch(A.retryRequested())}>
          {M.tryAgain}
        </button>
      </div>
    );
  }
  if (status !== 'succeeded' && notifications.length === 0) return <Spinner label={M.loading} />;
  if (notifications.length === 0) return <p className="notification-panel__state">{M.empty}</p>;
  return (
    <ul className="notification-panel__list">
      {notifications.map((n) => (
        <li key={n.id} className={`notification-panel__item client-notification client-notification--${n.severity}`}>
          <div className="notification-panel__head">
            <h3 className="notification-panel__title">
              {n.title}
              {n.isNew && <span className="notification-panel__new">{M.newMarker}</span>}
            </h3>
            <button
              type="button"
              className="button button--secondary notification-panel__dismiss"
              aria-label={M.dismissLabel(n.title)}
              disabled={dismissing.includes(n.id)}
              onClick={() => dispatch(A.dismissClicked({ id: n.id }))}
            >
              {M.dismiss}
            </button>
          </div>
          <p className="notification-panel__time">
            <time dateTime={n.createdAt}>{M.at(formatEasternDateTimeSeconds(Date.parse(n.createdAt) / 1000))}</time>
          </p>
          <NotificationText className="client-notification__text" message={n.message} />
          {dismissFailed === n.id && (
            <p className="notification-panel__error" role="alert">
              {M.dismissFailed}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
