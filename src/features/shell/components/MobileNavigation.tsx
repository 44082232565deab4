// The small-screen layout (< 960 px, spec part 1 §2 "mobile layout"): a toolbar with a menu button
// and LOG OUT, and a drawer with the menu. CSS shows it only below the breakpoint.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SHELL_MESSAGES } from '../messages';
import type { NavItem } from '../navigation';
import { NotificationBell } from '../../notificationCentre/entry';
import { NavMenu } from './NavMenu';

interface MobileNavigationProps {
  items: readonly NavItem[];
  onLogout: () => void;
  onSupport: () => void;
}

export function MobileNavigation({ items, onLogout, onSupport }: MobileNavigationProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);

  // Opening moves focus to the first item so keyboard users land in the menu.
  useEffect(() => {
    if (open) drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const closeAndReturn = () => {
    setOpen(false);
    menuButton.current?.focus();
  };
  const onDrawerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeAndReturn();
  };

  return (
    <>
      <header className="mobile-toolbar">
        <button
          ref={menuButton}
          type="button"
          className="mobile-toolbar__menu"
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className="mobile-toolbar__bars" />
          <span>{SHELL_MESSAGES.menu}</span>
        </button>
        <NotificationBell className="mobile-toolbar__notifications" compact />
        <button type="button" className="mobile-toolbar__logout" onClick={onLogout}>
          {SHELL_MESSAGES.logOut}
        </button>
      </header>
      <div ref={drawer} id={drawerId} className="nav-drawer" hidden={!open} onKeyDown={onDrawerKeyDown}>
        <NavMenu
          items={items}
          label={SHELL_MESSAGES.menu}
          onLogout={onLogout}
          onSupport={onSupport}
          onChoice={() => setOpen(false)}
        />
      </div>
    </>
  );
}
