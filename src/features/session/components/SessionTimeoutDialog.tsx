// The session timeout dialog (spec part 2 §2): title 'Session timeout', the countdown to the
// automatic logout, 'Do you want to continue your session?', Log Out and Extend Session. The X and
// Escape extend. The inactivity pipeline opens it and counts down; this only shows and answers.
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Modal, VisuallyHidden, type ModalButton } from '../../../shared/ui/index';
import { ANNOUNCED_SECONDS, SESSION_MESSAGES } from '../messages';
import { selectSessionTimeout } from '../session.selectors';
import { extendSessionClicked, timeoutLogOutClicked } from '../session.events';

/**
 * What screen readers hear: the warning when the dialog opens, then again only at 60, 30 and 10
 * seconds (a polite region that changed every second would talk over everything else). Filled after
 * the dialog mounts, so the region exists before its text changes and the change is announced.
 */
function useCountdownAnnouncement(open: boolean, secondsLeft: number): string {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!open) {
      setAnnouncement('');
      return;
    }
    const text = SESSION_MESSAGES.timeoutWarning(secondsLeft);
    setAnnouncement((previous) => (previous === '' || ANNOUNCED_SECONDS.includes(secondsLeft) ? text : previous));
  }, [open, secondsLeft]);
  return announcement;
}

export function SessionTimeoutDialog() {
  const { open, secondsLeft } = useSelector(selectSessionTimeout);
  const dispatch = useDispatch();
  const extend = useCallback(() => dispatch(extendSessionClicked()), [dispatch]);
  const logOut = useCallback(() => dispatch(timeoutLogOutClicked()), [dispatch]);
  const announcement = useCountdownAnnouncement(open, secondsLeft);

  const buttons: ModalButton[] = [
    { label: SESSION_MESSAGES.logOut, variant: 'secondary', onClick: logOut },
    { label: SESSION_MESSAGES.extendSession, variant: 'primary', onClick: extend },
  ];
  return (
    <Modal
      open={open}
      heading={SESSION_MESSAGES.timeoutTitle}
      buttons={buttons}
      onClose={extend}
      closeLabel={SESSION_MESSAGES.closeAndExtend}
      className="session-timeout-dialog"
    >
      <p>{SESSION_MESSAGES.timeoutWarning(secondsLeft)}</p>
      <p>{SESSION_MESSAGES.continueQuestion}</p>
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>
    </Modal>
  );
}
