// The session log in Chromium (issue 15, docs/action-log.md): a person looks up a username (SSN
// digits and a one-time code typed in), logs in as demo.mm, switches account (the selection
// cascade), generates a burn address, and downloads the session log from the support dialog. The
// file replays with `npm run replay -- FILE --expect STATE.json` (the state the page had) to the
// identical state, every step as recorded; the request id on the generation's answer is in the
// gateway's audit export for the log's period; no password, code, SSN digits or date of birth is
// in the file.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AuditExportDto } from '../../src/api/contract/auditLog';
import type { SessionLogFile } from '../../src/app/actionLog/liftedState';
import { MINT_BURN_PATHS } from '../../src/api/contract/mintBurn';
import { findInJson } from '../support/secretScan';
import { expectAccessible } from './support/browser';
import { BASE_URL, DEMO_PASSWORD } from './support/env';
import { BURN_URL, CODE_URL, DASHBOARD_URL, LOGIN_URL, SELECT_PHONE_URL, USERNAME_URL, latestCode, logIn, mainMenu, openLogin } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

/** `npm run replay -- …`: its exit code and what it printed (a failure's output is in the test's message). */
function replay(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'replay', '--', ...args], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr });
    });
  });
}
const portal = setUpPortalPage({ testMode: true });
const REPO = path.resolve(__dirname, '../..');
const MM_SECONDARY = 'M52008121';
const okafor = { firstName: 'Jordan', lastName: 'Okafor', dob: '09/23/1985', ssnLast4: '4470' };

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-log-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The username lookup: the SSN digits and the code are typed in this session. */
async function lookUpUsername(p: Page): Promise<string> {
  await openLogin(p);
  await p.getByRole('link', { name: 'Look up your username' }).click();
  await p.getByLabel('First name').fill(okafor.firstName);
  await p.getByLabel('Last name').fill(okafor.lastName);
  await p.getByLabel('Date of birth (MM/DD/YYYY)').fill(okafor.dob);
  await p.getByLabel('Last 4 digits of your Social Security number').fill(okafor.ssnLast4);
  await p.getByRole('button', { name: 'Continue' }).click();
  await p.waitForURL(SELECT_PHONE_URL);
  await p.getByRole('radio').first().waitFor();
  await p.getByRole('button', { name: 'Text me' }).click();
  await p.waitForURL(CODE_URL);
  const code = await latestCode({ username: 'demo.push' });
  await p.getByRole('textbox', { name: 'Security code' }).fill(code);
  await p.getByRole('button', { name: 'Verify' }).click();
  await p.waitForURL(USERNAME_URL);
  await p.getByRole('link', { name: 'Log in' }).click();
  await p.waitForURL(LOGIN_URL);
  return code;
}

const actionCount = (p: Page) => p.evaluate(() => (window as unknown as { __ICP_ACTION_LOG__: unknown[] }).__ICP_ACTION_LOG__.length);

/**
 * Downloads the session log and takes the page's state at the same point: the download is kept
 * once no action came between the two (the test-mode log's length is the same before and after).
 */
async function downloadLogWithState(p: Page): Promise<{ logFile: string; stateFile: string }> {
  const dialog = p.getByRole('dialog', { name: 'Support' });
  for (let attempt = 1; ; attempt += 1) {
    const before = await actionCount(p);
    const state: unknown = await p.evaluate(() => (window as unknown as { __ICP_STATE__: () => unknown }).__ICP_STATE__());
    const [download] = await Promise.all([p.waitForEvent('download'), dialog.getByRole('button', { name: 'Download session log' }).click()]);
    if ((await actionCount(p)) === before || attempt === 3) {
      const logFile = path.join(dir, download.suggestedFilename());
      await download.saveAs(logFile);
      const stateFile = path.join(dir, 'STATE.json');
      fs.writeFileSync(stateFile, JSON.stringify(state));
      return { logFile, stateFile };
    }
  }
}

it('a session downloaded from the support dialog replays to the identical state, holds no secret, and lines up with the gateway by request id', async () => {
  const { page } = portal;
  const code = await lookUpUsername(page);

  // Log in as demo.mm, switch account (the cascade), then Mint & Burn: generate a burn address.
  await logIn(page, 'demo.mm');
  await page.waitForURL(DASHBOARD_URL);
  const selector = page.getByRole('combobox', { name: 'Select Account' });
  await selector.selectOption(MM_SECONDARY);
  await page.getByRole('region', { name: 'Account Summary' }).getByRole('definition').filter({ hasText: MM_SECONDARY }).first().waitFor();
  await mainMenu(page).getByRole('link', { name: 'MINT & BURN' }).click();
  await page.getByRole('tab', { name: 'Burn', exact: true }).click();
  await page.waitForURL(BURN_URL);
  await page.getByRole('table', { name: 'Historical Burn Addresses' }).waitFor();
  await page.getByRole('button', { name: 'Generate Burn Address' }).click();
  const address = page.getByRole('region', { name: 'Burn Address', exact: true }).locator('code');
  await address.waitFor();
  const generated = (await address.textContent())?.trim() ?? '';
  expect(generated).toMatch(/^0x[0-9a-fA-F]{40}$/);

  // SUPPORT → Download session log.
  await mainMenu(page).getByRole('button', { name: 'SUPPORT' }).click();
  await page.getByRole('dialog', { name: 'Support' }).waitFor();
  await expectAccessible(page);
  const { logFile, stateFile } = await downloadLogWithState(page);
  const text = fs.readFileSync(logFile, 'utf8');
  const log = JSON.parse(text) as SessionLogFile;

  // The whole session is in it: the lookup with its secrets typed, the sign-in, the generation.
  const types = log.stagedActionIds.map((id) => log.actionsById[String(id)]?.action.type);
  expect(types).toEqual(expect.arrayContaining(['auth/identitySearchSubmitted', 'auth/codeVerified', 'session/signedIn', 'accounts/accountSelected', 'mintBurn/burnAddressGenerated']));
  expect(log.sessionLog.dropped).toBe(0);
  for (const secret of [DEMO_PASSWORD, code, okafor.ssnLast4, okafor.dob]) expect([secret, findInJson(log, secret)]).toEqual([secret, null]);
  expect(text).toContain(generated);

  // The generation's answer carries the request id the gateway's audit log names.
  const answer = Object.values(log.actionsById).find((a) => a.action.type === 'mintBurn/burnAddressGenerated')?.action;
  const requestId = (answer?.meta as { requestId?: string } | undefined)?.requestId ?? '';
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  const from = new Date(Date.parse(log.sessionLog.from) - 60_000).toISOString();
  const to = new Date(Date.parse(log.sessionLog.to) + 60_000).toISOString();
  const audit = (await (await fetch(`${BASE_URL}/__mock/audit?${new URLSearchParams({ from, to })}`)).json()) as AuditExportDto;
  expect(audit.events.filter((e) => e.requestId === requestId)).toEqual([
    expect.objectContaining({ method: 'POST', route: MINT_BURN_PATHS.inboundAddress, status: 200, username: 'demo.mm' }),
  ]);
  const auditFile = path.join(dir, 'AUDIT.json');
  fs.writeFileSync(auditFile, JSON.stringify(audit));

  // npm run replay -- FILE --expect STATE.json: the identical state, every step as recorded.
  const { code: exit, stdout, stderr } = await replay([logFile, '--expect', stateFile, '--audit', auditFile, '--no-state']);
  expect({ exit, stderr, differences: stdout.split('\n').filter((line) => /differs|^ {2}\$|^ {4}(expected|replayed) /.test(line)) }).toEqual({ exit: 0, stderr: '', differences: [] });
  expect(stdout).toContain('Replay: every state as the page recorded it.');
  expect(stdout).toContain(`--expect ${stateFile}: the replayed state is identical.`);
  expect(stdout).toContain(`answer of ${requestId.slice(0, 8)} at the gateway: POST ${MINT_BURN_PATHS.inboundAddress} → 200`);
});
