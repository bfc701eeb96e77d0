/**
 * Every car the demo data shows has a picture the portal ships: the shop's models (their image_url
 * as the BFF answers it) and the cars of the customers' subscriptions (by their product id).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoConsumerDeals, demoEditorDeals } from '../../adapters/sql/seed.ts';
import { demoBff } from '../support/demo-bff.ts';

const PUBLIC = join(import.meta.dirname, '../../adapters/react-ui/public');
const shipped = (url: string) => existsSync(join(PUBLIC, url));

describe('pictures of the demo catalogue', () => {
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => stop?.());

  it('every model of the shop points at a picture the portal ships', async () => {
    const bff = await demoBff({ database: 'pglite' });
    stop = () => bff.close();
    const vehicles: { id: string; image_url: string | null }[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await bff.anonymous.get(`/portal/api/bff/catalogue/vehicles?page=${page}`);
      expect(answer.statusCode).toBe(200);
      const { data, total } = answer.json() as { data: typeof vehicles; total: number };
      vehicles.push(...data);
      if (data.length === 0 || vehicles.length >= total) break;
    }
    expect(vehicles.length).toBeGreaterThan(50);
    const missing = vehicles.filter((vehicle) => !vehicle.image_url || !shipped(vehicle.image_url));
    expect(missing.map((vehicle) => vehicle.id)).toEqual([]);
  });

  it('every car of the customers’ subscriptions has a picture by its product id', () => {
    const now = new Date();
    const ids = [...demoConsumerDeals(now), ...demoEditorDeals(now)]
      .map((deal) => (deal.car as { external_product_id?: string } | undefined)?.external_product_id)
      .filter((id): id is string => Boolean(id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !shipped(`/images/models/${id}.svg`))).toEqual([]);
  });

  it('pictures are small drawings without the car’s name written in them', () => {
    const picture = readFileSync(join(PUBLIC, 'images/models/bmw-i4.svg'), 'utf8');
    expect(picture.length).toBeLessThan(4_000);
    expect(picture).not.toMatch(/<text|BMW/);
  });
});
