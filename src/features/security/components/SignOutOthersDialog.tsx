// The confirmation of "Sign out all other sessions" (issue 25): how many will be signed out, Cancel
// (or Escape, the X) and "Sign out all other sessions". It closes when the sign-out has answered.
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../../shared/ui/index';
import { SECURITY_MESSAGES as M } from '../messages';
import { selectConfirmingOthers, selectOtherSessionCount, selectSignOut } from '../security.selectors';
import { securityActions as A } from '../security.slice';

export function SignOutOthersDialog() {
  const dispatch = useDispatch();
  const open = useSelector(selectConfirmingOthers);
  const others = useSelector(selectOtherSessionCount);
  const busy = useSelector(selectSignOut).status === 'pending';
  const cancel = () => !busy && dispatch(A.signOutOthersCancelled());
  return (
    <Modal
      open={open}
      heading={M.confirmHeading}
      onClose={cancel}
      buttons={[
        { label: M.cancel, variant: 'secondary', onClick: cancel, disabled: busy },
        { label: busy ? M.signingOut : M.signOutOthers, variant: 'primary', disabled: busy, onClick: () => dispatch(A.signOutOthersConfirmed()) },
      ]}
    >
      <p>{M.confirmText(others)}</p>
    </Modal>
  );
}
