// The support dialog of spec part 2 §2: 'Need help? Contact our Client Service Team:', the
// contacts, and OK. Where the configuration keeps a session log, it also offers 'Download session
// log' (docs/action-log.md): the file the team can import into Redux DevTools or replay.
import { sessionLogSource } from '../../../runtime/sessionLogSource';
import { Modal, type ModalButton } from '../../../shared/ui/index';
import { SHELL_MESSAGES } from '../messages';
import { downloadSessionLog } from '../sessionLogDownload';
import { SupportContacts } from './SupportContacts';

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
}

export function SupportDialog({ open, onClose }: SupportDialogProps) {
  const logKept = sessionLogSource() !== null;
  const buttons: ModalButton[] = [
    ...(logKept ? [{ label: SHELL_MESSAGES.downloadSessionLog, variant: 'secondary' as const, onClick: () => void downloadSessionLog() }] : []),
    { label: SHELL_MESSAGES.ok, variant: 'primary', autoClose: true },
  ];
  return (
    <Modal open={open} heading={SHELL_MESSAGES.supportTitle} headerMessage={SHELL_MESSAGES.needHelp} onClose={onClose} buttons={buttons}>
      <SupportContacts />
      {logKept && <p className="support-dialog__note">{SHELL_MESSAGES.sessionLogNote}</p>}
    </Modal>
  );
}
