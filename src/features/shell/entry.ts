// What runs of the shell: its components (the layout, the dialogs, the support contacts other
// features show) and pages.
export { ErrorBoundary } from './components/ErrorBoundary';
export { Footer } from './components/Footer';
export { Layout } from './components/Layout';
export { StateDisclosuresDialog } from './components/StateDisclosuresDialog';
export { StateLicensesDialog } from './components/StateLicensesDialog';
export { SupportContacts } from './components/SupportContacts';
export { ApplicationErrorPage } from './pages/ApplicationErrorPage';
export { UnauthorizedPage } from './pages/UnauthorizedPage';
export { UnavailablePage } from './pages/UnavailablePage';
export { TraderUiPage } from './TraderUiRoute';
