// The shell around every page (spec part 1 §1–§2): skip link, navigation (side menu, or toolbar and
// drawer on small screens), notifications, alerts, stablecoin note, the page, footer, spinner and
// cookie banner. Pages without navigation (login, user-access, status pages) keep all but the menu.
import { type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AccountType } from '../../../api/contract/accounts';
import { SHELL_MESSAGES } from '../messages';
import { navigationItemsFor } from '../navigation';
import { AlertsBanner } from './AlertsBanner';
import { ClientNotifications } from './ClientNotifications';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { GlobalSpinner } from './GlobalSpinner';
import { MobileNavigation } from './MobileNavigation';
import { NavMenu } from './NavMenu';
import { StablecoinTermsNote } from './StablecoinTermsNote';
import './Layout.css';

export interface LayoutProps {
  showNavigation: boolean;
  accountTypesHeld: readonly AccountType[];
  onLogout: () => void;
  children?: ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

// Loads when SUPPORT is first clicked (with the modal), not with the first page.
const SupportDialog = lazy(() => import('./SupportDialog').then((m) => ({ default: m.SupportDialog })));

export function Layout({ showNavigation, accountTypesHeld, onLogout, children }: LayoutProps) {
  // Dialogs belong to the page they were opened on: a route change (a timeout logout, say) closes them.
  const { pathname } = useLocation();
  const [supportOpenOn, setSupportOpenOn] = useState<string | null>(null);
  const supportOpen = supportOpenOn === pathname;
  const items = useMemo(() => navigationItemsFor(accountTypesHeld), [accountTypesHeld]);
  const openSupport = () => setSupportOpenOn(pathname);

  return (
    <div className={showNavigation ? 'layout layout--with-navigation' : 'layout'}>
      <a className="layout__skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {SHELL_MESSAGES.skipToContent}
      </a>
      {showNavigation && (
        <>
          <MobileNavigation items={items} onLogout={onLogout} onSupport={openSupport} />
          <NavMenu
            items={items}
            label={SHELL_MESSAGES.mainNavigation}
            className="layout__side-menu"
            onLogout={onLogout}
            onSupport={openSupport}
          />
        </>
      )}
      <div className="layout__column">
        <div className="layout__messages">
          <ClientNotifications />
          <AlertsBanner />
          <StablecoinTermsNote />
        </div>
        {/* tabIndex -1 lets the skip link move keyboard focus here, not just scroll. */}
        <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
          {children}
        </main>
        <Footer key={pathname} />
      </div>
      <GlobalSpinner />
      <CookieBanner />
      {supportOpen && (
        <Suspense fallback={null}>
          <SupportDialog open onClose={() => setSupportOpenOn(null)} />
        </Suspense>
      )}
    </div>
  );
}
