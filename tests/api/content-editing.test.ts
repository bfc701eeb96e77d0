import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(() => bff.close());

type Module = { id: string; type: string; editUrl?: string };
const PAGES = ['car-details', 'mycars', 'loyalty', 'referral', 'myaccount'];

const modulesOf = async (caller: DemoBff['anonymous'], slug: string, locale = 'de-DE'): Promise<Module[]> => {
  const answer = await caller.get(`/portal/api/bff/content/pages/${slug}?locale=${locale}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().data.modules;
};

// Consumer spec §6 / business spec §6: "Editing links for content are shown only to editors".
describe('editing links of content modules', () => {
  it('go to every module of every page for the editor, each to its place in the editor view', async () => {
    const editor = await bff.signIn('redaktion@demo.example');
    for (const slug of PAGES) {
      const modules = await modulesOf(editor, slug);
      expect(modules.length).toBeGreaterThan(0);
      for (const module of modules)
        expect(module.editUrl).toBe(
          `http://localhost:3000/redaktion/seiten/${slug}/de-DE#${encodeURIComponent(module.id)}`,
        );
    }
  });

  it('name the locale the page was served in, German where the locale has none', async () => {
    const editor = await bff.signIn('redaktion@demo.example');
    const [first] = await modulesOf(editor, 'car-details', 'en-US');
    expect(first?.editUrl).toMatch(/\/redaktion\/seiten\/car-details\/de-DE#/);
  });

  it.each([
    'kunde@demo.example',
    'neu@demo.example',
    'admin@nordflotte.example',
    'fahrer@nordflotte.example',
    'analyst@nordflotte.example',
    'admin@suedlogistik.example',
  ])('never reach %s', async (email) => {
    const user = await bff.signIn(email);
    for (const slug of PAGES)
      for (const module of await modulesOf(user, slug)) expect(module).not.toHaveProperty('editUrl');
  });

  it('never reach a visitor who is not signed in', async () => {
    for (const slug of PAGES)
      for (const module of await modulesOf(bff.anonymous, slug)) expect(module).not.toHaveProperty('editUrl');
  });
});

describe("the demo editor's own subscription", () => {
  it('is hers to read, so she sees a car details page with its links', async () => {
    const editor = await bff.signIn('redaktion@demo.example');
    const answer = await editor.get('/portal/api/bff/deals/d-1901');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ id: 'd-1901', state: 'ACTIVE' });
  });

  it("is not another customer's, and hers is no one else's", async () => {
    const editor = await bff.signIn('redaktion@demo.example');
    expect((await editor.get('/portal/api/bff/deals/d-1001')).statusCode).toBe(404);
    const kunde = await bff.signIn('kunde@demo.example');
    expect((await kunde.get('/portal/api/bff/deals/d-1901')).statusCode).toBe(404);
  });
});
