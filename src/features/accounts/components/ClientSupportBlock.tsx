// The client-support block beside the account selector (spec part 2 §2): the support phones and
// e-mail, as the shell's SupportContacts shows them.
import { useId } from 'react';
import { Card } from '../../../shared/ui/MessageCard';
import { SupportContacts } from '../../shell/entry';
import { ACCOUNTS_MESSAGES as M } from '../messages';
import './ClientSupportBlock.css';

export function ClientSupportBlock({ className }: { className?: string }) {
  const headingId = useId();
  return (
    <Card as="section" className={className ? `client-support ${className}` : 'client-support'} aria-labelledby={headingId}>
      <h2 id={headingId} className="client-support__title">
        {M.clientSupport}
      </h2>
      <SupportContacts />
    </Card>
  );
}
