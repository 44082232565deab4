// POST /gateway/institutional/status and GET /gateway/public/status.
import { STATUS_PATH, XHR, gatewayForThisFile, loginStatus, passwordAuthentication, sessionCookie, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();

describe('login status', () => {
  it('reports a full session as logged in with the user names', async () => {
    const { app } = gateway;
    const res = await loginStatus(app, await signIn(app, 'demo.plain'));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      status: { code: '000000', text: 'SUCCESS' },
      data: { loggedIn: true, username: 'demo.plain', firstName: 'Avery', lastName: 'Whitlock' },
    });
  });

  it('reports AUTH1401 Not Logged In without a session', async () => {
    const { app } = gateway;
    const res = await loginStatus(app);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: { code: 'AUTH1401', text: 'Not Logged In' }, data: null });
  });

  it('reports a plain user between password and login as not completed', async () => {
    const { app } = gateway;
    const cookie = sessionCookie(await passwordAuthentication(app, 'demo.plain'));
    expect(JSON.parse((await loginStatus(app, cookie)).body)).toEqual({ status: { code: 'AUTH1201', text: 'Authentication not completed' }, data: null });
  });

  it('accepts an empty JSON object but refuses any field', async () => {
    const { app } = gateway;
    const empty = await app.inject({ method: 'POST', url: STATUS_PATH, headers: XHR, payload: {} });
    expect(JSON.parse(empty.body).status.code).toBe('AUTH1401');
    const extra = await app.inject({ method: 'POST', url: STATUS_PATH, headers: XHR, payload: { username: 'demo.plain' } });
    expect(extra.statusCode).toBe(400);
    expect(JSON.parse(extra.body)).toEqual({ status: { code: '400', text: "body has an unknown field 'username'" }, data: null });
  });
});

describe('public status', () => {
  it('reports UP', async () => {
    const { app } = gateway;
    const res = await app.inject({ method: 'GET', url: '/gateway/public/status' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: { code: '000000', text: 'SUCCESS' }, data: { state: 'UP' } });
  });
});
