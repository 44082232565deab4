// The bench's wrk adapter (test/bench/wrk.ts): its report read into figures, and the Lua script of
// a request. wrk itself is not needed here (the bench uses it when the machine has it).
import { parseWrk, scriptOf } from '../bench/wrk';

const REPORT = `Running 10s test @ http://127.0.0.1:8366/gateway/public/status
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.25ms    2.25ms    1.20s    88.75%
    Req/Sec     5.40k     2.73k    9.51k    70.00%
  Latency Distribution
     50%    1.22ms
     75%    2.73ms
     90%    4.86ms
     99%  850.00us
  53850 requests in 10.01s, 46.6MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:   5341.54
Transfer/sec:      4.63MB
`;

describe("the bench's wrk adapter", () => {
  it('reads the rate, the p99 and the max in milliseconds, and counts socket errors, timeouts and non-2xx answers', () => {
    expect(parseWrk(REPORT)).toEqual({ requestsPerSecond: 5342, p99Ms: 0.9, maxMs: 1200, errors: 12 });
  });

  it('reads a clean report as no errors', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean).errors).toBe(0);
  });

  it('refuses a report without its figures rather than reading zeros', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/lacks a figure/);
  });

  it('writes the method, the headers and the body as Lua string literals', () => {
    const script = scriptOf({ url: 'http://x/', method: 'POST', headers: { cookie: 'SESSION="a\\b"' }, body: '{"accountIdFilter":"C40017238"}' });
    expect(script).toBe('wrk.method = "POST"\nwrk.headers["cookie"] = "SESSION=\\"a\\\\b\\""\nwrk.body = "{\\"accountIdFilter\\":\\"C40017238\\"}"\n');
  });

  it('gives each request a new requestId in place of the placeholder, and refuses a body without one', () => {
    const body = '{"requestId":"00000000-0000-4000-8000-000000000000","asset":"BTC"}';
    const script = scriptOf({ url: 'http://x/', method: 'POST', headers: {}, body, freshRequestId: true });
    expect(script).toContain('request = function()');
    expect(script).toContain('return wrk.format(nil, nil, nil, "{" .. \'"requestId":"\' .. id .. \'"\' .. ",\\"asset\\":\\"BTC\\"}")');
    expect(script).not.toContain('wrk.body');
    expect(() => scriptOf({ url: 'http://x/', method: 'POST', headers: {}, body: '{"asset":"BTC"}', freshRequestId: true })).toThrow(/placeholder/);
  });

  it('sends bodies made beforehand in turn, each once, read from their file (signed submits)', () => {
    const script = scriptOf({ url: 'http://x/', method: 'POST', headers: {}, bodies: ['{"a":1}'] }, '/tmp/bench-wrk-x/bodies.txt');
    expect(script).toContain('for line in io.lines("/tmp/bench-wrk-x/bodies.txt") do bodies[#bodies + 1] = line end');
    expect(script).toContain('  next = next % #bodies + 1\n  return wrk.format(nil, nil, nil, bodies[next])');
    expect(script).not.toContain('wrk.body');
  });
});
