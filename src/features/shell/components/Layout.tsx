// The shell around every page (spec part 1 §1–§2): skip link, navigation (side menu, or toolbar and
// drawer on small screens), alerts, the page, then the parts that arrive after the first paint
// (notifications, stablecoin note, footer, cookie banner: LateRegions), and the spinner. Pages
// without navigation (login, user-access, status pages) keep all but the menu.
// Nothing is inserted above the page once it is on screen (ADR 0012): the late parts come after
// <main>, together, and the cookie banner sits at the end of the page's column.
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { AccountType } from '../../../api/contract/accounts';
import { afterFirstPaint, firstPaintHeld } from '../../../runtime/firstPaintGate';
import { selectShellDataSettled, systemActions } from '../../system/index';
import { SHELL_MESSAGES } from '../messages';
import { AlertsBanner } from './AlertsBanner';
import { GlobalSpinner } from './GlobalSpinner';
import { NavigationPlaceholder } from './NavigationPlaceholder';
import './Layout.css';

export interface LayoutProps {
  showNavigation: boolean;
  accountTypesHeld: readonly AccountType[];
  /** The MarketMaker flag (the menu offers MINT & BURN only while it is on). */
  marketMakerFlag: boolean;
  onLogout: () => void;
  children?: ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

// Loads when SUPPORT is first clicked (with the modal), not with the first page.
const SupportDialog = lazy(() => import('./SupportDialog').then((m) => ({ default: m.SupportDialog })));

// The menu comes with the signed-in features' chunk (it is loading, or here, by the time a page
// that shows it renders: RouteGuard, the root saga). On a page from nothing it is asked for once the
// frame is on screen (runtime/firstPaintGate.ts): rendered in the first commit, its chunks were
// downloaded before the first paint (ADR 0022, eighth pass); its placeholder keeps its place.
const Navigation = lazy(() => import(/* webpackChunkName: "portal" */ './Navigation'));

const importLateRegions = () => import(/* webpackChunkName: "shell-late" */ './LateRegions');
const LateRegions = lazy(() => importLateRegions().then((m) => ({ default: m.LateRegions })));

export function Layout({ showNavigation, accountTypesHeld, marketMakerFlag, onLogout, children }: LayoutProps) {
  // Dialogs belong to the page they were opened on: a route change (a timeout logout, say) closes them.
  const { pathname } = useLocation();
  const [supportOpenOn, setSupportOpenOn] = useState<string | null>(null);
  const supportOpen = supportOpenOn === pathname;
  const openSupport = () => setSupportOpenOn(pathname);
  const dispatch = useDispatch();
  const lateRegionsReady = useSelector(selectShellDataSettled);
  const [navigationAllowed, setNavigationAllowed] = useState(() => !firstPaintHeld());
  // After the first paint: the flags and notifications load, and the late parts' chunk with them.
  useEffect(() => {
    dispatch(systemActions.shellPainted());
    afterFirstPaint(() => {
      setNavigationAllowed(true);
      void importLateRegions();
    });
  }, [dispatch]);

  return (
    <div className={showNavigation ? 'layout layout--with-navigation' : 'layout'}>
      <a className="layout__skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {SHELL_MESSAGES.skipToContent}
      </a>
      {showNavigation && !navigationAllowed && <NavigationPlaceholder />}
      {showNavigation && navigationAllowed && (
        <Suspense fallback={<NavigationPlaceholder />}>
          <Navigation accountTypesHeld={accountTypesHeld} marketMakerFlag={marketMakerFlag} onLogout={onLogout} onSupport={openSupport} />
        </Suspense>
      )}
      <div className="layout__column">
        <div className="layout__messages">
          <AlertsBanner />
        </div>
        {/* tabIndex -1 lets the skip link move keyboard focus here, not just scroll. */}
        <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
          {children}
        </main>
        {lateRegionsReady && (
          <Suspense fallback={null}>
            <LateRegions pathname={pathname} />
          </Suspense>
        )}
      </div>
      <GlobalSpinner />
      {supportOpen && (
        <Suspense fallback={null}>
          <SupportDialog open onClose={() => setSupportOpenOn(null)} />
        </Suspense>
      )}
    </div>
  );
}
