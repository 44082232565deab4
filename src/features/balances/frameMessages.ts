// The dashboard frame's texts (components/DashboardFrame.tsx, in the first page's bundle); the
// page's messages.ts takes them in (a spread), so each text is written once.
export const DASHBOARD_FRAME_MESSAGES = {
  pageTitle: 'Accounts',
  loadingAccounts: 'Loading accounts',
  loadingAccountData: 'Loading account data',
} as const;
