// The dashboard's frame (spec part 2 §1–§2): the page's title, the account bar (the account
// selector beside the client-support block), then the place of the selected account's figures.
// In the first page's bundle, not the dashboard's chunk: the route shows it while the session check,
// the page's chunk and the account data load, so a direct load of /dashboard paints its title and
// its client-support block (the page's largest paint) before any of them has come (ADR 0022, sixth
// pass). The page in its chunk renders the same frame around the account's figures: nothing
// moves when it replaces this one.
import type { ReactNode } from 'react';
import { Spinner } from '../../../shared/ui/index';
import { AccountSelector, ClientSupportBlock } from '../../accounts/entry';
import { DASHBOARD_FRAME_MESSAGES } from '../frameMessages';
import '../pages/DashboardPage.css';

/**
 * Where the account's summary, chart and positions come, while they load: a busy region with a
 * status for screen readers, at least a screen high, so nothing after it (Activity History, the
 * footer) is on screen before the figures replace it (no layout shift).
 */
export function BalancesPlaceholder({ label }: { label: string }) {
  return (
    <div className="dashboard__placeholder" aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}

/** The frame around `children` (the selected account's figures); without them, their placeholder. */
export function DashboardFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="dashboard">
      <h1 className="dashboard__title">{DASHBOARD_FRAME_MESSAGES.pageTitle}</h1>
      <div className="dashboard__account-bar">
        <AccountSelector className="dashboard__selector" reserveFirmLine />
        <ClientSupportBlock className="dashboard__support" />
      </div>
      {children ?? <BalancesPlaceholder label={DASHBOARD_FRAME_MESSAGES.loadingAccounts} />}
    </div>
  );
}
