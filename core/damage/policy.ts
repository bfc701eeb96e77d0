/**
 * The damage policy (consumer spec §2 "Damage policy page", §9 "Rim damage thresholds"): what counts
 * as a damage at the return, and its price. Below a threshold a mark is a normal sign of use.
 * The specification gives one price range ("about 100-400 EUR") for scratches and dents; a repair
 * costs more on a dearer car (paint, parts, rims), so each model gets its own part of that range,
 * placed by its monthly rate within the catalogue's rates (§9 "price range 139 to 1989").
 */

export const DAMAGE_POLICY_ITEM_KEYS = [
  'alloyRimScratch',
  'steelRimScratch',
  'rimCorrosion',
  'paintScratch',
  'dent',
] as const;
export type DamagePolicyItemKey = (typeof DAMAGE_POLICY_ITEM_KEYS)[number];

export type DamagePolicyItem = {
  readonly key: DamagePolicyItemKey;
  /**
   * The picture of a rim damage (consumer spec §3 "Damage items for alloy rims and steel rims: name,
   * key, image_url"), a path of the portal's static images; paint damage has none.
   */
  readonly image_url?: string;
  /** How the mark is measured: its length, or a dent's diameter. */
  readonly measure: 'length' | 'diameter';
  /** A mark longer (or wider) than this many millimetres is a damage. */
  readonly thresholdMm: number;
};

/** Scratches over 20 mm on aluminium, over 50 mm on steel, corrosion over 80 mm; paint scratch over 20 mm, dent over 10 mm diameter. */
export const DAMAGE_POLICY_ITEMS: readonly DamagePolicyItem[] = [
  {
    key: 'alloyRimScratch',
    measure: 'length',
    thresholdMm: 20,
    image_url: '/images/damage/alloy-rim-scratch.svg',
  },
  {
    key: 'steelRimScratch',
    measure: 'length',
    thresholdMm: 50,
    image_url: '/images/damage/steel-rim-scratch.svg',
  },
  { key: 'rimCorrosion', measure: 'length', thresholdMm: 80, image_url: '/images/damage/rim-corrosion.svg' },
  { key: 'paintScratch', measure: 'length', thresholdMm: 20 },
  { key: 'dent', measure: 'diameter', thresholdMm: 10 },
];

/** "Scratch or dent price range about 100-400 EUR", in cents. */
export const DAMAGE_PRICE_RANGE = { minCents: 10_000, maxCents: 40_000 } as const;

/** Whether a mark of this size is a damage (strictly over the threshold) or a sign of use. */
export const isChargeableDamage = (key: DamagePolicyItemKey, sizeMm: number): boolean => {
  const item = DAMAGE_POLICY_ITEMS.find((candidate) => candidate.key === key);
  return item !== undefined && sizeMm > item.thresholdMm;
};

export type DamagePrice = DamagePolicyItem & { readonly minCents: number; readonly maxCents: number };

/** The catalogue's monthly rates (consumer spec §9 "price range 139 to 1989"), in cents. */
export const CATALOGUE_RATE_RANGE = { minCents: 13_900, maxCents: 198_900 } as const;
/** How wide one model's price range is: half of the whole 100-400 EUR. */
export const MODEL_DAMAGE_RANGE_WIDTH_CENTS = 15_000;
/** Prices are whole 5 euros. */
const PRICE_STEP_CENTS = 500;

/**
 * A model's price range for a damage: the cheapest model of the catalogue pays 100-250 EUR, the
 * dearest 250-400 EUR, the others in between by their lowest monthly rate. A model without a known
 * rate gets the whole range, as nothing places it.
 */
export const damagePriceRangeOf = (cheapestRateCents: number | null | undefined) => {
  if (typeof cheapestRateCents !== 'number' || !Number.isFinite(cheapestRateCents))
    return { minCents: DAMAGE_PRICE_RANGE.minCents, maxCents: DAMAGE_PRICE_RANGE.maxCents };
  const span = CATALOGUE_RATE_RANGE.maxCents - CATALOGUE_RATE_RANGE.minCents;
  const position = Math.min(1, Math.max(0, (cheapestRateCents - CATALOGUE_RATE_RANGE.minCents) / span));
  const room = DAMAGE_PRICE_RANGE.maxCents - DAMAGE_PRICE_RANGE.minCents - MODEL_DAMAGE_RANGE_WIDTH_CENTS;
  const minCents =
    DAMAGE_PRICE_RANGE.minCents + Math.round((position * room) / PRICE_STEP_CENTS) * PRICE_STEP_CENTS;
  return { minCents, maxCents: minCents + MODEL_DAMAGE_RANGE_WIDTH_CENTS };
};

/** The damage prices of a model: each item with its threshold and the model's price range. */
export const damagePricesFor = (model: { readonly cheapestRateCents?: number | null }): DamagePrice[] => {
  const range = damagePriceRangeOf(model.cheapestRateCents);
  return DAMAGE_POLICY_ITEMS.map((item) => ({ ...item, ...range }));
};
