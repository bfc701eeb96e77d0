import type { FormDefinition } from './form-engine.ts';
import type { VisibilityRule } from './visibility.ts';

/** The portals' locales (business spec §1). */
export const CONTENT_LOCALES = ['de-DE', 'en-DE', 'en-US'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
/** German first (consumer §1): content missing in a locale is served in German. */
export const FALLBACK_LOCALE: ContentLocale = 'de-DE';

/**
 * The module types the subscription pages are built from (consumer §2 "Modules on the subscription
 * pages"); the UI renders each by its type and warns about an unknown one (consumer §8).
 */
export const MODULE_TYPES = [
  'vehicle-details',
  'order-status',
  'services',
  'damage-reports',
  'documents',
  'category-subscription-info',
  'return-info',
  'return-status',
  'invoices',
  'buy-car',
  'deductibles',
  'insurance-type',
  'my-account',
  'drivers-list',
  'steps',
  'data-list',
  'divider',
  'emergency-call',
  'accordion',
  'referral-promo',
  'loyalty',
  'chat-widget',
  // The earlier-delivery offer of an ordered car (docs/bff/preponement.md).
  'accept-preponement',
  // Where /mycars places the customer's subscriptions among its content (docs/ui/content.md "Content pages").
  'deals-list',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export type ContentModule = {
  readonly id: string;
  readonly type: ModuleType;
  /** What the module shows: texts, links, which actions; open per type. */
  readonly props: Readonly<Record<string, unknown>>;
  readonly visibility?: VisibilityRule;
  /** Hours a deal must exist before the module shows; default 24 (consumer §9). */
  readonly minHoursAfterCreation?: number;
};

export type ContentPage = {
  readonly slug: string;
  readonly locale: ContentLocale;
  readonly title: string;
  readonly modules: readonly ContentModule[];
};

export type LocalisedForm = FormDefinition & { readonly locale: ContentLocale };
