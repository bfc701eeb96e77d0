import { err, ok, type Result } from 'neverthrow';
import { type Cents, cents } from '../shared/money.ts';
import { type CatalogueModel, priceForTerm } from './types.ts';

/**
 * A car as it is configured for the cart (business spec §3 "Cart"): term, km package, protection
 * package with its deductible, tyre and windscreen protection. The surcharges are ours where the
 * specification is silent; premium protection is 29 EUR a month and halves the full-coverage
 * deductible from 1,000 to 500 EUR, tyre and windscreen protection has no deductible (spec §9).
 */
export const PROTECTION_PACKAGES = ['base', 'comfort', 'premium', 'exklusiv'] as const;
export type ProtectionPackage = (typeof PROTECTION_PACKAGES)[number];

export const PROTECTION: Readonly<
  Record<ProtectionPackage, { readonly surcharge: Cents; readonly deductible: Cents }>
> = {
  base: { surcharge: cents(0), deductible: cents(100_000) },
  comfort: { surcharge: cents(1_500), deductible: cents(75_000) },
  premium: { surcharge: cents(2_900), deductible: cents(50_000) },
  exklusiv: { surcharge: cents(4_900), deductible: cents(25_000) },
};

export const TIRE_AND_WINDSHIELD_SURCHARGE: Cents = cents(1_000);

/** Kilometres per month; the first is included in the listed rate. */
export const KM_PACKAGE_SURCHARGES: ReadonlyMap<number, Cents> = new Map([
  [1_500, cents(0)],
  [2_000, cents(3_500)],
  [2_500, cents(7_000)],
  [3_000, cents(10_500)],
  [4_000, cents(17_500)],
  [5_000, cents(24_500)],
]);

export type Configuration = {
  readonly term: number;
  readonly kmPackage: number;
  readonly protection: ProtectionPackage;
  readonly tireAndWindshield: boolean;
};

export type ConfigurationError =
  | { readonly code: 'term_unavailable' }
  | { readonly code: 'km_package_invalid' };

/** The monthly rate of a configured car, or why it cannot be configured so (stock aside). */
export const configuredMonthlyPrice = (
  model: Pick<CatalogueModel, 'prices'>,
  configuration: Configuration,
): Result<Cents, ConfigurationError> => {
  const price = priceForTerm(model, configuration.term);
  if (!price) return err({ code: 'term_unavailable' });
  const km = KM_PACKAGE_SURCHARGES.get(configuration.kmPackage);
  if (km === undefined) return err({ code: 'km_package_invalid' });
  return ok(
    cents(
      price.monthly +
        km +
        PROTECTION[configuration.protection].surcharge +
        (configuration.tireAndWindshield ? TIRE_AND_WINDSHIELD_SURCHARGE : 0),
    ),
  );
};
