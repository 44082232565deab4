// An alert (banner/toast) as the spec shows it: code and message; errors and warnings stay until
// dismissed, success lasts 5 s, at most 10 open (spec part 2 §8–§9).
export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

export interface AlertInput {
  severity: AlertSeverity;
  /** Code shown with the message, e.g. '1205' or '503'. */
  code?: string;
  /** Bold heading, e.g. 'Error'. */
  title?: string;
  message: string;
}

export interface Alert extends AlertInput {
  id: string;
  raisedAt: number;
}
