import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The API's route definitions (`contracts/routes/*.ts`) in the portal's build without what only
 * the contract's documentation reads. Each route carries an `example` call and maybe
 * `errorExamples`, from which the Pact consumer test and docs/api.md are made, and the `errors` it
 * may answer, which the OpenAPI description lists; the browser only needs a route's method, path
 * and codecs (an error's body is decoded as every error's, contracts/errors.ts). The examples and
 * the sample data only they name weighed 1.2 kB gzipped of the first page's scripts (the session's
 * and the deals' routes are part of the frame) and 17 kB of all chunks together. Left out in the browser
 * build only: the BFF, the CLI, the server's render and the tests keep the definitions whole.
 */
const ROUTE_FILE = /\/contracts\/(?:routes\/[^/]+|route-builders)\.ts$/;
const LEFT_OUT = new Set(['example', 'errorExamples', 'errors']);

type Node = { readonly type: string; readonly start: number; readonly end: number } & Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const keyName = (property: unknown): string | undefined => {
  if (!isNode(property) || property.type !== 'Property' || property.computed) return undefined;
  const key = property.key;
  if (!isNode(key)) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
};

/**
 * The properties to leave out: those named so of a route's definition — an object literal given to
 * a call (`get({…})`, `defineRoute({…})`) with a `path` and a `response` — and never of a codec or
 * of data, where the same names may mean something else.
 */
const leftOutProperties = (root: Node): Node[] => {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if (node.type === 'CallExpression')
      for (const argument of node.arguments as unknown[]) {
        if (!isNode(argument) || argument.type !== 'ObjectExpression') continue;
        const properties = argument.properties as Node[];
        const names = new Set(properties.map(keyName));
        if (!names.has('path') || !names.has('response')) continue;
        for (const property of properties) {
          const name = keyName(property);
          if (name !== undefined && LEFT_OUT.has(name)) found.push(property);
        }
      }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(root);
  return found;
};

export const routeDocumentationLeftOut = (): Plugin => ({
  name: 'portal-route-documentation-left-out',
  apply: 'build',
  // After TypeScript's types are gone: the code is JavaScript, which the bundler's parser reads.
  enforce: 'post',
  transform(code, id) {
    if (!ROUTE_FILE.test(id)) return;
    const program = this.parse(code) as unknown as Node;
    const properties = leftOutProperties(program);
    if (properties.length === 0) return;
    const edited = new MagicString(code);
    for (const property of properties) {
      // The property and the comma after it; the object stays valid either way.
      const comma = /^\s*,/.exec(code.slice(property.end));
      edited.remove(property.start, property.end + (comma ? comma[0].length : 0));
    }
    return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
  },
});
