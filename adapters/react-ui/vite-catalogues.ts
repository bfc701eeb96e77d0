import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The message catalogues in the portal's build (docs/ui/performance.md "Weight and first paint"):
 *
 * - **Precompiled.** Each catalogue module (`src/i18n/messages/*.ts`) is replaced by the same
 *   exports with every text parsed at build time into react-intl's message syntax tree, as
 *   FormatJS' own `formatjs compile --ast` does, and the browser gets FormatJS' parser-less build
 *   (`@formatjs/icu-messageformat-parser/no-parser.js`): no ICU parser on the first page and no
 *   parsing on the main thread when a text is first shown.
 * - **Split.** `messages/frame.ts` picks the frame's German texts from the whole catalogue; built,
 *   it is that pick as a literal, so the entry carries the frame's texts and not the catalogue,
 *   which becomes a chunk of its own (catalogues.ts loads it beside the page).
 * - **Checked.** A text id named in the code of the entry or of a chunk it imports must be one of
 *   the frame's; otherwise the frame could show an id before the catalogue has arrived, and the
 *   build fails.
 *
 * The sources stay plain strings, so component tests (no build) run react-intl with its parser over
 * the same texts.
 */
const CATALOGUE = /\/src\/i18n\/messages\/(?:de-DE|en-DE|en-US|frame)\.ts$/;
const FRAME_TEXTS = /\/src\/i18n\/messages\/frame\.ts$/;
const WHOLE_GERMAN = /\/src\/i18n\/messages\/de-DE\.ts$/;

const isTexts = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string');

const compiled = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, parse(text)]));

/** The module's exports, evaluated by Node (the catalogues are plain data, in erasable TypeScript). */
const exportsOf = async (file: string): Promise<Record<string, unknown>> => {
  const fresh = `${pathToFileURL(file).href}?build=${Date.now()}`;
  return import(fresh);
};

/** The ids of `ids` that `code` names as a string (not as an object key), or by a prefix it completes. */
const namedIds = (code: string, ids: readonly string[]): string[] => {
  const literals = new Set(
    [...code.matchAll(/["'`]([A-Za-z][\w-]*(?:\.[\w-]+)+)["'`](?!\s*:)/g)].map((match) => match[1]),
  );
  const prefixes = [...code.matchAll(/["'`]([A-Za-z][\w-]*(?:\.[\w-]+)*\.)(?:\$\{|["'`]\s*\+)/g)].map(
    (match) => match[1] ?? '',
  );
  return ids.filter((id) => literals.has(id) || prefixes.some((prefix) => id.startsWith(prefix)));
};

export const precompiledCatalogues = (): Plugin => {
  let frameIds: ReadonlySet<string> = new Set();
  let allIds: readonly string[] = [];
  return {
    name: 'portal-precompiled-catalogues',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    async transform(_code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(file)) return;
      const exports = await exportsOf(file);
      if (FRAME_TEXTS.test(file)) frameIds = new Set(Object.keys(exports.frameTexts as object));
      if (WHOLE_GERMAN.test(file)) allIds = Object.keys(exports.deDE as object);
      const code = Object.entries(exports)
        .map(
          ([name, value]) =>
            `export const ${name} = ${JSON.stringify(isTexts(value) ? compiled(value) : value)};`,
        )
        .join('\n');
      return { code, map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const frame = new Set<string>();
      const visit = (file: string) => {
        if (frame.has(file)) return;
        frame.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
      const outside = [...frame].flatMap((file) =>
        namedIds(byFile.get(file)?.code ?? '', allIds)
          .filter((id) => !frameIds.has(id))
          .map((id) => `${id} (${file})`),
      );
      if (outside.length > 0)
        this.error(
          `The frame names texts that are not among its own (src/i18n/messages/frame.ts): ${outside.join(', ')}`,
        );
      if (allIds.length === 0 || frameIds.size === 0)
        this.error(
          'The catalogues were not precompiled: src/i18n/messages/de-DE.ts or frame.ts was not built',
        );
    },
  };
};
