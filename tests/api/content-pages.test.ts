import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlContentStore } from '../../adapters/sql/content-store.ts';
import { loyaltyPage } from '../../adapters/sql/seed/content/pages.ts';
import { MODULE_TYPES } from '../../core/content/types.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(() => bff.close());

type Module = { id: string; type: string; props?: Record<string, unknown>; editUrl?: string };
type Page = { slug: string; locale: string; title: string; modules: Module[] };

const pageOf = async (caller: DemoBff['anonymous'], slug: string): Promise<Page> => {
  const answer = await caller.get(`/portal/api/bff/content/pages/${slug}?locale=de-DE`);
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

// Consumer spec §1: "Screens are built from content"; docs/ui/content.md "Content pages".
describe('the content pages of /mycars, /loyalty, /referral and /myaccount', () => {
  it.each([
    ['mycars', 'Meine Autos', ['steps', 'deals-list', 'divider', 'referral-promo']],
    ['loyalty', 'Mein Treueprogramm', ['loyalty', 'accordion']],
    ['referral', 'Freunde einladen, 200 € sichern', ['referral-promo']],
    ['myaccount', 'Mein Konto', ['my-account', 'drivers-list', 'invoices', 'data-list']],
  ])('serve %s with its title and the modules that place its data', async (slug, title, types) => {
    const page = await pageOf(bff.anonymous, slug);
    expect(page.title).toBe(title);
    expect(page.modules.map((module) => module.type)).toEqual(types);
    for (const module of page.modules) expect(MODULE_TYPES).toContain(module.type);
  });

  it('give the verification steps the contract number and the note of up to 3 working days', async () => {
    const steps = (await pageOf(bff.anonymous, 'mycars')).modules.find((module) => module.type === 'steps');
    expect(steps?.props).toMatchObject({
      showsContractNumber: true,
      description: 'Die Prüfung deiner Dokumente dauert bis zu 3 Werktage.',
    });
  });
});

describe('the English content pages', () => {
  it.each([
    ['en-DE', 'mycars', 'My cars'],
    ['en-US', 'mycars', 'My cars'],
    ['en-DE', 'loyalty', 'My loyalty programme'],
    ['en-US', 'loyalty', 'My loyalty program'],
    ['en-DE', 'referral', 'Invite friends, get 200 €'],
    ['en-US', 'referral', 'Invite friends, get 200 €'],
    ['en-DE', 'myaccount', 'My account'],
    ['en-US', 'myaccount', 'My account'],
  ])('serve %s %s in the locale, with the German page’s modules', async (locale, slug, title) => {
    const answer = await bff.anonymous.get(`/portal/api/bff/content/pages/${slug}?locale=${locale}`);
    const page: Page = answer.json().data;
    expect(page).toMatchObject({ locale, title });
    const german = await pageOf(bff.anonymous, slug);
    expect(page.modules.map((module) => [module.id, module.type])).toEqual(
      german.modules.map((module) => [module.id, module.type]),
    );
  });
});

describe('an edited content page', () => {
  it('changes what /loyalty is served, for customers and for the editor', async () => {
    const [loyalty, ...others] = loyaltyPage.modules;
    if (!loyalty) throw new Error('the seeded loyalty page has its loyalty module');
    await sqlContentStore(bff.db).savePage({
      ...loyaltyPage,
      title: 'Dein Treueprogramm',
      modules: [
        {
          ...loyalty,
          props: {
            ...loyalty.props,
            howTo: { title: 'Wie du Punkte sammelst', items: ['Pro Euro ein Punkt.'] },
          },
        },
        {
          id: 'm-new',
          type: 'data-list',
          props: { title: 'Neu', items: [{ label: 'Bonus', value: 'Doppelte Punkte im Mai' }] },
        },
        ...others,
      ],
    });

    const kunde = await bff.signIn('kunde@demo.example');
    const page = await pageOf(kunde, 'loyalty');
    expect(page.title).toBe('Dein Treueprogramm');
    expect(page.modules.map((module) => module.id)).toEqual(['m-1', 'm-new', 'm-2']);
    expect(page.modules[0]?.props?.howTo).toEqual({
      title: 'Wie du Punkte sammelst',
      items: ['Pro Euro ein Punkt.'],
    });

    const editor = await bff.signIn('redaktion@demo.example');
    const edited = (await pageOf(editor, 'loyalty')).modules.find((module) => module.id === 'm-new');
    expect(edited?.editUrl).toMatch(/\/redaktion\/seiten\/loyalty\/de-DE#m-new$/);
  });
});
