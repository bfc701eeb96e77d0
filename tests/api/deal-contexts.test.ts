import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDeals, loadDeal, loadDeals } from '../../adapters/sql/deal-contexts.ts';
import { type DealSources, dealContextOf, loadsHandover } from '../../core/deals/context.ts';
import { evaluateDeal } from '../../core/deals/evaluation.ts';
import { followUpIdOf } from '../../core/deals/follow-up.ts';
import type { Deal } from '../../core/deals/types.ts';
import { type Caller, DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * The support CLI's context of a deal, read from the database, against the context the portal
 * builds from the BFF's answers: both go through core's one builder, and must evaluate alike.
 */

const dataOf = async (caller: Caller, url: string, body?: Record<string, unknown>) => {
  const response = body === undefined ? await caller.get(url) : await caller.post(url, { payload: body });
  return response.statusCode === 200 ? (response.json() as { data: unknown }).data : null;
};

type Protection = { insurance_type?: string; canUpgradeInsurance?: boolean };

const protectionFrom = async (caller: Caller, deal: Deal) => {
  const productId = deal.car?.external_product_id;
  if (!productId) return null;
  const groups = (await dataOf(caller, '/api/addons', { productId, subscriptionId: deal.id })) as
    | Protection[]
    | null;
  return groups?.find((group) => group.insurance_type) ?? null;
};

/** What the consumer portal loads about one deal, as its pages do. */
const consumerSources = async (caller: Caller, id: string): Promise<DealSources> => {
  const base = `/portal/api/bff/deals/${id}`;
  const deal = (await dataOf(caller, base)) as Deal;
  const followUpId = followUpIdOf(deal);
  return {
    deal,
    handover: loadsHandover(deal)
      ? ((await dataOf(caller, `${base}/handover`)) as DealSources['handover'])
      : null,
    handoverMetadata: (await dataOf(caller, `${base}/handover-metadata`)) as DealSources['handoverMetadata'],
    followUp: followUpId
      ? {
          deal: (await dataOf(caller, `/portal/api/bff/deals/${followUpId}`)) as Deal,
          handover: (await dataOf(
            caller,
            `/portal/api/bff/deals/${followUpId}/handover`,
          )) as DealSources['handover'],
        }
      : null,
    returnData: (await dataOf(caller, `${base}/return`)) as DealSources['returnData'],
    appraisal: (await dataOf(caller, `${base}/pre-return-appraisal`)) as DealSources['appraisal'],
    protection: await protectionFrom(caller, deal),
    deals: (await dataOf(caller, '/portal/api/bff/deals')) as Deal[],
  };
};

type Order = {
  deal: Deal & { planned_delivery_date?: string | null };
  handover: { date?: string | null; preliminaryDate?: string | null } | null;
};

/** What the fleet's order page loads about one car (OrderBanners). */
const fleetSources = async (caller: Caller, id: string): Promise<DealSources> => {
  const order = (await dataOf(caller, `/portal/api/bff/fleet/orders/${id}`)) as Order;
  const followUpId = followUpIdOf(order.deal);
  const followUp = followUpId
    ? ((await dataOf(caller, `/portal/api/bff/fleet/orders/${followUpId}`)) as Order | null)
    : null;
  return {
    deal: order.deal,
    handover: { planned_delivery_date: order.deal.planned_delivery_date ?? null },
    handoverMetadata: (await dataOf(
      caller,
      `/portal/api/bff/deals/${id}/handover-metadata`,
    )) as DealSources['handoverMetadata'],
    followUp: followUp
      ? {
          deal: followUp.deal,
          handover: {
            planned_delivery_date: followUp.handover?.date ?? null,
            preferred_delivery_date: followUp.handover?.preliminaryDate ?? null,
          },
        }
      : null,
    returnData: (await dataOf(caller, `/portal/api/bff/deals/${id}/return`)) as DealSources['returnData'],
    protection: await protectionFrom(caller, order.deal),
  };
};

describe('the deal context the support CLI reads from the database', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 120_000);
  afterAll(() => bff?.close());

  it('evaluates every deal of kunde@demo.example as the consumer portal does from the BFF', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const found = await customerDeals(bff.db, 'KUNDE@demo.example');
    expect(found?.dealIds.length).toBeGreaterThanOrEqual(8);
    const loaded = await loadDeals(bff.db, found?.dealIds ?? [], DEMO_NOW);
    expect(loaded.map((each) => each.sources.deal.id)).toEqual(found?.dealIds);
    for (const { sources } of loaded) {
      const portal = evaluateDeal(dealContextOf(await consumerSources(kunde, sources.deal.id)), DEMO_NOW);
      expect(evaluateDeal(dealContextOf(sources), DEMO_NOW), sources.deal.id).toEqual(portal);
    }
  }, 120_000);

  it('builds a bridging car’s context with its next car and the customer’s other deals', async () => {
    const bridging = await loadDeal(bff.db, 'd-1007', DEMO_NOW);
    const ctx = dealContextOf(bridging?.sources as DealSources);
    expect(ctx.followUpDeal?.id).toBe('d-1002');
    expect(ctx.followUpDeal?.car?.model).toBeTruthy();
    expect(ctx.otherDeals?.some((other) => other.id === 'd-1001')).toBe(true);
    expect(bridging?.owner?.kind).toBe('consumer');
  }, 60_000);

  it('evaluates the cars of Nordflotte as the fleet’s order page does from the BFF', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const found = await customerDeals(bff.db, 'admin@nordflotte.example');
    expect(found?.dealIds.length).toBeGreaterThan(10);
    for (const { sources, owner } of await loadDeals(bff.db, found?.dealIds ?? [], DEMO_NOW)) {
      expect(owner).toEqual({ kind: 'company', companyId: 'co-nordflotte' });
      const portal = evaluateDeal(dealContextOf(await fleetSources(admin, sources.deal.id)), DEMO_NOW);
      const cli = evaluateDeal(dealContextOf(sources), DEMO_NOW);
      expect(cli, sources.deal.id).toEqual(portal);
    }
  }, 120_000);

  it('knows no deal for an unknown id or address', async () => {
    expect(await loadDeal(bff.db, 'd-9999', DEMO_NOW)).toBeUndefined();
    expect(await customerDeals(bff.db, 'niemand@demo.example')).toBeUndefined();
  }, 60_000);
});
