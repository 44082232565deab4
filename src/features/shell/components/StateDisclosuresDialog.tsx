// The State Disclosures dialog of spec part 2 §2: an intro with the client service phone, the
// generic e-mail and the postal address, then one section per state (display name and rich text,
// sanitized), and OK.
import { PROVIDER, SUPPORT_CONTACTS } from '../../../shared/constants/support';
import { Modal } from '../../../shared/ui/index';
import { SanitizedHtml } from '../../../shared/ui/SanitizedHtml';
import { SHELL_MESSAGES, STATE_DISCLOSURES_MESSAGES as M } from '../messages';
import { STATE_DISCLOSURES, type StateDisclosure } from '../stateDisclosures';
import { telHref } from './SupportContacts';
import './StateDialogs.css';

interface StateDisclosuresDialogProps {
  open: boolean;
  onClose: () => void;
  /** The notices to show; the provider's list unless a caller (a test) supplies its own. */
  disclosures?: readonly StateDisclosure[];
}

export function StateDisclosuresDialog({ open, onClose, disclosures = STATE_DISCLOSURES }: StateDisclosuresDialogProps) {
  return (
    <Modal
      open={open}
      heading={M.title}
      onClose={onClose}
      buttons={[{ label: SHELL_MESSAGES.ok, variant: 'primary', autoClose: true }]}
    >
      <p>
        {M.introBefore}
        <a href={telHref(SUPPORT_CONTACTS.usPhone)}>{SUPPORT_CONTACTS.usPhone}</a>
        {M.introEmail}
        <a href={`mailto:${PROVIDER.genericEmail}`}>{PROVIDER.genericEmail}</a>
        {M.introMail}
        <span className="state-disclosures__address">{PROVIDER.postalAddress}</span>
        {M.introAfter}
      </p>
      {disclosures.map((disclosure) => (
        <section key={disclosure.state} className="state-disclosures__section" aria-labelledby={`disclosure-${disclosure.state}`}>
          <h3 id={`disclosure-${disclosure.state}`} className="state-disclosures__state">
            {disclosure.displayName}
          </h3>
          <SanitizedHtml html={disclosure.html} />
        </section>
      ))}
    </Modal>
  );
}
