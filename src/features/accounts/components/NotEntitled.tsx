// What a page shows when the selected account lacks the entitlement it needs (spec part 2 §6; part 1
// §6 for Mint & Burn, which points to Client Service instead of switching accounts). Other features
// reuse it; `children` is where they put an account selector.
import { type ReactNode, useId } from 'react';
import { Card } from '../../../shared/ui/MessageCard';
import { SupportContacts } from '../../shell/entry';
import { ACCOUNTS_MESSAGES as M } from '../messages';
import './NotEntitled.css';

interface NotEntitledProps {
  /** switchAccount: 'Switch accounts to continue.'; contactSupport: the Client Service contacts. */
  help?: 'switchAccount' | 'contactSupport';
  children?: ReactNode;
}

export function NotEntitled({ help = 'switchAccount', children }: NotEntitledProps) {
  const headingId = useId();
  return (
    <Card as="section" className="not-entitled" aria-labelledby={headingId}>
      <h2 id={headingId} className="not-entitled__title">
        {M.notEntitled}
      </h2>
      {help === 'switchAccount' ? (
        <p>{M.switchAccounts}</p>
      ) : (
        <>
          <p>{M.contactSupport}</p>
          <SupportContacts />
        </>
      )}
      {children}
    </Card>
  );
}
