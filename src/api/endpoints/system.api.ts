// Calls of the system feature: the maintenance status check, feature flags and client
// notifications (spec part 1 §7, part 2 §3 and §7).
import { gatewayHttp } from '../transport/client';
import {
  CLIENT_NOTIFICATIONS_NAME,
  featureKey,
  isNotificationSeverity,
  type ClientNotification,
} from '../contract/featureService';
import { FEATURE_FLAG_PATH, PUBLIC_FEATURE_FETCH_PATH, PUBLIC_STATUS_PATH } from '../transport/endpoints';
import { MalformedResponseError } from '../transport/errors';
import { SUCCESS_CODE } from '../contract/responses';
import { BYPASS_HEADERS } from '../transport/requestOptions';
import { expectShape, isRecord } from '../transport/validate';

/** Healthy: a 2xx with `UP` (text), {"status":"UP"}, or a success status with data.state 'UP'. */
export function isUpStatus(body: string): boolean {
  const text = body.trim();
  if (text.toUpperCase() === 'UP') return true;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) return false;
    if (typeof parsed.status === 'string') return parsed.status.toUpperCase() === 'UP';
    // The reference gateway's shape: {status: {code: '000000', text: 'SUCCESS'}, data: {state: 'UP'}}
    return isRecord(parsed.status) && parsed.status.code === SUCCESS_CODE && isRecord(parsed.data) && parsed.data.state === 'UP';
  } catch {
    return false;
  }
}

/** GET /gateway/public/status → 'UP', or throws (HTTP error, maintenance, anything but UP). */
export async function getPublicStatus(): Promise<'UP'> {
  // A background poll: read as text (the banner's JSON check does not apply) and no spinner.
  const response = await gatewayHttp().get<string>(PUBLIC_STATUS_PATH, { responseType: 'text', suppressSpinner: true });
  if (typeof response.data === 'string' && isUpStatus(response.data)) return 'UP';
  throw new MalformedResponseError(PUBLIC_STATUS_PATH, response.status, 'the status check did not answer UP');
}

function featureUrl(path: string, key: string): string {
  return `${path}?key=${encodeURIComponent(key)}`;
}

/** One flag: true only when the answer's data is exactly `true`. Throws when the call fails. */
export async function fetchFeatureFlag(appNumber: string, flag: string): Promise<boolean> {
  const url = featureUrl(FEATURE_FLAG_PATH, featureKey(appNumber, 'flag', flag));
  const response = await gatewayHttp().get<unknown>(url, { headers: BYPASS_HEADERS });
  return isRecord(response.data) && response.data.data === true;
}

function toNotification(item: unknown): ClientNotification[] {
  if (!isRecord(item)) return [];
  const id = typeof item.id === 'number' && Number.isFinite(item.id) ? String(item.id) : item.id;
  const message = typeof item.message === 'string' ? item.message.trim() : '';
  const severity = typeof item.severity === 'string' ? item.severity.trim().toLowerCase() : undefined;
  if (typeof id !== 'string' || id === '' || message === '' || !isNotificationSeverity(severity)) return [];
  return [{ id, message, severity }];
}

function isNotificationAnswer(body: unknown): body is { data: unknown[] | null } {
  return isRecord(body) && (body.data === null || body.data === undefined || Array.isArray(body.data));
}

/**
 * The client notifications: {data: [{id, message, severity}] | null, status: [...]}. Items that are
 * not valid are dropped; an answer that is not that shape throws MalformedResponseError.
 */
export async function fetchClientNotifications(appNumber: string): Promise<ClientNotification[]> {
  const url = featureUrl(PUBLIC_FEATURE_FETCH_PATH, featureKey(appNumber, 'notification', CLIENT_NOTIFICATIONS_NAME));
  const response = await gatewayHttp().get<unknown>(url, { headers: BYPASS_HEADERS });
  const { data } = expectShape(response, isNotificationAnswer);
  return (data ?? []).flatMap(toNotification);
}
