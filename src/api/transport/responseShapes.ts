// Readers for the response shapes of spec part 1 §8 and part 2 §3. They accept any value (bodies
// are untrusted) and never throw; a code or message that is not a usable string is "absent".
import { SUCCESS_CODE, type StatusSeverity } from '../contract/responses';

export interface ReadStatus {
  code: string;
  message?: string;
}

export interface ReadStatusEntry extends ReadStatus {
  severity?: StatusSeverity;
}

const MAX_TEXT = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string (trimmed, capped) or a finite number as text; anything else is absent. */
export function readText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** Old style (money-movement gateway): body.status {code, text}. */
export function readOldStyleStatus(body: unknown): ReadStatus | undefined {
  const status = field(body, 'status');
  if (!isRecord(status)) return undefined;
  const code = readText(status.code);
  return code === undefined ? undefined : { code, message: readText(status.text) };
}

/** body.data is null or missing (the old-style rule only banners answers without data). */
export function hasNoData(body: unknown): boolean {
  const data = field(body, 'data');
  return data === null || data === undefined;
}

/** New style (identity/session service): body.responseBaseInfo.status {code, message}. */
export function readNewStyleStatus(body: unknown): ReadStatus | undefined {
  const status = field(field(body, 'responseBaseInfo'), 'status');
  if (!isRecord(status)) return undefined;
  const code = readText(status.code);
  return code === undefined ? undefined : { code, message: readText(status.message) };
}

/** System messages: body.sysMsgs.sysMsg[0] {code, type, message}; code defaults to 999999. */
export function readSysMsg(body: unknown): ReadStatus | undefined {
  const list = field(field(body, 'sysMsgs'), 'sysMsg');
  if (!Array.isArray(list) || !isRecord(list[0])) return undefined;
  return { code: readText(list[0].code) ?? '999999', message: readText(list[0].message) };
}

const SEVERITIES: readonly StatusSeverity[] = ['E', 'W', 'I', 'S'];

/**
 * Flag/notification style: body.status is an array of {code, message|text, severity}. Entries
 * with code 0 carry nothing and are dropped (spec part 2 §8).
 */
export function readStatusEntries(body: unknown): ReadStatusEntry[] | undefined {
  const status = field(body, 'status');
  if (!Array.isArray(status)) return undefined;
  return status.flatMap((entry): ReadStatusEntry[] => {
    if (!isRecord(entry)) return [];
    const code = readText(entry.code);
    if (code === undefined || code === '0') return [];
    const severity = SEVERITIES.find((s) => s === entry.severity);
    return [{ code, message: readText(entry.message) ?? readText(entry.text), severity }];
  });
}

/** Severity I with code 000000 counts as success, as does S. */
export function isSuccessEntry(entry: ReadStatusEntry): boolean {
  return entry.severity === 'S' || (entry.severity === 'I' && entry.code === SUCCESS_CODE);
}
