// The reference gateway's control API (docs/gateway.md), for arranging a scenario in a test.
import { BASE_URL } from './env';

async function send(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${BASE_URL}/__mock/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} /__mock/${path} answered ${res.status}: ${await res.text()}`);
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

export const control = {
  reset: () => send('POST', 'reset'),
  maintenance: (on: boolean) => send('POST', 'maintenance', { on }),
  flags: (flags: Record<string, boolean>) => send('POST', 'flags', flags),
  config: (overrides: Record<string, unknown>) => send('POST', 'config', overrides),
  clearConfig: () => send('DELETE', 'config'),
  /** Fixes the gateway's clock (ISO 8601 with an offset); reset() lets it run again. */
  clock: (now: string) => send('POST', 'clock', { now }),
  /** Settles every submitted transfer now. */
  settleTransfers: () => send('POST', 'transfers/settle'),
  /** Posts a notification to the notification centre: to a user, a firm's users, or everyone. */
  notify: (notification: { title: string; message: string; severity: string; username?: string; firmId?: string }) =>
    send('POST', 'notifications', notification) as Promise<{ id: string }>,
  /** The row count of every data table of the gateway's database. */
  counts: () => send('GET', 'counts') as Promise<Record<string, number>>,
  fault: (fault: { path: string; status: number; delayMs?: number; times?: number; drop?: boolean; method?: string; exact?: boolean }) =>
    send('POST', 'faults', { delayMs: 0, times: 1, ...fault }),
  /** Lifts the one-time-code limits (sends per person and channel in a window, wrong codes, lockouts). */
  liftCodeLimits: () => send('DELETE', 'otp/limits'),
  /** Drops every fault not taken yet. */
  clearFaults: () => send('DELETE', 'faults'),
};
