// The support dialog of spec part 2 §2: 'Need help? Contact our Client Service Team:', the
// contacts, and OK.
import { Modal } from '../../../shared/ui/index';
import { SHELL_MESSAGES } from '../messages';
import { SupportContacts } from './SupportContacts';

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
}

export function SupportDialog({ open, onClose }: SupportDialogProps) {
  return (
    <Modal
      open={open}
      heading={SHELL_MESSAGES.supportTitle}
      headerMessage={SHELL_MESSAGES.needHelp}
      onClose={onClose}
      buttons={[{ label: SHELL_MESSAGES.ok, variant: 'primary', autoClose: true }]}
    >
      <SupportContacts />
    </Modal>
  );
}
