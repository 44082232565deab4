// The client service contacts (spec: one e-mail, a US phone and a UK phone), as real links.
import { SUPPORT_CONTACTS } from '../../../shared/constants/support';
import { SHELL_MESSAGES } from '../messages';
import './SupportContacts.css';

/** A tel: address keeps only the digits and a leading plus, so every dialler accepts it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function SupportContacts({ className }: { className?: string }) {
  const { contacts } = SHELL_MESSAGES;
  return (
    <ul className={className ? `support-contacts ${className}` : 'support-contacts'}>
      <li>
        <span className="support-contacts__label">{contacts.email}: </span>
        <a href={`mailto:${SUPPORT_CONTACTS.email}`}>{SUPPORT_CONTACTS.email}</a>
      </li>
      <li>
        <span className="support-contacts__label">{contacts.usPhone}: </span>
        <a href={telHref(SUPPORT_CONTACTS.usPhone)}>{SUPPORT_CONTACTS.usPhone}</a>
      </li>
      <li>
        <span className="support-contacts__label">{contacts.ukPhone}: </span>
        <a href={telHref(SUPPORT_CONTACTS.ukPhone)}>{SUPPORT_CONTACTS.ukPhone}</a>
      </li>
    </ul>
  );
}
