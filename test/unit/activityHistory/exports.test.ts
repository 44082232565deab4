// Activity History rows and the CSV export (spec part 2 §9): the table row of each record type, the
// Amount n/a rule, the OWASP formula-injection rule on every cell, and the CSV byte for byte with a
// fixed clock.
import Papa from 'papaparse';
import { fromLegacyRecord, toLegacyRecord, type TransactionRecordDto } from '../../../src/api/contract/activityHistory';
import { activityCsv } from '../../../src/features/activityHistory/exports/csv';
import { csvFileName } from '../../../src/features/activityHistory/exports/fileNames';
import { isSafeCell, protectCell, toExportRow } from '../../../src/features/activityHistory/exports/cells';
import { amountIsNotApplicable, idLabelOf, toActivityRow } from '../../../src/features/activityHistory/rows';
import { aTransactionRecord } from '../../builders/activityHistory';

const HEADER = { accountNumber: 'C88004012', from: Date.parse('2026-02-01T12:00:00Z') / 1000, to: Date.parse('2026-03-02T15:00:00Z') / 1000, generatedAt: Date.parse('2026-03-02T15:04:05Z') / 1000 };

describe('Amount n/a rule', () => {
  it.each([
    ['Send', 'BTC', true],
    ['Receive', 'ETH', true],
    ['Manual JRL-IN', 'LTC', true],
    ['Manual JRL-IN', 'USD', false],
    ['Manual JRL-OUT', 'BTC', false],
    ['Deposit', 'USD', false],
    ['Withdraw', 'USD', false],
    ['Buy', 'BTC', false],
    ['Sell', 'ETH', false],
  ] as const)('%s of %s → n/a: %s', (transactionType, asset, na) => {
    const record = aTransactionRecord({ transactionType, asset });
    expect(amountIsNotApplicable(record)).toBe(na);
    expect(toActivityRow(record).value === 'n/a').toBe(na);
  });
});

describe('rows', () => {
  it('formats a trade', () => {
    const row = toActivityRow(aTransactionRecord());
    expect(row).toMatchObject({
      date: '03/02/2026 9:30 AM',
      status: 'Completed',
      referenceId: 'EX0000012345',
      asset: 'BTC',
      quantity: '1.2345',
      price: '$64,250.00',
      value: '$79,316.63',
      tradingFee: '$0.00',
      depositAddress: '',
      fullQuantity: '1.23456789',
    });
  });

  it.each([
    ['Buy', 'Execution ID'],
    ['Sell', 'Execution ID'],
    ['Manual JRL-IN', 'Adjustment ID'],
    ['Manual JRL-OUT', 'Adjustment ID'],
    ['Send', 'Reference ID'],
    ['Receive', 'Reference ID'],
    ['Deposit', 'Reference ID'],
    ['Withdraw', 'Reference ID'],
  ] as const)('%s shows its %s', (transactionType, label) => {
    expect(idLabelOf({ transactionType })).toBe(label);
  });

  it('a row holds only its record and time: its fields are formatted when read, and rows of one record are equal', () => {
    const record = aTransactionRecord();
    const row = toActivityRow(record);
    expect(Object.keys(row).sort()).toEqual(['record', 'time']);
    expect([row.date, row.date, row.value]).toEqual(['03/02/2026 9:30 AM', '03/02/2026 9:30 AM', '$79,316.63']);
    expect(toActivityRow(record)).toEqual(row);
    expect(toExportRow(row)).toMatchObject({ date: '03/02/2026 9:30 AM', referenceId: 'EX0000012345', depositAddress: '' });
  });

  it('remaps the legacy record to the v3 one', () => {
    const record = aTransactionRecord();
    const legacy = toLegacyRecord(record);
    expect(legacy).toMatchObject({ transaction: 'Buy', identifier: 'BTC', priceType: 'Market' });
    expect(legacy).not.toHaveProperty('transactionType');
    expect(fromLegacyRecord(legacy)).toEqual(record);
  });
});

describe('formula injection (OWASP)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ['=HYPERLINK("http://x","y")\nnext', '\'=HYPERLINK("http://x","y")\nnext'],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(protectCell(input)).toBe(output);
    expect(isSafeCell(protectCell(input))).toBe(true);
  });

  it('protects every cell of the CSV, the description and the deposit address included', () => {
    const hostile = aTransactionRecord({ transactionType: 'Receive', description: '=cmd|"/c calc"!A1', depositAddress: '@evil', asset: 'BTC' });
    const csv = activityCsv([toActivityRow(hostile)], HEADER);
    const cells = Papa.parse<string[]>(csv.split('\r\n\r\n')[1] ?? '', { skipEmptyLines: true }).data.flat();
    expect(cells).toContain('\'=cmd|"/c calc"!A1');
    expect(cells).toContain("'@evil");
    expect(cells.every(isSafeCell)).toBe(true);
  });
});

describe('CSV', () => {
  it('is named for the account', () => {
    expect(csvFileName('C88004012')).toBe('Activity_History_for_C88004012.csv');
  });

  it('is byte for byte the expected file with a fixed clock', () => {
    const rows = [
      aTransactionRecord(),
      aTransactionRecord({
        transactionType: 'Receive',
        orderId: 'TX0000000042',
        asset: 'ETH',
        description: 'Deposit from external wallet, "cold"',
        status: 'Processing',
        settlementDateTime: null,
        tradeDateTime: Date.parse('2026-03-01T20:15:00Z') / 1000,
        quantity: { valueString: '2.500000000000000000', truncatedValueString: '2.500000' },
        price: { value: null },
        estimatedValue: { value: null },
        depositAddress: '0x00000000000000000000000000000000000000Ab',
        orderType: null,
        partialFillTradeOrder: null,
      }),
    ].map((r: TransactionRecordDto) => toActivityRow(r));
    expect(activityCsv(rows, HEADER)).toBe(
      [
        'Activity History for C88004012',
        'Date range: 02/01/2026 - 03/02/2026',
        'Generated: 03/02/2026 10:04 AM ET',
        'This report is for informational purposes only.',
        'It is not intended for tax reporting; consult your official statements and tax documents.',
        'Not for distribution.',
        '',
        'Date,Status,Reference ID,Description,Asset,Quantity,Price (USD),Trading Fee,Amount,Deposit Address',
        '03/02/2026 9:30 AM,Completed,EX0000012345,Buy BTC,BTC,1.2345,"$64,250.00",$0.00,"$79,316.63",',
        '03/01/2026 3:15 PM,Processing,TX0000000042,"Deposit from external wallet, ""cold""",ETH,2.500000,n/a,$0.00,n/a,0x00000000000000000000000000000000000000Ab',
        '',
      ].join('\r\n'),
    );
  });
});
