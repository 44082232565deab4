// The gateway's request audit log as the control API exports it (GET /__mock/audit, docs/action-log.md):
// one event per API call, named by the X-Request-Id the SPA sent, so a support engineer lines the
// gateway's side up with a session log. Shared by the gateway and `npm run replay -- --audit`.
export const AUDIT_EXPORT_PATH = '/__mock/audit';
/** The longest period one export covers, and the most events it lists (then `truncated`). */
export const AUDIT_MAX_PERIOD_MS = 7 * 24 * 3600 * 1000;
export const AUDIT_MAX_EVENTS = 10_000;
/** What the gateway takes from X-Request-Id; anything else gets an id of the gateway's own. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export interface AuditEventDto {
  requestId: string;
  /** ISO 8601, the gateway's clock. */
  at: string;
  method: string;
  /** The route's pattern (no query, no path values): '/gateway/…/burn/address/:id'. */
  route: string;
  status: number;
  durationMs: number;
  /** The signed-in user, when the call had a session. */
  username: string | null;
}

export interface AuditExportDto {
  from: string;
  to: string;
  events: AuditEventDto[];
  /** More events than AUDIT_MAX_EVENTS in the period: ask for a shorter one. */
  truncated: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function isAuditEventDto(v: unknown): v is AuditEventDto {
  return (
    isRecord(v) &&
    typeof v.requestId === 'string' &&
    typeof v.at === 'string' &&
    typeof v.method === 'string' &&
    typeof v.route === 'string' &&
    typeof v.status === 'number' &&
    typeof v.durationMs === 'number' &&
    (v.username === null || typeof v.username === 'string')
  );
}

export function isAuditExportDto(v: unknown): v is AuditExportDto {
  return isRecord(v) && typeof v.from === 'string' && typeof v.to === 'string' && typeof v.truncated === 'boolean' && Array.isArray(v.events) && v.events.every(isAuditEventDto);
}
