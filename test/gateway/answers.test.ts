// The area and route pattern of a request (http/answers.ts): what the hooks of every call decide by.
import Fastify from 'fastify';
import { areaOf, routePatternOf, type Area } from '../../mock-server/src/http/answers';

async function seen(url: string): Promise<{ area: Area; pattern: string | null; again: Area }> {
  const app = Fastify();
  let facts = { area: 'site' as Area, pattern: null as string | null, again: 'site' as Area };
  const note = (request: Parameters<typeof areaOf>[0]) => {
    facts = { area: areaOf(request), pattern: routePatternOf(request) ?? null, again: areaOf(request) };
  };
  app.addHook('onRequest', (request, _reply, done) => {
    note(request);
    done();
  });
  app.get('/gateway/things/:id', async () => 'ok');
  app.get('/user/session', async () => 'ok');
  app.get('/__mock/state', async () => 'ok');
  app.get('/institutional/*', async () => 'ok');
  await app.inject({ method: 'GET', url });
  await app.close();
  return facts;
}

describe('the area of a request', () => {
  it.each([
    ['/gateway/things/42', 'gateway', '/gateway/things/:id'],
    ['/user/session', 'identity', '/user/session'],
    ['/__mock/state', 'control', '/__mock/state'],
    ['/institutional/dashboard', 'site', '/institutional/*'],
  ] as const)('%s is in the %s area, by its route pattern %s', async (url, area, pattern) => {
    expect(await seen(url)).toEqual({ area, pattern, again: area });
  });

  it.each([
    ['/gateway/no/such/call', 'gateway'],
    ['/%67ateway/no/such/call', 'gateway'], // an escaped letter does not take a call out of its area
    ['/user/nothing', 'identity'],
    ['/nothing/here', 'site'],
  ] as const)('an unmatched %s goes by its decoded path: %s', async (url, area) => {
    expect(await seen(url)).toEqual({ area, pattern: null, again: area });
  });
});
