// JSON schema → fast-check arbitraries (issue 28, "every route fuzzed from the contract"), for the
// subset of JSON Schema the gateway's OpenAPI document uses: object (properties, required,
// additionalProperties, maxProperties), string (pattern, minLength, maxLength, format, enum, const),
// integer and number with bounds, boolean, null, array (items, minItems, maxItems, uniqueItems),
// anyOf / oneOf / allOf / not, and $ref into the document.
//   valid(schema)    values the schema accepts, boundary values favoured (lengths and bounds at
//                    their edges, whitespace-only, Unicode digits, control characters where the
//                    schema lets them through), real values mixed in where a field has seeds;
//   invalid(schema)  values it refuses, each one mutation away from a valid value: a wrong type, a
//                    required field missing, an unknown field (prototype keys among them), a number
//                    out of range, a string too long, too short or off its pattern, an item too
//                    many; plus hostile constants (1 MB string, deep nesting, 10 000 items).
// Both are checked with ajv configured as the gateway's (test/gateway/schemaArbitrary.test.ts).
import { AjvCompiler } from '@fastify/ajv-compiler';
import fc from 'fast-check';

type JsonType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';

export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  maxProperties?: number;
  minProperties?: number;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  [keyword: string]: unknown;
}

export interface SchemaContext {
  /** The document a `$ref` points into (`#/components/schemas/…`). */
  root?: unknown;
  /** Real values for a field of this name (account numbers, ids): valid() mixes in those the field's schema accepts. */
  seeds?: (field: string) => readonly unknown[] | undefined;
}

// ── ajv, as the gateway configures it (mock-server/src/app.ts), without defaults filled in ────────

const buildValidator = AjvCompiler()({}, { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false, strict: false } }) as (
  route: { schema: object },
) => (value: unknown) => boolean;
const validators = new Map<string, (value: unknown) => boolean>();

/** An ajv check of the schema ($refs inlined from the context's root). */
export function validatorOf(schema: JsonSchema, context: SchemaContext = {}): (value: unknown) => boolean {
  const inlined = inline(schema, context.root, 0);
  const key = JSON.stringify(inlined);
  let check = validators.get(key);
  if (!check) {
    const compiled = buildValidator({ schema: inlined });
    check = (value: unknown) => compiled(value) === true;
    validators.set(key, check);
  }
  return check;
}

function resolvePointer(root: unknown, ref: string): JsonSchema {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  let node: unknown = root;
  for (const part of ref.slice(2).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'object' || node === null) throw new Error(`Unresolved $ref ${ref}`);
  return node as JsonSchema;
}

/** The schema with its own $ref resolved (siblings of the $ref kept). */
function deref(schema: JsonSchema, root: unknown): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const { $ref, ...rest } = schema;
  return { ...deref(resolvePointer(root, $ref), root), ...rest };
}

/** Every $ref of the schema inlined (the document's schemas are not recursive). */
function inline(schema: JsonSchema, root: unknown, depth: number): JsonSchema {
  if (depth > 64) throw new Error('$ref nesting deeper than 64: a recursive schema?');
  const resolved = deref(schema, root);
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(resolved)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, sub]) => [name, inline(sub, root, depth + 1)]));
    } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) {
      out[key] = (value as JsonSchema[]).map((sub) => inline(sub, root, depth + 1));
    } else if ((key === 'items' || key === 'not' || key === 'additionalProperties') && value && typeof value === 'object') {
      out[key] = inline(value as JsonSchema, root, depth + 1);
    } else {
      out[key] = value;
    }
  }
  return out;
}

// ── Hostile values ────────────────────────────────────────────────────────────────────────────────

const ONE_MB = 1024 * 1024;
const nested = (depth: number, wrap: (inner: unknown) => unknown): unknown => {
  let value: unknown = 0;
  for (let i = 0; i < depth; i += 1) value = wrap(value);
  return value;
};
/** An object whose own key is `key` (`__proto__` included, as JSON.parse makes it). */
const withOwnKey = (object: object, key: string, value: unknown): Record<string, unknown> => {
  const copy: Record<string, unknown> = { ...(object as Record<string, unknown>) };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
};

/** Strings a careless parser gets wrong: whitespace, Unicode digits, control characters, lone surrogates, number look-alikes. */
const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   ',
  '\t\n\r',
  '\u00a0\u2003',
  '٣',
  '１２',
  '٣٠٠',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[0m',
  '\ud800',
  'x\udc00',
  '😀',
  'é',
  '0',
  '-0',
  '-1',
  '1e3',
  '0x10',
  ' 1 ',
  '1,000.00',
  'NaN',
  'Infinity',
  '99999999999999999999999999',
  '0.000000000000000000001',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
];
/** A 1 MB string, nesting 1000 deep, 10 000 items (made once; fast-check hands out the same values). */
const LARGE_VALUES: readonly unknown[] = ['x'.repeat(ONE_MB), nested(1000, (v) => [v]), nested(1000, (v) => ({ a: v })), new Array(10_000).fill(0)];
/** A value of each JSON type (and the hostile ones): a schema refusing some of them gives its wrong-type mutations. */
const WRONG_TYPE_CANDIDATES: readonly unknown[] = [null, true, false, 0, -1, 1.5, 2 ** 53, '', 'x', [], [1, 'a'], {}, { a: 1 }, ...HOSTILE_STRINGS, ...LARGE_VALUES];
const wrongValues = new WeakMap<(value: unknown) => boolean, readonly unknown[]>();
/** The candidates the schema (its check) refuses: its wrong-type mutations. */
function wrongFor(check: (value: unknown) => boolean): readonly unknown[] {
  let wrong = wrongValues.get(check);
  if (!wrong) {
    wrong = WRONG_TYPE_CANDIDATES.filter((value) => !check(value));
    wrongValues.set(check, wrong);
  }
  return wrong;
}

// ── valid ─────────────────────────────────────────────────────────────────────────────────────────

const typesOf = (schema: JsonSchema): JsonType[] | undefined => {
  if (schema.type !== undefined) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties || schema.required || schema.additionalProperties !== undefined || schema.maxProperties !== undefined) return ['object'];
  if (schema.items || schema.minItems !== undefined || schema.maxItems !== undefined) return ['array'];
  if (schema.pattern !== undefined || schema.minLength !== undefined || schema.maxLength !== undefined || schema.format !== undefined) return ['string'];
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
  return undefined;
};

const clampInt = (n: number) => Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, n));

/** Strings of the formats ajv-formats checks that schemas commonly use (an unknown format is left to the filter). */
const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  'date-time': () => fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  date: () => fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  uuid: () => fc.uuid(),
  ipv4: () => fc.ipV4(),
};

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  // ajv compiles patterns with the u flag: so does the generator (\p{L} and the like).
  if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern, 'u'));
  const format = schema.format === undefined ? undefined : FORMATS[schema.format];
  if (format) return format();
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 4096);
  const fits = (s: string) => [...s].length >= min && [...s].length <= max;
  const edges = [...new Set(['a'.repeat(min), 'Z'.repeat(Math.min(max, 4096)), ' '.repeat(Math.max(min, 1)), ...HOSTILE_STRINGS])].filter(fits);
  const small = Math.min(max, min + 24);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(edges.length ? edges : ['a'.repeat(min)])), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: small }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: small }), weight: 1 },
  );
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  const edges = [low, high, 0, 1, -1, ...(low === undefined && high === undefined ? [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER] : [])].filter(
    (n): n is number => n !== undefined && (low === undefined || n >= low) && (high === undefined || n <= high),
  );
  const between = integer
    ? fc.integer({ min: clampInt(low ?? -(2 ** 31)), max: clampInt(high ?? 2 ** 31 - 1) })
    : fc.double({ min: low ?? -1e15, max: high ?? 1e15, noNaN: true, noDefaultInfinity: true });
  return edges.length ? fc.oneof(fc.constantFrom(...edges), between) : between;
}

function validArray(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown[]> {
  const item = schema.items ? validValue(schema.items, context, undefined, depth + 1) : fc.jsonValue({ maxDepth: 2 });
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? minLength + 5, minLength + 8);
  const make = (lo: number, hi: number) => (schema.uniqueItems ? fc.uniqueArray(item, { minLength: lo, maxLength: hi, selector: (v) => JSON.stringify(v) }) : fc.array(item, { minLength: lo, maxLength: hi }));
  return fc.oneof(make(minLength, maxLength), make(minLength, minLength), make(maxLength, maxLength));
}

function validObject(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, sub] of Object.entries(properties)) model[name] = validValue(sub, context, name, depth + 1);
  for (const name of required) if (!(name in model)) model[name] = fc.jsonValue({ maxDepth: 2 });
  const record = fc.record(model, { requiredKeys: [...required] });
  if (Object.keys(properties).length > 0 || schema.additionalProperties === false) return record;
  const values = typeof schema.additionalProperties === 'object' ? validValue(schema.additionalProperties, context, undefined, depth + 1) : fc.jsonValue({ maxDepth: 3 });
  const keys = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('id', 'type', 'toString', 'hasOwnProperty', 'valueOf'));
  return fc
    .tuple(record, fc.dictionary(keys, values, { maxKeys: Math.min(schema.maxProperties ?? 6, 6) }))
    .map(([fixed, extra]) => ({ ...extra, ...fixed }));
}

function validOfType(type: JsonType, schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'string':
      return validString(schema);
    case 'array':
      return validArray(schema, context, depth);
    case 'object':
      return validObject(schema, context, depth);
  }
}

function validBase(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    return fc.oneof(...branches.map((branch) => validValue({ ...rest, ...branch }, context, undefined, depth + 1)));
  }
  if (schema.allOf) {
    const { allOf, ...rest } = schema;
    return validBase(allOf.reduce<JsonSchema>((merged, part) => mergeSchemas(merged, deref(part, context.root)), rest), context, depth);
  }
  const types = typesOf(schema);
  if (!types) return fc.jsonValue({ maxDepth: 3 });
  return fc.oneof(...types.map((type) => validOfType(type, schema, context, depth)));
}

/** allOf's parts as one schema: properties and required united, the other keywords of the later part. */
function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  return {
    ...a,
    ...b,
    ...(a.properties || b.properties ? { properties: { ...a.properties, ...b.properties } } : {}),
    ...(a.required || b.required ? { required: [...new Set([...(a.required ?? []), ...(b.required ?? [])])] } : {}),
  };
}

function validValue(raw: JsonSchema, context: SchemaContext, field: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const schema = deref(raw, context.root);
  const check = validatorOf(schema, context);
  const base = depth > 24 ? fc.constant(null) : validBase(schema, context, depth);
  const seeds = field === undefined ? [] : (context.seeds?.(field) ?? []).filter(check);
  const mixed = seeds.length ? fc.oneof({ arbitrary: fc.constantFrom(...seeds), weight: 3 }, { arbitrary: base, weight: 1 }) : base;
  return mixed.filter(check);
}

/** Values the schema accepts, boundary values favoured, the context's seeds mixed in by field name. */
export function valid(schema: JsonSchema, context: SchemaContext = {}): fc.Arbitrary<unknown> {
  return validValue(schema, context, undefined, 0);
}

// ── invalid ───────────────────────────────────────────────────────────────────────────────────────

const EXTRA_KEYS = ['unexpected', 'x', '__proto__', 'constructor', 'prototype', 'é', ''];

function stringMutations(schema: JsonSchema, context: SchemaContext): Array<fc.Arbitrary<unknown>> {
  const out: Array<fc.Arbitrary<unknown>> = [];
  if (schema.maxLength !== undefined) out.push(fc.constantFrom('a'.repeat(schema.maxLength + 1), '٣'.repeat(schema.maxLength + 1)));
  if (schema.minLength !== undefined && schema.minLength > 0) out.push(fc.constant('a'.repeat(schema.minLength - 1)));
  if (schema.pattern !== undefined || schema.enum || schema.const !== undefined) {
    const base = valid(schema, context) as fc.Arbitrary<string>;
    const edits: Array<(s: string) => string> = [(s) => `${s} `, (s) => ` ${s}`, (s) => `${s}\u0000`, (s) => `${s}\n`, (s) => `１${s.slice(1)}`, (s) => `${s}٣`, (s) => s.toLowerCase(), (s) => `${s}\ud800`];
    out.push(fc.tuple(base, fc.constantFrom(...edits)).map(([s, edit]) => (typeof s === 'string' ? edit(s) : s)));
    out.push(fc.string({ unit: 'binary', maxLength: 40 }));
  }
  return out;
}

function numberMutations(schema: JsonSchema, integer: boolean): Array<fc.Arbitrary<unknown>> {
  const values: number[] = [1e21, -1e21, Number.MAX_VALUE];
  if (schema.minimum !== undefined) values.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum + 0.5);
  if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum);
  if (integer) values.push(0.5, (schema.minimum ?? 0) + 0.5);
  return [fc.constantFrom(...values)];
}

function arrayMutations(schema: JsonSchema, context: SchemaContext, depth: number): Array<fc.Arbitrary<unknown>> {
  const out: Array<fc.Arbitrary<unknown>> = [];
  const item = schema.items ? valid(schema.items, context) : fc.constant(0);
  if (schema.maxItems !== undefined) {
    const over = schema.maxItems + 1;
    out.push(item.map((v) => Array.from({ length: over }, () => v)));
    if (schema.maxItems < 10_000) out.push(item.map((v) => new Array(10_000).fill(v) as unknown[]));
  }
  if (schema.minItems !== undefined && schema.minItems > 0) out.push(fc.array(item, { minLength: schema.minItems - 1, maxLength: schema.minItems - 1 }));
  if (schema.uniqueItems) out.push(item.map((v) => [v, v]));
  const badItem = schema.items ? invalidValue(schema.items, context, depth + 1) : undefined;
  if (badItem) {
    out.push(
      fc.tuple(valid(schema, context) as fc.Arbitrary<unknown[]>, badItem, fc.nat()).map(([list, bad, at]) => {
        const copy = [...list];
        copy[copy.length === 0 ? 0 : at % copy.length] = bad;
        return copy;
      }),
    );
  }
  return out;
}

function objectMutations(schema: JsonSchema, context: SchemaContext, depth: number): Array<fc.Arbitrary<unknown>> {
  const out: Array<fc.Arbitrary<unknown>> = [];
  const base = valid(schema, context) as fc.Arbitrary<Record<string, unknown>>;
  const required = schema.required ?? [];
  if (required.length > 0) {
    out.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([object, missing]) => {
        const { [missing]: _dropped, ...rest } = object;
        return rest;
      }),
    );
  }
  if (schema.additionalProperties === false) {
    out.push(fc.tuple(base, fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 1 })).map(([object, key, value]) => (Object.prototype.hasOwnProperty.call(schema.properties ?? {}, key) ? object : withOwnKey(object, key, value))));
  }
  if (schema.maxProperties !== undefined) {
    out.push(base.map((object) => Object.assign({}, object, Object.fromEntries(Array.from({ length: (schema.maxProperties ?? 0) + 1 }, (_, i) => [`k${i}`, i])))));
  }
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    const bad = invalidValue(sub, context, depth + 1);
    if (bad) out.push(fc.tuple(base, bad).map(([object, value]) => ({ ...object, [name]: value })));
  }
  return out;
}

function invalidValue(raw: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> | undefined {
  const schema = deref(raw, context.root);
  const check = validatorOf(schema, context);
  const wrong = wrongFor(check);
  const mutations: Array<{ arbitrary: fc.Arbitrary<unknown>; weight: number }> = [];
  if (wrong.length) mutations.push({ arbitrary: fc.constantFrom(...wrong), weight: 2 });
  if (depth <= 24) {
    const types = typesOf(schema) ?? [];
    const kinds: Array<fc.Arbitrary<unknown>> = [];
    if (schema.enum || schema.const !== undefined || types.includes('string')) kinds.push(...stringMutations(schema, context));
    if (types.includes('integer') || types.includes('number')) kinds.push(...numberMutations(schema, types.includes('integer') && !types.includes('number')));
    if (types.includes('array')) kinds.push(...arrayMutations(schema, context, depth));
    if (types.includes('object')) kinds.push(...objectMutations(schema, context, depth));
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
      const bad = invalidValue(branch, context, depth + 1);
      if (bad) kinds.push(bad);
    }
    for (const arbitrary of kinds) mutations.push({ arbitrary, weight: 3 });
  }
  if (mutations.length === 0) return undefined;
  const any = fc.oneof(...mutations);
  // A mutation that happens to stay valid (an edit the pattern allows) becomes a wrong type instead.
  const fallback = wrong[0];
  return wrong.length ? any.map((value) => (check(value) ? fallback : value)) : any.filter((value) => !check(value));
}

/** Values the schema refuses, one mutation each; undefined when it accepts every value. */
export function invalid(schema: JsonSchema, context: SchemaContext = {}): fc.Arbitrary<unknown> | undefined {
  return invalidValue(schema, context, 0);
}
