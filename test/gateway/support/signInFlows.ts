// Calls of the second-factor and identity flows, for the tests that walk them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OTP_PATHS, type OtpMethod } from '../../../src/api/contract/identity';
import { XHR, passwordAuthentication, sessionCookie, sessionLogin } from './testGateway';

export const PHONES_PATH = '/user/identity/attributes?attributes=phone';
export const SEARCH_PATH = '/user/identity/attributes/.search';
export const USERNAME_PATH = '/user/identity/username';
export const ENROLLMENT_PATH = '/user/factor/password/enrollment';
export const pushStatusPath = (challengeId: string) => `/user/factor/push/status/${challengeId}`;

export interface IdentityStatusBody {
  responseBaseInfo: { status: { code: string; message: string } };
  [field: string]: unknown;
}

export const body = (res: LightMyRequestResponse) => JSON.parse(res.body) as IdentityStatusBody;
export const code = (res: LightMyRequestResponse) => body(res).responseBaseInfo.status.code;
export const withCookie = (cookie: string | undefined) => ({ ...XHR, ...(cookie ? { cookie } : {}) });

/** Password, then login: the password-level cookie and the login answer (a push user's has the challenge). */
export async function beginSignIn(app: FastifyInstance, username: string) {
  const cookie = sessionCookie(await passwordAuthentication(app, username));
  if (!cookie) throw new Error(`password authentication of ${username} failed`);
  const login = await sessionLogin(app, cookie);
  return { cookie, login, challengeId: body(login).pushChallengeId as string | undefined };
}

export const pollPush = (app: FastifyInstance, challengeId: string, cookie?: string) =>
  app.inject({ method: 'GET', url: pushStatusPath(challengeId), headers: cookie ? { cookie } : {} });

export const listPhones = (app: FastifyInstance, cookie?: string) =>
  app.inject({ method: 'GET', url: PHONES_PATH, headers: cookie ? { cookie } : {} });

/** The opaque id of the session's first phone. */
export async function firstPhoneId(app: FastifyInstance, cookie: string): Promise<string> {
  const phones = body(await listPhones(app, cookie)).phones as Array<{ id: string }>;
  if (!phones[0]) throw new Error('no phone on file');
  return phones[0].id;
}

export const sendCode = (app: FastifyInstance, cookie: string | undefined, phone: string, method: Exclude<OtpMethod, 'rep'> = 'text') =>
  app.inject({ method: 'POST', url: OTP_PATHS[method], headers: withCookie(cookie), payload: { phone } });

export const verifyCode = (app: FastifyInstance, cookie: string | undefined, securityCode: unknown, method: OtpMethod = 'text') =>
  app.inject({ method: 'PUT', url: OTP_PATHS[method], headers: withCookie(cookie), payload: { securityCode } as object });

/** The latest code the simulated outbox holds for a username, or for a phone number (digits). */
export async function outboxCode(app: FastifyInstance, to: { username: string } | { phone: string }): Promise<string> {
  const query = 'username' in to ? `username=${to.username}` : `phone=${to.phone}`;
  const res = await app.inject({ method: 'GET', url: `/__mock/otp?${query}` });
  if (res.statusCode !== 200) throw new Error(`no code in the outbox: ${res.body}`);
  return (JSON.parse(res.body) as { code: string }).code;
}

/** A code of 6 digits that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export interface SearchFilter {
  firstName: string;
  lastName: string;
  dob: string;
  ssnLast4: string;
  zip?: string;
}

export const JORDAN_AVERY: SearchFilter = { firstName: 'Jordan', lastName: 'Avery', dob: '1988-07-19', ssnLast4: '5307' };
export const JORDAN_AVERY_PHONE = '16465550119';
/** demo.sms's identity. */
export const CASEY_LINDQVIST: SearchFilter = { firstName: 'Casey', lastName: 'Lindqvist', dob: '1987-06-18', ssnLast4: '9054', zip: '10004' };
export const SAM_TAYLOR: SearchFilter = { firstName: 'Sam', lastName: 'Taylor', dob: '1979-03-14', ssnLast4: '4417' };

export function identitySearch(
  app: FastifyInstance,
  flowType: 'Register' | 'UsernameLookup' | 'PasswordReset',
  filter: SearchFilter,
  extraHeaders: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: SEARCH_PATH, headers: { ...XHR, ...extraHeaders }, payload: { requestBaseInfo: { flowType }, filter } });
}

/** Search (found), code to the first phone, verify: the verified identity session's cookie. */
export async function verifiedIdentity(
  app: FastifyInstance,
  flowType: 'Register' | 'UsernameLookup' | 'PasswordReset',
  filter: SearchFilter,
  outbox: { username: string } | { phone: string },
): Promise<string> {
  const search = await identitySearch(app, flowType, filter);
  const cookie = sessionCookie(search);
  if (code(search) !== '1200' || !cookie) throw new Error(`identity search failed: ${search.body}`);
  await sendCode(app, cookie, await firstPhoneId(app, cookie));
  const verified = await verifyCode(app, cookie, await outboxCode(app, outbox));
  if (code(verified) !== '1200') throw new Error(`identity verification failed: ${verified.body}`);
  return cookie;
}
