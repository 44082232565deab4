// Turns ajv errors into one clear sentence ("body has an unknown field 'x'") for the 400 answer.
import type { FastifySchemaValidationError } from 'fastify/types/schema';

export function describeValidationError(errors: FastifySchemaValidationError[], dataVar: string): string {
  const first = errors[0];
  if (!first) return `${dataVar} is invalid`;
  const where = `${dataVar}${first.instancePath.replace(/\//g, '.')}`;
  const params = first.params as Record<string, unknown>;
  switch (first.keyword) {
    case 'additionalProperties':
      return `${where} has an unknown field '${String(params.additionalProperty)}'`;
    case 'required':
      return `${where} is missing the field '${String(params.missingProperty)}'`;
    case 'type':
      return `${where} must be of type ${String(params.type)}`;
    case 'enum':
      return `${where} must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `${where} must be one of ${String(params.allowedValue)}`;
    default:
      return `${where} ${first.message ?? 'is invalid'}`;
  }
}

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(describeValidationError(errors, dataVar));
}
