// The gateway's OpenAPI document (mock-server/src/http/openapi.ts) against the committed one.
//   tsx test/lint/openapi.ts          (npm run lint) fails when docs/openapi.json differs from what
//                                     the gateway generates, or when the document does not validate
//                                     as OpenAPI 3.1 (@apidevtools/swagger-parser)
//   tsx test/lint/openapi.ts --write  (npm run openapi) writes docs/openapi.json
// The document is built by the gateway itself (an in-memory database, no demo data: the schemas do
// not depend on it), so it is what GET /gateway/openapi.json serves.
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { buildApp } from '../../mock-server/src/app';
import { openDatabase } from '../../mock-server/src/db/database';
import { createClock } from '../../mock-server/src/domain/platform/clock';
import { openApiText } from '../../mock-server/src/http/openapi';

export const OPENAPI_FILE = path.resolve(__dirname, '../../docs/openapi.json');

/** The document the gateway serves, as the committed file holds it (two-space JSON and a newline). */
export async function generatedOpenApi(): Promise<string> {
  const app = await buildApp({ db: openDatabase(':memory:'), clock: createClock(Date.parse('2026-01-01T00:00:00Z')), rateLimit: false, apiRateLimit: false, production: true });
  try {
    await app.ready();
    return openApiText(app);
  } finally {
    await app.close();
  }
}

/** Validation problems of a document (none: []). */
export async function openApiProblems(text: string): Promise<string[]> {
  try {
    // validate() dereferences in place: it gets its own copy.
    await SwaggerParser.validate(JSON.parse(text) as OpenAPI.Document);
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

async function main(): Promise<number> {
  const generated = await generatedOpenApi();
  const problems = await openApiProblems(generated);
  if (problems.length > 0) {
    console.error(`The gateway's OpenAPI document does not validate:\n${problems.join('\n')}`);
    return 1;
  }
  if (process.argv.includes('--write')) {
    fs.writeFileSync(OPENAPI_FILE, generated);
    console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
    return 0;
  }
  const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
  if (committed !== generated) {
    console.error('docs/openapi.json differs from what the gateway generates: run `npm run openapi` and commit it.');
    return 1;
  }
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
