// Calls of the security events and sessions (issue 25), for the tests that walk them: a browser
// with its own address and user agent, the SECURITY page's calls, and the control API's export.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  END_OTHER_SESSIONS_PATH,
  END_SESSION_PATH,
  SECURITY_EVENTS_EXPORT_PATH,
  SECURITY_EVENTS_PATH,
  SESSIONS_PATH,
  type SecurityEventDto,
  type SecurityEventExportDto,
  type SessionDto,
} from '../../../src/api/contract/security';
import { DEMO_PASSWORD } from '../../../mock-server/src/scenario/demoUsers';
import { LOGIN_FLOW_HEADERS, LOGIN_PATH, PASSWORD_PATH, T0, XHR, sessionCookie } from './testGateway';

/** A browser: where its calls come from and what it says it is. */
export interface Browser {
  address: string;
  userAgent: string;
}

export const CHROME_ON_MAC: Browser = {
  address: '203.0.113.10',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
export const FIREFOX_ON_WINDOWS: Browser = {
  address: '198.51.100.20',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

/** A call from `browser`, with the session `cookie` if any. */
export function from(app: FastifyInstance, browser: Browser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) {
  return app.inject({
    method,
    url,
    remoteAddress: browser.address,
    headers: { ...XHR, 'user-agent': browser.userAgent, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

export const passwordFrom = (app: FastifyInstance, browser: Browser, username: string, password = DEMO_PASSWORD) =>
  from(app, browser, 'POST', PASSWORD_PATH, undefined, { requestBaseInfo: {}, username, password });

export const loginFrom = (app: FastifyInstance, browser: Browser, cookie: string | undefined) =>
  from(app, browser, 'POST', LOGIN_PATH, cookie, { requestBaseInfo: {} }, LOGIN_FLOW_HEADERS);

/** Signs a user without a second factor in from `browser`; the full session's cookie. */
export async function signInFrom(app: FastifyInstance, browser: Browser, username = 'demo.plain'): Promise<string> {
  const login = await loginFrom(app, browser, sessionCookie(await passwordFrom(app, browser, username)));
  const cookie = sessionCookie(login);
  if (!cookie) throw new Error(`sign-in of ${username} failed: ${login.body}`);
  return cookie;
}

const dataOf = <T>(res: LightMyRequestResponse): T => (JSON.parse(res.body) as { data: T }).data;

export const eventsCall = (app: FastifyInstance, cookie: string | undefined, browser: Browser = CHROME_ON_MAC) => from(app, browser, 'GET', SECURITY_EVENTS_PATH, cookie);
export const sessionsCall = (app: FastifyInstance, cookie: string | undefined, browser: Browser = CHROME_ON_MAC) => from(app, browser, 'GET', SESSIONS_PATH, cookie);
export const endSessionCall = (app: FastifyInstance, cookie: string | undefined, sessionId: unknown, browser: Browser = CHROME_ON_MAC) =>
  from(app, browser, 'POST', END_SESSION_PATH, cookie, { sessionId } as object);
export const endOthersCall = (app: FastifyInstance, cookie: string | undefined, payload: object = {}, browser: Browser = CHROME_ON_MAC) =>
  from(app, browser, 'POST', END_OTHER_SESSIONS_PATH, cookie, payload);

export const pageEvents = async (app: FastifyInstance, cookie: string): Promise<SecurityEventDto[]> => dataOf<{ events: SecurityEventDto[] }>(await eventsCall(app, cookie)).events;
export const pageSessions = async (app: FastifyInstance, cookie: string, browser?: Browser): Promise<SessionDto[]> =>
  dataOf<{ sessions: SessionDto[] }>(await sessionsCall(app, cookie, browser)).sessions;

export const exportUrl = (from: number, to: number, username?: string) =>
  `${SECURITY_EVENTS_EXPORT_PATH}?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}${username ? `&username=${username}` : ''}`;

/** Every event the control API exports from a day before T0 to a day after `until` (default T0). */
export async function exportedEvents(app: FastifyInstance, until = T0, username?: string): Promise<SecurityEventExportDto['events']> {
  const res = await app.inject({ method: 'GET', url: exportUrl(T0 - 86_400_000, until + 86_400_000, username) });
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.body}`);
  return (JSON.parse(res.body) as SecurityEventExportDto).events;
}

/** What an exported event says, without its time: kind, outcome, detail, username. */
export const summary = (e: { kind: string; outcome: string; detail: string | null; username: string | null }) =>
  `${e.kind} ${e.outcome}${e.detail ? ` ${e.detail}` : ''}${e.username ? ` ${e.username}` : ''}`;
