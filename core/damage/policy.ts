/**
 * The damage policy (consumer spec §2 "Damage policy page", §9 "Rim damage thresholds"): what counts
 * as a damage at the return, and its price. Below a threshold a mark is a normal sign of use.
 * The specification gives one price range ("about 100-400 EUR") for scratches and dents and no
 * prices per model, so every make and model shows the same range; the page still asks for make and
 * model, as the specification's page does, and names the car the prices are for.
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
  /** How the mark is measured: its length, or a dent's diameter. */
  readonly measure: 'length' | 'diameter';
  /** A mark longer (or wider) than this many millimetres is a damage. */
  readonly thresholdMm: number;
};

/** Scratches over 20 mm on aluminium, over 50 mm on steel, corrosion over 80 mm; paint scratch over 20 mm, dent over 10 mm diameter. */
export const DAMAGE_POLICY_ITEMS: readonly DamagePolicyItem[] = [
  { key: 'alloyRimScratch', measure: 'length', thresholdMm: 20 },
  { key: 'steelRimScratch', measure: 'length', thresholdMm: 50 },
  { key: 'rimCorrosion', measure: 'length', thresholdMm: 80 },
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

/** The damage prices of a make and model: each item with its threshold and price range. */
export const damagePricesFor = (_car: {
  readonly brandId: string;
  readonly modelId: string;
}): DamagePrice[] =>
  DAMAGE_POLICY_ITEMS.map((item) => ({
    ...item,
    minCents: DAMAGE_PRICE_RANGE.minCents,
    maxCents: DAMAGE_PRICE_RANGE.maxCents,
  }));
