// The spec's modal when wires are closed (part 2 §2, §4): outside 8:30 am – 5:00 pm ET on a business
// day a wire is refused. Shown when Review is pressed while CLOSED, and when the gateway refuses a
// wire for it (its clock decides: the window may have closed while the review was open).
import { Modal } from '../../../shared/ui/index';
import { CLOSED_MODAL } from '../../../shared/validation/businessHours';
import { TRANSFER_MESSAGES as M } from '../messages';

export function ClosedWindowModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} heading={CLOSED_MODAL.heading} showWarningIcon onClose={onClose} buttons={[{ label: M.ok, variant: 'primary', autoClose: true }]}>
      <p>{CLOSED_MODAL.message}</p>
    </Modal>
  );
}
