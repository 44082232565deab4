// The shared UI kit. Components expect the design tokens (--color-*, --radius, --focus-ring, --font)
// that src/app/styles/global.css defines on :root.
export { DataTable, DEFAULT_PAGE_SIZE_OPTIONS, type DataTableColumn, type DataTableProps } from './DataTable';
export { DataTablePager, usePaging, type DataTablePagerProps } from './DataTablePager';
export { FormField, InputField } from './FormField';
export { LabelValueList, type LabelValueRow } from './LabelValueList';
export { lazyPage } from './lazyPage';
export { Link, type LinkProps } from './Link';
export { NavLink, type NavLinkProps } from './NavLink';
export { usePageEvents } from './usePageEvents';
export { Card, MessageCard, type CardProps, type MessageCardProps, type MessageCardStatus } from './MessageCard';
export { Modal, type ModalButton, type ModalProps } from './Modal';
export { clampPage, pageCount, paginate, parsePageInput } from './pagination';
export { SanitizedHtml } from './SanitizedHtml';
export { sanitizeHtml } from './sanitizeHtml';
export { Spinner } from './Spinner';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { VisuallyHidden } from './VisuallyHidden';
export { WarningIcon } from './WarningIcon';
export { UI_MESSAGES } from './messages';
