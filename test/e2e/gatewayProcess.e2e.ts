// The test gateway's launcher (test/support/gatewayProcess.ts): a port where something already
// answers is refused. A gateway a stopped run left behind once passed the launcher's wait while the
// new one failed to bind, and a whole run went against the old one, its code and its data. A "bad
// port" (fetch and Chromium refuse it) is named as such.
import { startGateway } from '../support/gatewayProcess';
import { BASE_URL, E2E_PORT } from './support/env';

it("refuses to start on the port of the run's own gateway, which stays up", async () => {
  await expect(startGateway(E2E_PORT)).rejects.toThrow(`Port ${E2E_PORT} already answers`);
  expect((await fetch(`${BASE_URL}/gateway/public/status`)).ok).toBe(true);
});

it('refuses a port that fetch and browsers will not connect to, and says so (not "did not start")', async () => {
  await expect(startGateway(4190)).rejects.toThrow('Port 4190 is one browsers and fetch refuse to connect to');
});
