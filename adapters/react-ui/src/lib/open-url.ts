import type { Browser } from '../app/services.ts';

/**
 * Consumer spec §9 "Open-URL delay 100 ms": a page the portal leads to (the alternative car's magic
 * link, the payment provider's confirmation) opens 100 ms after it is asked for, so what the click
 * started on the page (a closing modal, a toast) is rendered before the browser leaves.
 */
export const OPEN_URL_DELAY_MS = 100;

export const openUrl = (browser: Pick<Browser, 'assign'>, url: string): void => {
  setTimeout(() => browser.assign(url), OPEN_URL_DELAY_MS);
};
