// The shared UI kit. Components expect the design tokens (--color-*, --radius, --focus-ring, --font)
// that src/app/styles/global.css defines on :root.
export { DataTable, DEFAULT_PAGE_SIZE_OPTIONS, type DataTableColumn } from './DataTable';
export { DataTablePager, usePaging } from './DataTablePager';
export { FormField, InputField } from './FormField';
export { LabelValueList, type LabelValueRow } from './LabelValueList';
export { lazyPage } from './lazyPage';
export { Link } from './Link';
export { NavLink } from './NavLink';
export { usePageEvents } from './usePageEvents';
export { Card, MessageCard } from './MessageCard';
export { Modal, type ModalButton } from './Modal';
export { paginate } from './pagination';
export { SanitizedHtml } from './SanitizedHtml';
export { sanitizeHtml } from './sanitizeHtml';
export { Spinner } from './Spinner';
export { Tabs, type TabItem } from './Tabs';
export { VisuallyHidden } from './VisuallyHidden';
export { WarningIcon } from './WarningIcon';
