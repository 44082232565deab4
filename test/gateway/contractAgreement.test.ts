// The answer schemas and the SPA's runtime guards agree (issue 28): every value an answer schema
// accepts passes the guard the SPA checks that answer with, so the SPA never refuses an answer the
// contract allows. A new pair is one line of PAIRS.
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { isBalanceHistory, isLatestPriceDto, isPositionsDto } from '../../src/api/contract/positions';
import { BalanceHistorySchema, LatestPriceSchema, PositionsSchema } from '../../src/api/contract/schemas/positions';
import { SecurityListSchema } from '../../src/api/contract/schemas/securities';
import { isSecurityList } from '../../src/api/contract/securities';
import { valid, validatorOf, type JsonSchema } from './support/schemaArbitrary';

const PAIRS: Array<[name: string, schema: TSchema, guard: (value: unknown) => boolean]> = [
  ['PositionsSchema ↔ isPositionsDto', PositionsSchema, isPositionsDto],
  ['BalanceHistorySchema ↔ isBalanceHistory', BalanceHistorySchema, isBalanceHistory],
  ['LatestPriceSchema ↔ isLatestPriceDto', LatestPriceSchema, isLatestPriceDto],
  ['SecurityListSchema ↔ isSecurityList', SecurityListSchema, isSecurityList],
];

/** The schema as plain JSON (TypeBox's symbols dropped), as the OpenAPI document shows it. */
const asJson = (schema: TSchema) => JSON.parse(JSON.stringify(schema)) as JsonSchema;

describe('answer schemas and the SPA guards', () => {
  it.each(PAIRS)('%s: every value the schema accepts passes the guard', (_name, schema, guard) => {
    const json = asJson(schema);
    const check = validatorOf(json);
    fc.assert(
      fc.property(valid(json), (value) => check(value) && guard(value)),
      { seed: 20_261_129, numRuns: 100 },
    );
  });
});
