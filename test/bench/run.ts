// npm run bench: measures the budgets of docs/architecture.md on this machine and prints them
// next to their budgets. Numbers, not assertions: the closing notes report them.
import { launchBrowser } from '../e2e/support/browser';
import { startGateway, stopGateway } from '../support/gatewayProcess';
import { measureDashboard } from './dashboard';
import { measureLoginPageJs } from './firstPageJs';
import { measureThroughput, signInCookie } from './gatewayThroughput';

const PORT = Number(process.env.BENCH_PORT || 8282);
const PASSWORD = 'Demo!Pass-2026';

interface Row {
  what: string;
  measured: string;
  budget: string;
  ok: boolean;
}

async function main() {
  const gateway = await startGateway(PORT, { SIGNIN_RATE_LIMIT: '1000', LOG_LEVEL: 'error' });
  const rows: Row[] = [];
  try {
    const browser = await launchBrowser();
    try {
      const js = await measureLoginPageJs(browser, `${gateway.baseUrl}/institutional`);
      rows.push({ what: `JS before the login page is interactive (${js.files.join(', ')})`, measured: `${js.gzipKb} KB gzip`, budget: '≤ 110 KB', ok: js.gzipKb <= 110 });
      const d = await measureDashboard(browser, `${gateway.baseUrl}/institutional`);
      const median = [...d.signInToPositionsMs].sort((a, b) => a - b)[Math.floor(d.signInToPositionsMs.length / 2)] ?? 0;
      rows.push({ what: `sign-in to positions on screen, demo.plain (median of ${d.signInToPositionsMs.join(', ')} ms)`, measured: `${median} ms`, budget: '(report)', ok: true });
      rows.push({ what: `dashboard JS beyond the login bundle (${d.beyondLoginFiles.length} files)`, measured: `${d.beyondLoginGzipKb} KB gzip`, budget: '(report)', ok: true });
    } finally {
      await browser.close();
    }
    const cookie = await signInCookie(gateway.baseUrl, 'demo.plain', PASSWORD);
    const t = await measureThroughput(gateway.baseUrl, '/gateway/institutional/moneymovement/api/v1/lookup/address/country/list', cookie);
    rows.push({ what: `gateway ${t.path} (${t.rows} rows), 50 connections: req/s`, measured: String(t.requestsPerSecond), budget: '≥ 15 000', ok: t.requestsPerSecond >= 15000 });
    rows.push({ what: 'gateway same endpoint: p99 latency', measured: `${t.p99Ms} ms`, budget: '≤ 10 ms', ok: t.p99Ms <= 10 });
    rows.push({ what: 'gateway same endpoint: errors / non-2xx', measured: String(t.errors), budget: '0', ok: t.errors === 0 });
  } finally {
    stopGateway(gateway);
  }
  const width = Math.max(...rows.map((r) => r.what.length));
  console.log('\nBenchmarks (this machine)\n');
  for (const r of rows) console.log(`${r.what.padEnd(width)}  ${r.measured.padStart(14)}  budget ${r.budget.padEnd(10)} ${r.ok ? 'ok' : 'OVER BUDGET'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
