// How the SECURITY page writes its cells: times in US/Eastern as the portal's other tables
// (MM/dd/yyyy h:mm a), an unknown address as 'Unknown'. Pure.
import { formatEasternDateTime } from '../../shared/format/index';
import { SECURITY_MESSAGES as M } from './messages';

/** An ISO 8601 instant as '03/02/2026 10:00 AM' (ET). */
export const timeText = (iso: string): string => formatEasternDateTime(Date.parse(iso) / 1000);

export const addressText = (address: string | null): string => address ?? M.unknownAddress;
