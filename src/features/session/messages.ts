// Texts of the session timeout dialog (spec part 2 §2). The spec gives the title, the question and
// the button names; the sentence about the countdown is ours.
export const SESSION_MESSAGES = {
  timeoutTitle: 'Session timeout',
  timeoutWarning: (seconds: number) =>
    `Due to inactivity, you will be logged out and redirected to the login page in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  continueQuestion: 'Do you want to continue your session?',
  logOut: 'Log Out',
  extendSession: 'Extend Session',
  /** The X extends the session, so its name says so. */
  closeAndExtend: 'Close and extend session',
} as const;

/** Seconds left at which screen readers hear the countdown (besides when the dialog opens). */
export const ANNOUNCED_SECONDS: readonly number[] = [60, 30, 10];
