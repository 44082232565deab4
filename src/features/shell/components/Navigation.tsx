// The signed-in pages' menu: the side menu, and the toolbar and drawer on small screens (CSS shows
// one of them), with the items for the account types held. It comes with the `portal` chunk (the
// login page shows no menu: ADR 0022); until it is there, NavigationPlaceholder.tsx holds its place.
import { useMemo } from 'react';
import type { AccountType } from '../../../api/contract/accounts';
import { SHELL_MESSAGES } from '../messages';
import { navigationItemsFor } from '../navigation';
import { NotificationPanel } from '../../notificationCentre/entry';
import { MobileNavigation } from './MobileNavigation';
import { NavMenu } from './NavMenu';

export interface NavigationProps {
  accountTypesHeld: readonly AccountType[];
  /** The MarketMaker flag: MINT & BURN is offered only while it is on. */
  marketMakerFlag: boolean;
  onLogout: () => void;
  onSupport: () => void;
}

export default function Navigation({ accountTypesHeld, marketMakerFlag, onLogout, onSupport }: NavigationProps) {
  const items = useMemo(() => navigationItemsFor(accountTypesHeld, { marketMaker: marketMakerFlag }), [accountTypesHeld, marketMakerFlag]);
  return (
    <>
      <MobileNavigation items={items} onLogout={onLogout} onSupport={onSupport} />
      <NavMenu items={items} label={SHELL_MESSAGES.mainNavigation} className="layout__side-menu" onLogout={onLogout} onSupport={onSupport} />
      <NotificationPanel />
    </>
  );
}
