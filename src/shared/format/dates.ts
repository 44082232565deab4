// Dates of the portal's tables and exports (spec part 2 §9: MM/dd/yyyy h:mm a in a fixed zone,
// US/Eastern as the wire hours). Pure: the same instant always gives the same text.
const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const partsOf = (seconds: number) => Object.fromEntries(FORMAT.formatToParts(new Date(seconds * 1000)).map((p) => [p.type, p.value]));

/** Seconds since the epoch → '03/09/2026 10:30 AM' ('' for a non-number). */
export function formatEasternDateTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const parts = partsOf(seconds);
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** Seconds since the epoch → '03/09/2026' (US/Eastern; '' for a non-number). */
export function formatEasternDate(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const parts = partsOf(seconds);
  return `${parts.month}/${parts.day}/${parts.year}`;
}
