// Open alerts (code and message, optional title), each dismissible. The region is always in the
// page so that screen readers announce alerts as they arrive; errors interrupt (role="alert").
import { useDispatch, useSelector } from 'react-redux';
import { selectAlerts, systemActions } from '../../system/index';
import { SHELL_MESSAGES } from '../messages';
import './AlertsBanner.css';

export function AlertsBanner() {
  const alerts = useSelector(selectAlerts);
  const dispatch = useDispatch();
  return (
    <section className="alerts-banner" aria-label={SHELL_MESSAGES.alertsLabel} aria-live="polite">
      {alerts.map((alert) => (
        <div key={alert.id} className={`alert alert--${alert.severity}`} role={alert.severity === 'error' ? 'alert' : undefined}>
          <p className="alert__text">
            {alert.title && <strong className="alert__title">{alert.title} </strong>}
            {alert.code && <span className="alert__code">{alert.code} </span>}
            <span>{alert.message}</span>
          </p>
          <button
            type="button"
            className="alert__dismiss"
            aria-label={SHELL_MESSAGES.dismissAlert}
            onClick={() => dispatch(systemActions.alertDismissed({ id: alert.id }))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
