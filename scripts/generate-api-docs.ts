/** npm run generate:api — writes docs/api.md and contracts/openapi.json from the route table. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiReference } from '../contracts/api-reference.ts';
import { openApiDocument } from '../contracts/openapi.ts';
import { ROUTE_LIST } from '../contracts/route-table.ts';

export const API_REFERENCE_FILE = join(import.meta.dirname, '../docs/api.md');
export const OPENAPI_FILE = join(import.meta.dirname, '../contracts/openapi.json');

export const generatedApiFiles = (): Record<string, string> => ({
  [API_REFERENCE_FILE]: `${apiReference(ROUTE_LIST).trimEnd()}\n`,
  [OPENAPI_FILE]: `${JSON.stringify(openApiDocument(ROUTE_LIST), null, 2)}\n`,
});

if (import.meta.main) {
  for (const [file, text] of Object.entries(generatedApiFiles())) writeFileSync(file, text);
  console.log(`wrote docs/api.md and contracts/openapi.json (${ROUTE_LIST.length} calls)`);
}
