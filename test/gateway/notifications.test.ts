// The notification centre (issue 27; contract/notifications.ts): the list of a user's
// notifications (POST …/api/v1/notification/list), marking them read, dismissing one, and the
// control API that adds one — each user sees only what is addressed to them (everyone, their firm,
// them), reads and dismisses only their own reading; bad input is a 4xx that stores nothing.
import fc from 'fast-check';
import {
  NOTIFICATION_CONTROL_PATH as CONTROL,
  NOTIFICATION_PATHS as PATHS,
  NOTIFICATIONS_MAX,
  isNotificationListDto,
  type NotificationListDto,
} from '../../src/api/contract/notifications';
import { T0, XHR, count, gatewayForThisFile, signIn } from './support/testGateway';
import { answer, dataOf, post } from './support/accounts';

const gateway = gatewayForThisFile();
const app = () => gateway.app;
const HOUR = 60 * 60 * 1000;
const marks = () => count(gateway.db, 'user_notification_marks');
const stored = () => [count(gateway.db, 'user_notifications'), marks()];

const list = async (cookie: string) => {
  const data = dataOf<NotificationListDto>(await post(app(), PATHS.list, {}, cookie));
  expect(isNotificationListDto(data)).toBe(true);
  return data;
};
const titles = (data: NotificationListDto) => data.notifications.map((n) => n.title);
const control = (body: object) => app().inject({ method: 'POST', url: CONTROL, headers: XHR, payload: body });

describe('the list', () => {
  it('answers the notifications addressed to the user, newest first, all unread at first', async () => {
    const plain = await list(await signIn(app(), 'demo.plain'));
    expect(titles(plain)).toEqual(['Holiday wire cut-off', 'Statements ready']);
    expect(plain.unread).toBe(2);
    expect(plain.notifications[0]).toEqual({
      id: expect.stringMatching(/^U-\d+$/),
      title: 'Holiday wire cut-off',
      message: 'Wires requested on December 24 must reach us by 1:00 pm ET to be sent that day. Details: link=[https://status.example.com/holidays]',
      severity: 'yellow',
      createdAt: new Date(T0 - 3 * HOUR).toISOString(),
      read: false,
    });
    // demo.maker's firm (F-4001) has one of its own.
    expect(titles(await list(await signIn(app(), 'demo.maker')))).toEqual(['Approval policy updated', 'Holiday wire cut-off', 'Statements ready']);
  });

  it('needs a full session and an empty body', async () => {
    expect((await post(app(), PATHS.list, {})).statusCode).toBe(401);
    const cookie = await signIn(app(), 'demo.plain');
    expect((await post(app(), PATHS.list, { all: true }, cookie)).statusCode).toBe(400);
  });

  it(`lists at most ${NOTIFICATIONS_MAX}, and counts every unread one`, async () => {
    for (let i = 0; i < NOTIFICATIONS_MAX + 5; i += 1) expect((await control({ title: `Notice ${i}`, message: 'Text.', severity: 'low', username: 'demo.plain' })).statusCode).toBe(201);
    const data = await list(await signIn(app(), 'demo.plain'));
    expect(data.notifications).toHaveLength(NOTIFICATIONS_MAX);
    expect(data.unread).toBe(NOTIFICATIONS_MAX + 5 + 2);
  });
});

describe('reading and dismissing', () => {
  it('marks the given notifications read for this user only; ids that are not theirs are ignored', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const [newest, older] = (await list(cookie)).notifications;
    const firmsOwn = (await list(await signIn(app(), 'demo.maker'))).notifications[0];
    const after = dataOf<NotificationListDto>(await post(app(), PATHS.read, { ids: [newest?.id, firmsOwn?.id, 'U-999999'] }, cookie));
    expect(after.notifications.map((n) => [n.title, n.read])).toEqual([
      [newest?.title, true],
      [older?.title, false],
    ]);
    expect(after.unread).toBe(1);
    expect(marks()).toBe(1);
    // Another user of everyone's notification still has it unread.
    expect((await list(await signIn(app(), 'demo.mixed'))).unread).toBe(2);
  });

  it('dismisses one of the user’s notifications: gone from their list (read or not), not from others’', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const [newest] = (await list(cookie)).notifications;
    const after = dataOf<NotificationListDto>(await post(app(), PATHS.dismiss, { id: newest?.id }, cookie));
    expect(titles(after)).toEqual(['Statements ready']);
    expect(after.unread).toBe(1);
    expect(titles(await list(await signIn(app(), 'demo.mixed')))).toEqual(['Holiday wire cut-off', 'Statements ready']);
  });

  it('answers 404 for a notification that is not the user’s, or already dismissed, changing nothing', async () => {
    const maker = await signIn(app(), 'demo.maker');
    const firmsOwn = (await list(maker)).notifications[0];
    const cookie = await signIn(app(), 'demo.plain');
    const before = stored();
    for (const id of [firmsOwn?.id, 'U-999999']) {
      const res = await post(app(), PATHS.dismiss, { id }, cookie);
      expect([res.statusCode, answer(res).status.text]).toEqual([404, 'Not Found']);
    }
    expect(stored()).toEqual(before);
    dataOf(await post(app(), PATHS.dismiss, { id: firmsOwn?.id }, maker));
    expect((await post(app(), PATHS.dismiss, { id: firmsOwn?.id }, maker)).statusCode).toBe(404);
  });

  it('refuses bad bodies with 400, storing nothing: any value, extra fields, ids that are not ids (fast-check)', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const before = stored();
    const notAnId = fc.oneof(fc.string(), fc.constantFrom('U-0', 'U-01', 'u-1', ' U-1', 'U-1 ', 'U-١', `U-${'9'.repeat(17)}`, 'U-1\n'), fc.integer(), fc.constant(null));
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record({ id: notAnId }),
      fc.record({ ids: fc.array(notAnId, { minLength: 1, maxLength: 3 }) }),
      fc.record({ ids: fc.array(fc.constant('U-1'), { minLength: 2, maxLength: 3 }) }), // the same id twice
      fc.record({ id: fc.constant('U-1'), extra: fc.jsonValue() }),
    );
    for (const body of fc.sample(bodies, { numRuns: 60, seed: 20_261_129 })) {
      for (const path of [PATHS.read, PATHS.dismiss]) {
        const res = await app().inject({ method: 'POST', url: path, headers: { ...XHR, cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? 'null' });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    expect(stored()).toEqual(before);
  });
});

describe('the control API', () => {
  it('adds a notification to one user, to a firm’s users or to everyone', async () => {
    expect((await control({ title: 'For you', message: 'Only demo.plain.', severity: 'high', username: 'demo.plain' })).statusCode).toBe(201);
    expect((await control({ title: 'For the firm', message: 'F-4001 only.', severity: 'red', firmId: 'F-4001' })).statusCode).toBe(201);
    gateway.clock.advance(1000);
    expect((await control({ title: '  For all  ', message: 'Everyone.', severity: 'blue' })).statusCode).toBe(201);
    expect(titles(await list(await signIn(app(), 'demo.plain')))).toEqual(['For all', 'For you', 'Holiday wire cut-off', 'Statements ready']);
    expect(titles(await list(await signIn(app(), 'demo.checker')))).toEqual(['For all', 'For the firm', 'Approval policy updated', 'Holiday wire cut-off', 'Statements ready']);
  });

  it('refuses an unknown user or firm (404), both at once, and bad fields (400), storing nothing', async () => {
    const before = stored();
    const base = { title: 'T', message: 'M', severity: 'low' };
    for (const [body, status] of [
      [{ ...base, username: 'nobody' }, 404],
      [{ ...base, firmId: 'F-0000' }, 404],
      [{ ...base, firmId: 'F-4001', username: 'demo.plain' }, 400],
      [{ ...base, title: '   ' }, 400],
      [{ ...base, title: 'x'.repeat(81) }, 400],
      [{ ...base, message: 'a\u0000b' }, 400],
      [{ ...base, severity: 'purple' }, 400],
      [{ ...base, extra: 1 }, 400],
      [{ title: 'T', message: 'M' }, 400],
    ] as const) {
      expect([body, (await control(body)).statusCode]).toEqual([body, status]);
    }
    expect(stored()).toEqual(before);
  });
});
