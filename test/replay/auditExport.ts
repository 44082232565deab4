// The gateway's audit export (GET /__mock/audit) as the replay reads it: events by request id.
import { isAuditExportDto, type AuditEventDto } from '../../src/api/contract/auditLog';
import { SessionLogError } from '../../src/app/actionLog/replay';

export type ServerEvent = AuditEventDto;

export function readAuditExport(text: string): AuditEventDto[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SessionLogError('the audit export is not JSON');
  }
  if (!isAuditExportDto(value)) throw new SessionLogError('not an audit export of the gateway (GET /__mock/audit)');
  return value.events;
}

export function serverEventsByRequest(events: readonly AuditEventDto[]): Map<string, AuditEventDto[]> {
  const byId = new Map<string, AuditEventDto[]>();
  events.forEach((event) => byId.set(event.requestId, [...(byId.get(event.requestId) ?? []), event]));
  return byId;
}
