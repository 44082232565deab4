// The user's security events of the last 30 days (issue 25), newest first: time (ET), what happened,
// its outcome, the address and the browser and device it came from.
import type { SecurityEventDto } from '../../../api/contract/security';
import { DataTable, type DataTableColumn } from '../../../shared/ui/index';
import { addressText, timeText } from '../format';
import { SECURITY_MESSAGES as M } from '../messages';
import { deviceLabel } from '../userAgent';

const COLUMNS: readonly DataTableColumn<SecurityEventDto>[] = [
  { key: 'at', header: M.eventColumns.at, render: (e) => timeText(e.at) },
  { key: 'event', header: M.eventColumns.event, render: (e) => M.event(e) },
  {
    key: 'outcome',
    header: M.eventColumns.outcome,
    render: (e) => <span className={`security__outcome security__outcome--${e.outcome}`}>{M.outcome[e.outcome]}</span>,
  },
  { key: 'address', header: M.eventColumns.address, render: (e) => addressText(e.address) },
  { key: 'device', header: M.eventColumns.device, render: (e) => <span className="security__device">{deviceLabel(e.userAgent)}</span> },
];

/** Events carry no id: the key is their place in the list with their time and kind. */
const keyOf = (e: SecurityEventDto, index: number) => `${index}-${e.at}-${e.kind}`;

export function EventsTable({ events }: { events: readonly SecurityEventDto[] }) {
  const rows = events.map((event, index) => ({ ...event, key: keyOf(event, index) }));
  return <DataTable caption={M.eventsCaption} captionHidden columns={COLUMNS} rows={rows} rowKey={(e) => e.key} emptyText={M.noEvents} />;
}
