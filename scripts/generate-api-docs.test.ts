import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedApiFiles } from './generate-api-docs.ts';

describe('the generated API reference and OpenAPI document', () => {
  it('are up to date with the route table (run npm run generate:api after changing a route)', () => {
    for (const [file, text] of Object.entries(generatedApiFiles())) {
      expect(readFileSync(file, 'utf8'), file).toBe(text);
    }
  });
});
