// The menu items for the account types held, then NOTIFICATIONS (the notification centre's bell,
// issue 27), LOG OUT and SUPPORT at the bottom (spec part 1 §2). Used by the side menu and by the
// mobile drawer.
import { NavLink } from '../../../shared/ui/NavLink';
import { NotificationBell } from '../../notificationCentre/entry';
import { SHELL_MESSAGES } from '../messages';
import type { NavItem } from '../navigation';

interface NavMenuProps {
  items: readonly NavItem[];
  label: string;
  id?: string;
  className?: string;
  onLogout: () => void;
  onSupport: () => void;
  /** Called after any choice, so the drawer can close. */
  onChoice?: () => void;
}

export function NavMenu({ items, label, id, className, onLogout, onSupport, onChoice }: NavMenuProps) {
  const then = (action?: () => void) => () => {
    action?.();
    onChoice?.();
  };
  return (
    <nav aria-label={label} id={id} className={className ? `nav-menu ${className}` : 'nav-menu'}>
      <ul className="nav-menu__items">
        {items.map((item) => (
          <li key={item.id}>
            {/* NavLink marks the active item with aria-current="page". */}
            <NavLink to={item.path} className="nav-menu__link" onClick={then()}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="nav-menu__bottom">
        <li>
          <NotificationBell className="nav-menu__link" onChoice={onChoice} />
        </li>
        <li>
          <button type="button" className="nav-menu__link" onClick={then(onLogout)}>
            {SHELL_MESSAGES.logOut}
          </button>
        </li>
        <li>
          <button type="button" className="nav-menu__link" onClick={then(onSupport)}>
            {SHELL_MESSAGES.support}
          </button>
        </li>
      </ul>
    </nav>
  );
}
