import { describe, expect, it } from 'vitest';
import { type Catalogue, loadCatalogue } from './catalogues.ts';
import { LOCALES } from './locales.ts';
import { deDE } from './messages/de-DE.ts';

// `{name}` and `{name, plural, …}`, but not the branches of a plural (`one {# Tag}`, `=0 {heute}`).
const ARGUMENT = /(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*(\w+)\s*[,}]/g;
const argumentsOf = (text: string): string[] =>
  [...new Set([...text.matchAll(ARGUMENT)].map((match) => match[1] as string))].sort();

const german = deDE;

describe('the message catalogues', () => {
  for (const locale of LOCALES) {
    it(`${locale} has a text for every message id and no id of its own`, async () => {
      // The sources' texts; the build precompiles them (vite-catalogues.ts).
      const catalogue = (await loadCatalogue(locale)) as Catalogue;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(german).sort());
      const empty = Object.entries(catalogue).filter(([, text]) => text.trim() === '');
      expect(empty).toEqual([]);
    });

    it(`${locale} fills the same values into each message as the German text`, async () => {
      const catalogue = (await loadCatalogue(locale)) as Record<string, string>;
      const differing = Object.entries(german).filter(
        ([id, text]) => argumentsOf(catalogue[id] ?? '').join() !== argumentsOf(text).join(),
      );
      expect(differing.map(([id]) => id)).toEqual([]);
    });
  }

  it('keeps the specification’s German texts verbatim', () => {
    expect(german['app.error.title']).toBe('Etwas ist schief gelaufen.');
    expect(german['app.error.hint']).toBe('Bitte versuchen Sie es erneut.');
    expect(german['app.error.reload']).toBe('Seite aktualisieren');
    expect(german['format.free']).toBe('Kostenlos');
    expect(german['validation.required']).toBe('Dies ist ein Pflichtfeld.');
  });
});
