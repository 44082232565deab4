// The three response shapes the portal reads (spec part 1 §8), plus the flag/notification shape
// (spec part 2 §3). Shared with the gateway, which answers in exactly these shapes: they are the
// schemas of schemas/envelopes.ts.
import type { Static } from '@sinclair/typebox';
import type { GatewayStatusSchema, IdentityAnswerSchema, StatusEntrySchema } from './schemas/envelopes';

/** Old style (money-movement gateway): body.status (code, text) with data. */
export type GatewayStatus = Static<typeof GatewayStatusSchema>;
export interface GatewayResponse<T> {
  status: GatewayStatus;
  data: T | null;
}

/** New style (identity and session service): body.responseBaseInfo.status (code, message). */
export type IdentityResponse = Static<typeof IdentityAnswerSchema>;

/** Feature flags and notifications: data plus a status array; severity letters E/W/I/S. */
export type StatusEntry = Static<typeof StatusEntrySchema>;
export type StatusSeverity = StatusEntry['severity'];
export interface FlagServiceResponse<T> {
  data: T | null;
  status: StatusEntry[];
}

export const SUCCESS_CODE = '000000';
export const SUCCESS_TEXT = 'SUCCESS';
