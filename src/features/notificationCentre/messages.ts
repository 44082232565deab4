// Texts of the notification centre (issue 27; ours: the spec names the call, not its screen).
export const NOTIFICATION_CENTRE_MESSAGES = {
  bell: 'NOTIFICATIONS',
  unreadWord: 'unread',
  heading: 'Notifications',
  empty: 'You have no notifications.',
  loading: 'Loading your notifications',
  loadFailed: 'Your notifications could not be loaded.',
  tryAgain: 'Try Again',
  newMarker: 'New',
  dismiss: 'Dismiss',
  dismissLabel: (title: string) => `Dismiss “${title}”`,
  dismissFailed: 'The notification could not be dismissed. Please try again.',
  close: 'Close',
  at: (time: string) => `${time} ET`,
} as const;
