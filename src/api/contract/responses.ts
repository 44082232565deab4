// The three response shapes the portal reads (spec part 1 §8), plus the flag/notification shape
// (spec part 2 §3). Shared with the gateway, which answers in exactly these shapes.

/** Old style (money-movement gateway): body.status (code, text) with data. */
export interface GatewayStatus {
  code: string;
  text: string;
}
export interface GatewayResponse<T> {
  status: GatewayStatus;
  data: T | null;
}

/** New style (identity and session service): body.responseBaseInfo.status (code, message). */
export interface IdentityStatus {
  code: string;
  message: string;
}
export interface IdentityResponse {
  responseBaseInfo: { status: IdentityStatus };
}

/** Feature flags and notifications: data plus a status array; severity letters E/W/I/S. */
export type StatusSeverity = 'E' | 'W' | 'I' | 'S';
export interface StatusEntry {
  code: string;
  message?: string;
  text?: string;
  severity: StatusSeverity;
  source?: string;
}
export interface FlagServiceResponse<T> {
  data: T | null;
  status: StatusEntry[];
}

export const SUCCESS_CODE = '000000';
export const SUCCESS_TEXT = 'SUCCESS';
