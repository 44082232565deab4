// Builders of Activity History records (contract/activityHistory.ts): a settled market buy of BTC
// with two partial fills; override any field.
import type { TransactionRecordDto } from '../../src/api/contract/activityHistory';

export function aTransactionRecord(overrides: Partial<TransactionRecordDto> = {}): TransactionRecordDto {
  return {
    transactionType: 'Buy',
    tradeDateTime: Date.parse('2026-03-02T14:30:00Z') / 1000,
    settlementDateTime: Date.parse('2026-03-03T14:30:00Z') / 1000,
    status: 'Completed',
    orderId: 'EX0000012345',
    accountNumber: 'C88004012',
    asset: 'BTC',
    description: 'Buy BTC',
    quantity: { valueString: '1.23456789', truncatedValueString: '1.2345' },
    price: { value: 64250 },
    estimatedValue: { value: 79316.63 },
    tradingFee: { value: 0, valueString: '0.00' },
    depositAddress: null,
    orderType: 'Market',
    partialFillTradeOrder: {
      partialFills: [
        { orderDatetime: Date.parse('2026-03-02T14:29:50Z') / 1000, fillQuantity: { truncatedValueString: '0.5000' }, fillPrice: { value: 64250 }, fillValue: { value: 32125 } },
        { orderDatetime: Date.parse('2026-03-02T14:30:00Z') / 1000, fillQuantity: { truncatedValueString: '0.7345' }, fillPrice: { value: 64250 }, fillValue: { value: 47191.63 } },
      ].map((f) => ({ ...f, fillPrice: { ...f.fillPrice, asset: 'USD' as const } })),
    },
    ...overrides,
  };
}

/** `count` records a minute apart, newest first, with ids EX…0 upward and alternating types. */
export function someRecords(count: number, start = Date.parse('2026-03-02T14:30:00Z') / 1000): TransactionRecordDto[] {
  return Array.from({ length: count }, (_, i) =>
    aTransactionRecord({
      orderId: `EX${String(i).padStart(10, '0')}`,
      tradeDateTime: start - i * 60,
      description: i % 2 ? 'Sell ETH' : 'Buy BTC',
      asset: i % 2 ? 'ETH' : 'BTC',
      transactionType: i % 2 ? 'Sell' : 'Buy',
    }),
  );
}
