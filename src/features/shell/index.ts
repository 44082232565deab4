// The shell's state face: it has no slice; its pure rules (the menu, the notification parser, the
// trader UI's target). Its components and pages are in entry.ts.
export { navigationItemsFor, type NavItem, type NavItemId } from './navigation';
export { parseNotificationMessage, type NotificationPart } from './parseNotificationMessage';
export { traderUiTarget, type TraderUiTarget } from './traderUi';
