import { readdirSync, readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeDocumentationLeftOut } from '../../adapters/react-ui/vite-route-documentation.ts';

const ROUTES = join(import.meta.dirname, '../../contracts/routes');

const javaScriptOf = (file: string) =>
  stripTypeScriptTypes(readFileSync(join(ROUTES, file), 'utf8'), { mode: 'strip' });

type Transformed = { code: string } | undefined;

/** The plugin's transform as the build calls it, on the JavaScript the TypeScript becomes. */
const transform = (source: string, id: string): string => {
  const plugin = routeDocumentationLeftOut();
  const hook = plugin.transform as (this: unknown, code: string, id: string) => Transformed;
  const code = stripTypeScriptTypes(source, { mode: 'strip' });
  return hook.call({ parse: (text: string) => parseAst(text) }, code, id)?.code ?? code;
};

/**
 * Every object property's name in the module, as often as it occurs; with `outsideExamples`, not
 * counting the examples' properties or what they hold.
 */
const propertyNames = (code: string, { outsideExamples = false } = {}): string[] => {
  const names: string[] = [];
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.type === 'Property') {
      const key = record.key as { type: string; name?: string; value?: unknown };
      const name =
        key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : undefined;
      if (outsideExamples && (name === 'example' || name === 'errorExamples' || name === 'errors')) return;
      if (name) names.push(name);
    }
    for (const value of Object.values(record)) {
      if (Array.isArray(value)) for (const item of value) visit(item);
      else visit(value);
    }
  };
  visit(parseAst(code));
  return names;
};

describe('the routes in the browser build (vite-route-documentation.ts)', () => {
  it('leave out a route’s examples and errors and keep the rest of the definition and its codecs', () => {
    const source = `export const r = defineRoute({
  method: 'POST',
  path: '/x',
  example: { state: 'a', body: { example: 1 }, response: { ok: true } },
  errorExamples: [{ state: 'b', status: 401, code: 'unauthorized' }],
  errors: ['unauthorized'],
  response: t.type({ example: t.string, errors: t.number, path: t.string }),
});`;
    const code = transform(source, '/repo/contracts/routes/x.ts');
    expect(propertyNames(code)).toEqual(['method', 'path', 'response', 'example', 'errors', 'path']);
    expect(code).toContain("path: '/x'");
  });

  it('leave every other module as it is', () => {
    const source = 'export const r = { example: 1 };';
    expect(transform(source, '/repo/adapters/react-ui/src/x.ts')).toBe(stripTypeScriptTypes(source));
  });

  // The route files: those whose definitions carry examples (the rest hold shared codecs and data).
  const routeFiles = readdirSync(ROUTES).filter(
    (file) => !file.includes('.test.') && propertyNames(javaScriptOf(file)).includes('example'),
  );
  it.each(routeFiles)(
    'keep every property of %s but the examples and errors, as valid JavaScript',
    (file) => {
      const source = readFileSync(join(ROUTES, file), 'utf8');
      const before = propertyNames(stripTypeScriptTypes(source, { mode: 'strip' }));
      const kept = propertyNames(stripTypeScriptTypes(source, { mode: 'strip' }), { outsideExamples: true });
      const after = propertyNames(transform(source, join(ROUTES, file)));
      expect(before).toContain('example');
      expect(after).toEqual(kept);
    },
  );
});
