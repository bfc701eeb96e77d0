import { describe, expect, it } from 'vitest';
import type { ContentStore, StoredForm, StoredPage } from './ports.ts';
import { contentUseCases } from './use-cases.ts';

const page = (overrides: Partial<StoredPage> = {}): StoredPage => ({
  slug: 'car-details',
  locale: 'de-DE',
  title: 'Fahrzeugdetails',
  modules: [
    { id: 'm-1', type: 'vehicle-details', props: { showFooterActions: true } },
    { id: 'm-2', type: 'order-status', visibility: { type: 'equal', field: 'deal.state', value: 'CREATED' } },
  ],
  ...overrides,
});

const form = (definition: unknown): StoredForm => ({ id: 'cancelation', locale: 'de-DE', definition });

const store = (pages: StoredPage[], forms: StoredForm[] = []): ContentStore => ({
  page: async (slug, locale) => pages.find((p) => p.slug === slug && p.locale === locale),
  form: async (id, locale) => forms.find((f) => f.id === id && f.locale === locale),
  savePage: async () => {},
  saveForm: async () => {},
});

describe('content pages', () => {
  it('serves a page in its locale, else in German, else not found', async () => {
    const content = contentUseCases({ store: store([page()]), editorBaseUrl: 'https://portal.example' });
    expect((await content.page('car-details', 'en-US', undefined))._unsafeUnwrap().locale).toBe('de-DE');
    expect((await content.page('nothing', 'de-DE', undefined))._unsafeUnwrapErr()).toEqual({
      code: 'not_found',
    });
  });

  it('adds editing links for editors only', async () => {
    const content = contentUseCases({ store: store([page()]), editorBaseUrl: 'https://portal.example/' });
    const forEditor = (await content.page('car-details', 'de-DE', { isEditor: true }))._unsafeUnwrap();
    expect(forEditor.modules.map((module) => module.editUrl)).toEqual([
      'https://portal.example/redaktion/seiten/car-details/de-DE#m-1',
      'https://portal.example/redaktion/seiten/car-details/de-DE#m-2',
    ]);
    const forCustomer = (await content.page('car-details', 'de-DE', { isEditor: false }))._unsafeUnwrap();
    expect(forCustomer.modules.every((module) => module.editUrl === undefined)).toBe(true);
  });

  it('leaves out a module with a broken rule and reports it, serving the rest', async () => {
    const problems: string[] = [];
    const broken = page({
      modules: [
        { id: 'm-1', type: 'vehicle-details', props: {} },
        { id: 'm-2', type: 'order-status', visibility: { type: 'sometimes', field: 'deal.state' } },
        'not a module',
      ],
    });
    const content = contentUseCases({
      store: store([broken]),
      editorBaseUrl: '',
      onProblem: (where) => problems.push(where),
    });
    const served = (await content.page('car-details', 'de-DE', undefined))._unsafeUnwrap();
    expect(served.modules.map((module) => module.id)).toEqual(['m-1']);
    expect(problems).toHaveLength(2);
  });
});

describe('form definitions', () => {
  it('serves a definition the form engine reads, with its locale', async () => {
    const definition = {
      id: 'cancelation',
      steps: [{ id: 'reason', fields: [{ name: 'x', kind: 'info' }] }],
    };
    const content = contentUseCases({ store: store([], [form(definition)]), editorBaseUrl: '' });
    expect((await content.form('cancelation', 'en-DE'))._unsafeUnwrap()).toMatchObject({
      id: 'cancelation',
      locale: 'de-DE',
      steps: [{ id: 'reason' }],
    });
  });

  it('refuses to serve a broken definition', async () => {
    const content = contentUseCases({
      store: store([], [form({ id: 'cancelation', steps: [] })]),
      editorBaseUrl: '',
    });
    expect((await content.form('cancelation', 'de-DE'))._unsafeUnwrapErr().code).toBe('broken_content');
  });
});
