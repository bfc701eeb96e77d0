/**
 * The cars' pictures in a real Chromium: on /subscribe, a model's page, /mycars and a car's page
 * every picture loads (no broken image, no 404 in the console), names its car in the alt text and
 * holds its place before it loads; the pages stay free of accessibility violations.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { signInAsBusiness } from './support/business.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

/** Every picture request that failed, for the whole life of the page. */
const failedPictures = (page: Page): string[] => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') failed.push(`failed ${request.url()}`);
  });
  return failed;
};

type ShownPicture = { alt: string; loaded: boolean; width: string | null; height: string | null };

/** The pictures of the main content once they are all in (lazy ones scrolled into view first). */
const picturesOf = async (page: Page): Promise<ShownPicture[]> => {
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[data-loading], .fui-Spinner').first().waitFor({ state: 'detached' });
  for (const picture of await page.locator('main img').all()) await picture.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete),
  );
  return page.locator('main img').evaluateAll((images) =>
    images.map((image) => {
      const img = image as HTMLImageElement;
      return {
        alt: img.alt,
        loaded: img.naturalWidth > 0,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      };
    }),
  );
};

const expectWholePictures = (pictures: readonly ShownPicture[]) => {
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((picture) => !picture.loaded || picture.alt.trim() === '')).toEqual([]);
  expect(pictures.filter((picture) => picture.width !== '640' || picture.height !== '360')).toEqual([]);
};

describe('pictures of the cars', () => {
  it('shows a picture of every model in the shop and on its page, as the fleet admin', async () => {
    const page = await portal.newPage();
    const failed = failedPictures(page);
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await page.goto('/subscribe');
    const list = await picturesOf(page);
    expectWholePictures(list);
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(await accessibilityViolations(page, '/subscribe')).toEqual([]);
    await page.goto('/subscribe/models/vw-id3');
    const model = await picturesOf(page);
    expectWholePictures(model);
    expect(model.map((picture) => picture.alt)).toContain('Volkswagen ID.3 Pro');
    expect(await accessibilityViolations(page, '/subscribe/models/vw-id3')).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('shows the customer’s own cars with their model’s picture', async () => {
    const page = await portal.newPage();
    const failed = failedPictures(page);
    await signIn(page, 'kunde@demo.example');
    const cars = await picturesOf(page);
    expectWholePictures(cars);
    expect(cars.map((picture) => picture.alt)).toContain('Volkswagen ID.4 Pro');
    await page.goto('/mycars/d-1001');
    const car = await picturesOf(page);
    expectWholePictures(car);
    expect(car.map((picture) => picture.alt)).toEqual(['Volkswagen ID.4 Pro']);
    expect(await accessibilityViolations(page, '/mycars/d-1001')).toEqual([]);
    expect(failed).toEqual([]);
  });
});
