// Timestamps of Mint & Burn (spec part 1 §2 "a generated timestamp shown as EST", §9 "MM/dd/yyyy,
// h:mm a, labelled EST"). The wall-clock time in US/Eastern, daylight saving included, and always the
// label 'EST' as the spec says, so 12:00 UTC on 1 July reads 8:00 AM EST (docs: spec
// choices). Pure: the same instant always gives the same text. moment-timezone stays in the page's
// chunk: only components import this file.
import moment from 'moment-timezone';
import { MINT_BURN_MESSAGES } from './messages';

export const EASTERN_TIME_ZONE = 'America/New_York';
/** moment's tokens for the spec's MM/dd/yyyy, h:mm a. */
const TIMESTAMP_FORMAT = 'MM/DD/YYYY, h:mm A';

/** '2026-03-09T14:30:00Z' → '03/09/2026, 10:30 AM EST'; text that is not an ISO 8601 instant is returned as is. */
export function formatEasternTimestamp(iso: string): string {
  const instant = moment.utc(iso, moment.ISO_8601, true);
  if (!instant.isValid()) return iso;
  return `${instant.tz(EASTERN_TIME_ZONE).format(TIMESTAMP_FORMAT)} ${MINT_BURN_MESSAGES.timeZoneLabel}`;
}
