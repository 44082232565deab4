// What a document says, read from the ledger in steps: a period of more entries than one step
// reads (ITEMS_PER_STEP), many booked at the same instant, is read whole, once each, in booking
// order, a step after each page; the balances add up; the PDF lists daily totals beyond its limit
// while the CSV lists every entry. Exact amounts and Eastern dates as the documents write them.
import { DocumentLedger } from '../../mock-server/src/domain/documents/documentContent';
import { PDF_ENTRY_LIMIT, statementBody, type DocumentSubject } from '../../mock-server/src/domain/documents/documentBodies';
import { periodOf } from '../../mock-server/src/domain/documents/documentFiles';
import { amountText, easternDateTime, easternDay, usdText } from '../../mock-server/src/domain/documents/documentText';
import { easternMidnight } from '../../mock-server/src/domain/platform/easternTime';
import { ITEMS_PER_STEP, mapInSteps } from '../../mock-server/src/domain/documents/steps';
import { domainOf } from './support/accounts';
import { startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

const ACCOUNT = 'C40017238';
const PERIOD = periodOf('2025-11-01', '2025-11-30');
const SUBJECT: DocumentSubject = {
  id: 'STM-C40017238-2025-11', version: 1, docType: 'STATEMENT', accountNumber: ACCOUNT, accountDisplayName: 'Main', firmName: 'Firm',
  periodStart: '2025-11-01', periodEnd: '2025-11-30', issuedAt: PERIOD.to, valuedAt: PERIOD.to, correction: null,
};

describe('a statement of many entries', () => {
  it('reads every entry once, in booking order, a page per step, and its balances add up', async () => {
    const { db, clock } = await startGateway();
    const { ledger, securities, prices } = domainOf(db, clock);
    const before = new DocumentLedger(db, securities, prices);
    const steps: number[] = [];
    const existing = (await before.statement(ACCOUNT, PERIOD, PERIOD.to, async () => undefined)).entries.length;
    // Pairs booked at the same instant (as a trade's two legs are), across the month's tenth day.
    const at = easternMidnight('2025-11-10') + 3_600_000;
    const count = 2 * ITEMS_PER_STEP + 301;
    ledger.insertMany(
      Array.from({ length: count }, (_, i) => ({
        accountNumber: ACCOUNT, symbol: 'USD', kind: 'deposit' as const, units: BigInt(i + 1), settled: true, costBasisCents: BigInt(i + 1),
        bookedAt: at + Math.floor(i / 2) * 1000, description: `Deposit ${i + 1}`,
      })),
    );
    const content = await new DocumentLedger(db, securities, prices).statement(ACCOUNT, PERIOD, PERIOD.to, async () => void steps.push(1));
    const added = content.entries.filter((e) => /^Deposit \d+$/.test(e.description));
    expect(content.entries).toHaveLength(existing + count);
    expect(added.map((e) => e.description)).toEqual(Array.from({ length: count }, (_, i) => `Deposit ${i + 1}`));
    const times = content.entries.map((e) => e.bookedAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(steps.length).toBeGreaterThanOrEqual(Math.floor((existing + count) / ITEMS_PER_STEP));
    for (const a of content.assets) expect(a.opening + a.credits - a.debits - a.fees).toBe(a.closing);
    const usd = content.assets.find((a) => a.symbol === 'USD');
    const sum = db.prepare("SELECT units_sum(amount) FROM ledger_entries WHERE account_number = ? AND symbol = 'USD' AND booked_at < ?").pluck().get(ACCOUNT, PERIOD.to);
    expect(usd?.closing).toBe(BigInt(sum as string));
  });

  it('the PDF lists daily totals beyond its limit, the CSV every entry', async () => {
    const entries = Array.from({ length: PDF_ENTRY_LIMIT + 1 }, (_, i) => ({
      bookedAt: easternMidnight(`2025-11-${String(1 + (i % 3)).padStart(2, '0')}`) + 60_000 * i, symbol: 'BTC', decimals: 8,
      kind: 'deposit' as const, units: 100_000_000n, settled: true, description: 'Deposit',
    }));
    const content = { assets: [], entries, totalValueCents: 0n, feesCents: 0n };
    const step = async () => undefined;
    const pdf = await statementBody(SUBJECT, content, 'pdf', step);
    expect(pdf.tables[1]?.title).toBe('Daily Activity');
    expect(pdf.tables[1]?.rows).toEqual([
      ['11/01/2025', 'Deposit', 'BTC', '334', '334.00', ''],
      ['11/02/2025', 'Deposit', 'BTC', '334', '334.00', ''],
      ['11/03/2025', 'Deposit', 'BTC', '333', '333.00', ''],
    ]);
    expect(pdf.notes).toContain('This period has 1,001 entries: this PDF lists their daily totals per asset and type; the CSV lists every entry.');
    const csv = await statementBody(SUBJECT, content, 'csv', step);
    expect(csv.tables[1]).toMatchObject({ title: 'Activity' });
    expect(csv.tables[1]?.rows).toHaveLength(PDF_ENTRY_LIMIT + 1);
  });
});

describe('how documents write', () => {
  it.each([
    [0n, 2, '0.00'], [123456n, 2, '1234.56'], [-5n, 2, '-0.05'], [150000000n, 8, '1.50'], [12345678n, 8, '0.12345678'],
    [10n ** 18n, 18, '1.00'], [1n, 18, '0.000000000000000001'], [42n, 0, '42'],
  ])('amount %s with %s decimals: %s', (units, decimals, text) => {
    expect(amountText(units, decimals)).toBe(text);
  });

  it('groups thousands for the PDF, in amounts and dollars', () => {
    expect(amountText(123456789012n, 2, true)).toBe('1,234,567,890.12');
    expect(usdText(123456789n)).toBe('$1,234,567.89');
    expect(usdText(-123456n)).toBe('-$1,234.56');
    expect(usdText(123456n, false)).toBe('1234.56');
  });

  it.each([
    ['2026-03-08T06:59:00Z', '03/08/2026 1:59 AM', '2026-03-08'], // the spring-forward night, before
    ['2026-03-08T07:00:00Z', '03/08/2026 3:00 AM', '2026-03-08'], // and after
    ['2026-11-01T05:30:00Z', '11/01/2026 1:30 AM', '2026-11-01'], // the fall-back hour, first time
    ['2026-11-01T06:30:00Z', '11/01/2026 1:30 AM', '2026-11-01'], // and again
    ['2026-01-01T04:59:59Z', '12/31/2025 11:59 PM', '2025-12-31'],
    ['2026-01-01T17:05:00Z', '01/01/2026 12:05 PM', '2026-01-01'],
  ])('%s is %s ET', (iso, text, day) => {
    expect(easternDateTime(Date.parse(iso))).toBe(text);
    expect(easternDay(Date.parse(iso))).toBe(day);
  });

  it('maps in steps, a step between each ITEMS_PER_STEP items and none after the last', async () => {
    let steps = 0;
    const items = Array.from({ length: 2 * ITEMS_PER_STEP + 1 }, (_, i) => i);
    expect(await mapInSteps(items, (i) => i * 2, async () => void steps++)).toEqual(items.map((i) => i * 2));
    expect(steps).toBe(2);
    steps = 0;
    await mapInSteps(items.slice(0, ITEMS_PER_STEP), (i) => i, async () => void steps++);
    expect(steps).toBe(0);
  });
});
