// The fuzz's generators (support/schemaArbitrary.ts): what valid() makes, ajv (configured as the
// gateway's) accepts; what invalid() makes, it refuses — for hand-written schemas of each keyword
// and for every request and answer schema of docs/openapi.json; boundary and hostile values are
// among them; seeds are mixed in only where the field's schema accepts them.
import fs from 'node:fs';
import fc from 'fast-check';
import { OPENAPI_FILE } from '../lint/openapi';
import { invalid, valid, validatorOf, type JsonSchema, type SchemaContext } from './support/schemaArbitrary';

const SEED = 20_261_129;

/** fc.assert with a fixed seed: valid values pass, invalid ones fail. */
function assertBoth(schema: JsonSchema, context: SchemaContext = {}, numRuns = 60): void {
  const check = validatorOf(schema, context);
  fc.assert(
    fc.property(valid(schema, context), (value) => check(value)),
    { seed: SEED, numRuns },
  );
  const bad = invalid(schema, context);
  if (bad) fc.assert(fc.property(bad, (value) => !check(value)), { seed: SEED, numRuns });
}

const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns = 400): T[] => fc.sample(arbitrary, { seed: SEED, numRuns });
const mustInvalid = (schema: JsonSchema, context?: SchemaContext) => {
  const bad = invalid(schema, context);
  if (!bad) throw new Error('the schema refuses nothing');
  return bad;
};

const ACCOUNT: JsonSchema = { type: 'string', pattern: '^[A-Z0-9]{6,20}$' };
const BODY: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['accountNumber', 'days', 'kind'],
  properties: {
    accountNumber: ACCOUNT,
    days: { type: 'integer', minimum: 1, maximum: 365 },
    kind: { enum: ['WIRE', 'DIGITAL_ASSET'] },
    note: { type: 'string', minLength: 1, maxLength: 8 },
    formats: { type: 'array', minItems: 1, maxItems: 2, uniqueItems: true, items: { enum: ['pdf', 'csv'] } },
    flag: { type: 'boolean' },
    ratio: { type: 'number', minimum: 0, maximum: 1 },
    maybe: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
  },
};

describe('valid and invalid, keyword by keyword', () => {
  it.each<[string, JsonSchema]>([
    ['a string with a pattern', ACCOUNT],
    ['a string with lengths', { type: 'string', minLength: 2, maxLength: 5 }],
    ['a bare string', { type: 'string' }],
    ['a Unicode pattern', { type: 'string', pattern: '^[\\p{L} ]{1,20}$' }],
    ['formats', { type: 'object', required: ['at', 'day', 'id', 'mail'], properties: { at: { type: 'string', format: 'date-time' }, day: { type: 'string', format: 'date' }, id: { type: 'string', format: 'uuid' }, mail: { type: 'string', format: 'email' } } }],
    ['an enum', { enum: ['USD'] }],
    ['a const', { const: 'otp' }],
    ['an integer with bounds', { type: 'integer', minimum: 1, maximum: 999 }],
    ['a number with exclusive bounds', { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 }],
    ['a boolean', { type: 'boolean' }],
    ['null', { type: 'null' }],
    ['a type list', { type: ['string', 'null'], maxLength: 4 }],
    ['an array', { type: 'array', minItems: 1, maxItems: 3, items: ACCOUNT }],
    ['an object', BODY],
    ['an open object with maxProperties', { type: 'object', maxProperties: 4 }],
    ['oneOf', { oneOf: [{ type: 'object', additionalProperties: false, required: ['kind', 'code'], properties: { kind: { enum: ['otp'] }, code: { type: 'string', pattern: '^[0-9]{6}$' } } }, { type: 'object', additionalProperties: false, required: ['kind'], properties: { kind: { enum: ['passkey'] } } }] }],
    ['allOf', { allOf: [{ type: 'object', required: ['a'], properties: { a: { type: 'integer' } } }, { required: ['b'], properties: { b: { type: 'string', maxLength: 2 } } }] }],
    ['not', { type: 'object', properties: { code: { type: 'string' }, response: { type: 'object' } }, not: { required: ['code', 'response'] } }],
  ])('%s: valid values pass, invalid ones fail', (_name, schema) => {
    assertBoth(schema);
  });

  it('follows $ref into the document', () => {
    const root = { components: { schemas: { Account: ACCOUNT, Body: { type: 'object', required: ['a'], additionalProperties: false, properties: { a: { $ref: '#/components/schemas/Account' } } } } } };
    assertBoth({ $ref: '#/components/schemas/Body' }, { root });
    expect(sample(valid({ $ref: '#/components/schemas/Body' }, { root }), 50).every((v) => /^[A-Z0-9]{6,20}$/.test((v as { a: string }).a))).toBe(true);
  });

  it('is ajv configured as the gateway: no coercion, no extra fields dropped', () => {
    expect(validatorOf({ type: 'integer' })('1')).toBe(false);
    expect(validatorOf(BODY)({ accountNumber: 'C40017238', days: 30, kind: 'WIRE', extra: 1 })).toBe(false);
  });
});

describe('boundary and hostile values', () => {
  it('valid strings reach both length bounds, whitespace-only, Unicode digits and control characters', () => {
    const values = sample(valid({ type: 'string', minLength: 1, maxLength: 5 })) as string[];
    const lengths = new Set(values.map((v) => [...v].length));
    expect(lengths.has(1) && lengths.has(5)).toBe(true);
    expect(values).toEqual(expect.arrayContaining([' ', '٣', '\u0000', '\ud800']));
  });

  it('valid integers reach both bounds', () => {
    const values = sample(valid({ type: 'integer', minimum: 1, maximum: 365 }));
    expect(values).toEqual(expect.arrayContaining([1, 365]));
  });

  it('invalid objects miss a required field, carry an unknown or prototype key, break a field', () => {
    const values = sample(mustInvalid(BODY), 1500);
    const objects = values.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v));
    expect(objects.some((o) => !('accountNumber' in o))).toBe(true);
    expect(objects.some((o) => Object.prototype.hasOwnProperty.call(o, '__proto__'))).toBe(true);
    expect(objects.some((o) => Object.prototype.hasOwnProperty.call(o, 'constructor'))).toBe(true);
    expect(objects.some((o) => o.days === 0 || o.days === 366)).toBe(true);
    expect(objects.some((o) => o.days === 1.5 || o.days === 0.5)).toBe(true);
    expect(objects.some((o) => typeof o.note === 'string' && o.note.length === 9)).toBe(true);
    expect(objects.some((o) => Array.isArray(o.formats) && o.formats.length === 2 && o.formats[0] === o.formats[1])).toBe(true);
    expect(objects.some((o) => typeof o.accountNumber === 'string' && /^[A-Z0-9]{6,20} $/.test(o.accountNumber))).toBe(true);
    expect(values.some((v) => v === null || typeof v === 'string' || Array.isArray(v))).toBe(true);
  });

  it('invalid strings include whitespace-only, Unicode digits, NUL, lone surrogates and a 1 MB string', () => {
    const values = sample(mustInvalid(ACCOUNT), 1500);
    expect(values).toEqual(expect.arrayContaining(['   ', '٣', '１２', '\u0000', '\ud800']));
    expect(values.some((v) => typeof v === 'string' && v.length === 1024 * 1024)).toBe(true);
  });

  it('invalid values include deep nesting and huge arrays', () => {
    const values = sample(mustInvalid({ type: 'array', maxItems: 3, items: { type: 'string' } }), 1500);
    expect(values.some((v) => Array.isArray(v) && v.length === 10_000)).toBe(true);
    const depth = (v: unknown): number => (Array.isArray(v) ? 1 + depth(v[0]) : typeof v === 'object' && v !== null ? 1 + depth(Object.values(v)[0]) : 0);
    expect(sample(mustInvalid({ type: 'string' }), 1500).some((v) => depth(v) >= 1000)).toBe(true);
  });

  it('a schema that accepts anything has no invalid values', () => {
    expect(invalid({})).toBeUndefined();
  });
});

describe('seeds', () => {
  it('mixes in the seeds a field accepts, and only those', () => {
    const context: SchemaContext = { seeds: (field) => (field === 'accountNumber' ? ['C40017238', 'not an account'] : undefined) };
    const values = sample(valid(BODY, context)) as Array<{ accountNumber: string }>;
    const seeded = values.filter((v) => v.accountNumber === 'C40017238').length;
    expect(seeded).toBeGreaterThan(values.length / 2);
    expect(values.some((v) => v.accountNumber === 'not an account')).toBe(false);
  });
});

describe('every schema of docs/openapi.json', () => {
  interface Op {
    parameters?: Array<{ schema: JsonSchema }>;
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
    responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  }
  const doc = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, Op>> };
  const schemas = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => [
      ...(op.parameters ?? []).map((p, i) => [`${method} ${path} parameter ${i}`, p.schema] as const),
      ...Object.values(op.requestBody?.content ?? {}).map((c) => [`${method} ${path} body`, c.schema] as const),
      ...Object.entries(op.responses ?? {}).flatMap(([status, r]) => Object.values(r.content ?? {}).flatMap((c) => (c.schema ? [[`${method} ${path} answer ${status}`, c.schema] as const] : []))),
    ]),
  );

  it('has request and answer schemas to generate from', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it.each(schemas)('%s: valid values pass, invalid ones fail', (_name, schema) => {
    assertBoth(schema, { root: doc }, 6);
  });
});
