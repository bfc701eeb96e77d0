import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSupportAudit } from '../../adapters/sql/support-audit.ts';
import type { FirstPageAnswer } from '../../contracts/first-page-answers.ts';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { answersInPage, fakeUiDir, PAGE_REQUEST, removeFakeUiDir } from '../support/fake-ui.ts';

/**
 * A page of the portal holds the answers of its first API calls for the session of its request
 * (docs/ui/server-render.md "Data in the page"): the same answers as the API's, for the same user only, nothing
 * the API would refuse that user, nothing signed out, and no cache keeps such a page.
 */

const SESSION_PRELOAD =
  '<link rel="preload" href="/portal/api/bff/auth/session" as="fetch" crossorigin="use-credentials" />';
// As `npm run build:ui` writes it: the session's fetch preload and the nonce placeholder.
const uiDir = fakeUiDir('portal-first-page-', [`    ${SESSION_PRELOAD}`]);
const html = PAGE_REQUEST;

const FLEET_CARS =
  '/portal/api/bff/fleet/cars?page=1&pageSize=25&renewability=all&search=&sort=default&tab=all';

let bff: DemoBff;

beforeAll(async () => {
  bff = await demoBff({ uiDir });
});

afterAll(async () => {
  await bff?.close();
  removeFakeUiDir(uiDir);
});

const pageOf = (caller: Caller, path: string) => caller.get(path, { headers: html });

const answersOf = (page: LightMyRequestResponse): FirstPageAnswer[] => answersInPage(page.body);

const answerFor = (answers: readonly FirstPageAnswer[], url: string) =>
  answers.find((answer) => answer.url === url);

describe('the data in a page of the portal', () => {
  it("holds the session, the deals and every card's calls on /mycars, as the API answers them, in a page no cache keeps", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const page = await pageOf(kunde, '/mycars');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toMatch(/cookie/i);
    const answers = answersOf(page);
    // The cards' own calls (a CREATED deal's handover and order steps, a bridging car's follow-up
    // deal, a booked return's steps) and the content page's referral link, as the portal asks them.
    expect(answers.map((answer) => answer.url).sort()).toEqual([
      '/portal/api/bff/auth/session',
      '/portal/api/bff/content/pages/mycars?locale=de-DE',
      '/portal/api/bff/deals',
      '/portal/api/bff/deals/d-1002',
      '/portal/api/bff/deals/d-1002/handover',
      '/portal/api/bff/deals/d-1002/handover-metadata',
      '/portal/api/bff/deals/d-1002/order-status',
      '/portal/api/bff/deals/d-1007/return-status',
      '/portal/api/bff/deals/d-1008/handover',
      '/portal/api/bff/deals/d-1008/handover-metadata',
      '/portal/api/bff/deals/d-1008/order-status',
      '/portal/api/bff/referral_link/kunde%40demo.example',
    ]);
    for (const answer of answers) {
      const api = await kunde.get(answer.url);
      expect(answer, answer.url).toEqual({ url: answer.url, status: 200, body: api.json() });
    }
    // The answers replace the session's fetch, which the page no longer starts.
    expect(page.body).not.toContain(SESSION_PRELOAD);
  });

  it("holds a deal's details and the calls of its visible modules on its page, as the API answers them", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const answers = answersOf(await pageOf(kunde, '/mycars/d-1001'));
    // An active deal: its damage reports, documents and invoices (the content page's modules), and
    // the booking place of its service link.
    expect(answers.map((answer) => answer.url).sort()).toEqual([
      '/portal/api/bff/auth/session',
      '/portal/api/bff/content/pages/car-details?locale=de-DE',
      '/portal/api/bff/deals/d-1001',
      '/portal/api/bff/deals/d-1001/damage-reports',
      '/portal/api/bff/deals/d-1001/incident-damages',
      // The car's booking place: the page shows "Service-Termin vereinbaren" (core's actions).
      '/portal/api/bff/deals/schedule-service/car-77?dealId=d-1001',
      '/portal/api/bff/documents?dealId=d-1001',
      '/portal/api/bff/invoices?dealId=d-1001',
    ]);
    for (const answer of answers) {
      const api = await kunde.get(answer.url);
      expect(answer, answer.url).toEqual({ url: answer.url, status: 200, body: api.json() });
    }
  });

  it("holds a deal's details on its page, and no details of another customer's deal", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const own = answersOf(await pageOf(kunde, '/mycars/d-1001'));
    expect(answerFor(own, '/portal/api/bff/deals/d-1001')?.body).toEqual(
      (await kunde.get('/portal/api/bff/deals/d-1001')).json(),
    );
    const neu = await bff.signIn('neu@demo.example');
    const other = await pageOf(neu, '/mycars/d-1001');
    expect(answerFor(answersOf(other), '/portal/api/bff/deals/d-1001')).toBeUndefined();
    expect(other.body).not.toContain('kunde@demo.example');
  });

  it("holds only the signed-in user's own data: one customer's page names nothing of another's", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const neu = await bff.signIn('neu@demo.example');
    const kundeDeals = (await kunde.get('/portal/api/bff/deals')).json() as { data: { id: string }[] };
    const page = await pageOf(neu, '/mycars');
    const answers = answersOf(page);
    expect(answerFor(answers, '/portal/api/bff/auth/session')?.body).toEqual(
      (await neu.get('/portal/api/bff/auth/session')).json(),
    );
    expect(answerFor(answers, '/portal/api/bff/deals')?.body).toEqual(
      (await neu.get('/portal/api/bff/deals')).json(),
    );
    expect(page.body).not.toContain('kunde@demo.example');
    for (const deal of kundeDeals.data) expect(page.body).not.toContain(`"${deal.id}"`);
  });

  it("gives a driver's page the driver's own fleet answer and none of the admin-only overview", async () => {
    const fahrer = await bff.signIn('fahrer@nordflotte.example');
    const overview = answersOf(await pageOf(fahrer, '/overview'));
    expect(answerFor(overview, '/portal/api/bff/fleet/overview')).toBeUndefined();
    expect((await fahrer.get('/portal/api/bff/fleet/overview')).statusCode).toBe(403);
    const cars = answersOf(await pageOf(fahrer, '/cars/all'));
    expect(answerFor(cars, FLEET_CARS)?.body).toEqual((await fahrer.get(FLEET_CARS)).json());

    const admin = await bff.signIn('admin@nordflotte.example');
    const adminOverview = answersOf(await pageOf(admin, '/overview'));
    expect(answerFor(adminOverview, '/portal/api/bff/fleet/overview')?.body).toEqual(
      (await admin.get('/portal/api/bff/fleet/overview')).json(),
    );
  });

  it("gives a customer's fleet page no fleet data, as the API refuses it", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const answers = answersOf(await pageOf(kunde, '/cars/all'));
    expect(answerFor(answers, FLEET_CARS)).toBeUndefined();
  });

  it("holds signed out (or with a session that ended) the session's 401 alone, as the API answers it, on a page caches may revalidate", async () => {
    for (const caller of [
      bff.anonymous,
      {
        ...bff.anonymous,
        get: (url: string) =>
          bff.app.inject({ url, headers: { ...html, cookie: 'portal_session=no-such-session' } }),
      },
    ]) {
      const page = await caller.get('/mycars', { headers: html });
      expect(page.statusCode).toBe(200);
      const session = await bff.anonymous.get('/portal/api/bff/auth/session');
      expect(answersOf(page)).toEqual([
        { url: '/portal/api/bff/auth/session', status: 401, body: session.json() },
      ]);
      expect(session.statusCode).toBe(401);
      // The answer is in the page: the session is not fetched beside the scripts.
      expect(page.body).not.toContain(SESSION_PRELOAD);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/cookie/i);
    }
  });

  it("holds /subscribe's public catalogue for anyone, the same signed out as with a session", async () => {
    const anonymous = answersOf(await pageOf(bff.anonymous, '/subscribe'));
    const urls = [
      '/portal/api/bff/auth/session',
      '/portal/api/bff/catalogue',
      '/portal/api/bff/catalogue/vehicles?page=1&pageSize=24',
    ];
    expect(anonymous.map((answer) => answer.url).sort()).toEqual(urls);
    for (const url of urls.slice(1))
      expect(answerFor(anonymous, url)?.body, url).toEqual((await bff.anonymous.get(url)).json());
    const kunde = await bff.signIn('kunde@demo.example');
    const signedIn = answersOf(await pageOf(kunde, '/subscribe'));
    expect(signedIn.map((answer) => answer.url).sort()).toEqual(urls);
    for (const url of urls.slice(1)) expect(answerFor(signedIn, url)).toEqual(answerFor(anonymous, url));
    // A filtered view is not in the page: the portal asks for it.
    const filtered = answersOf(await pageOf(bff.anonymous, '/subscribe?brands=bmw'));
    expect(filtered.map((answer) => answer.url)).toEqual(['/portal/api/bff/auth/session']);
  });

  it("holds none of a customer's data in a support agent's view of that customer, so every read goes through the API and its audit log", async () => {
    const support = await bff.signIn('support@demo.example');
    const started = await support.post('/portal/api/bff/support/view', {
      payload: { email: 'kunde@demo.example', reason: 'Anruf der Kundin' },
    });
    expect(started.statusCode).toBe(200);
    const audit = () =>
      listSupportAudit(bff.db, { support: 'support@demo.example', customer: 'kunde@demo.example' });
    const before = (await audit()).length;
    for (const path of ['/mycars', '/mycars/d-1001']) {
      const urls = answersOf(await pageOf(support, path)).map((answer) => answer.url);
      expect(
        // The session and the editorial content pages are no one's data.
        urls.filter(
          (url) => url !== '/portal/api/bff/auth/session' && !url.startsWith('/portal/api/bff/content/'),
        ),
        path,
      ).toEqual([]);
    }
    expect((await audit()).length).toBe(before);
    // The portal's own read of the deals then is audited as every read of the view.
    expect((await support.get('/portal/api/bff/deals')).statusCode).toBe(200);
    expect((await audit()).length).toBe(before + 1);
  });
});
