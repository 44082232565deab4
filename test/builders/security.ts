// Security events and sessions as the gateway answers them (contract/security.ts), and the events
// that put the SECURITY page's lists in place.
import type { AnyAction } from '@reduxjs/toolkit';
import type { SecurityEventDto, SessionDto } from '../../src/api/contract/security';
import { securityActions as A } from '../../src/features/security/index';

export const CHROME_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export function session(overrides: Partial<SessionDto> = {}): SessionDto {
  return {
    id: 'a'.repeat(32),
    current: true,
    startedAt: '2026-03-02T14:00:00.000Z',
    lastActiveAt: '2026-03-02T15:30:00.000Z',
    address: '203.0.113.10',
    userAgent: CHROME_ON_MAC,
    ...overrides,
  };
}

/** This session, and two others (Firefox on Windows, Safari on an iPhone). */
export const SESSIONS: SessionDto[] = [
  session(),
  session({ id: 'b'.repeat(32), current: false, startedAt: '2026-03-01T13:00:00.000Z', lastActiveAt: '2026-03-02T12:05:00.000Z', address: '198.51.100.20', userAgent: FIREFOX_ON_WINDOWS }),
  session({ id: 'c'.repeat(32), current: false, startedAt: '2026-02-28T17:00:00.000Z', lastActiveAt: '2026-02-28T17:10:00.000Z', address: '2001:db8::42', userAgent: SAFARI_ON_IPHONE }),
];

export function securityEvent(overrides: Partial<SecurityEventDto> = {}): SecurityEventDto {
  return { at: '2026-03-02T14:00:00.000Z', kind: 'signIn', outcome: 'success', detail: 'password', address: '203.0.113.10', userAgent: CHROME_ON_MAC, ...overrides };
}

export const EVENTS: SecurityEventDto[] = [
  securityEvent(),
  securityEvent({ at: '2026-03-02T13:58:00.000Z', outcome: 'failure', detail: 'wrongPassword' }),
  securityEvent({ at: '2026-03-01T13:00:00.000Z', kind: 'sessionEnded', detail: 'endedByUser', address: '198.51.100.20', userAgent: FIREFOX_ON_WINDOWS }),
];

/** The page open with both lists loaded. */
export const pageReadyEvents = (sessions = SESSIONS, events = EVENTS): AnyAction[] => [
  A.pageOpened(),
  A.sessionsRequested(),
  A.sessionsLoaded({ sessions }),
  A.eventsRequested(),
  A.eventsLoaded({ events }),
];
