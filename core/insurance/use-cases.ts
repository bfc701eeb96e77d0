import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { type DealAccessError, dealToChange, dealToRead } from '../deals/deal-for-user.ts';
import { deductiblesOf } from '../deals/deductibles.ts';
import { canUpgradeDeductible, canUpgradeInsurance } from '../deals/eligibility.ts';
import type { DealRepository, StoredDeal } from '../deals/ports.ts';
import type { LoyaltyLevelId } from '../loyalty/rules.ts';
import type { MileageStore } from '../mileage/ports.ts';
import { canChangeMileagePackage, mileagePackageOffers } from '../mileage/rules.ts';
import { type Cents, toEuros } from '../shared/money.ts';
import { INSURANCE_UPGRADE_NOT_POSSIBLE } from './messages.ts';
import type { InsuranceStore } from './ports.ts';
import {
  comfortProtectionPrice,
  FULL_COVERAGE_DEDUCTIBLE,
  type InsuranceType,
  insuranceTypeOf,
  PARTIAL_COVERAGE_DEDUCTIBLE_MAX,
  PREMIUM_PROTECTION_ADDON,
  withPremiumProtection,
} from './rules.ts';

export type InsuranceDeps = {
  readonly deals: Pick<DealRepository, 'findIn'>;
  readonly insurance: InsuranceStore;
  readonly mileage: Pick<MileageStore, 'packagePrices'>;
  /** The customer's loyalty level (consumer spec §6: Black gets comfort protection for free); none: no benefit. */
  readonly levelOf?: (userId: string) => Promise<LoyaltyLevelId>;
};

/** Premium protection's monthly price for this customer: 29 EUR, nothing for level Black. */
const premiumPriceFor = async (deps: Pick<InsuranceDeps, 'levelOf'>, user: User): Promise<Cents> =>
  deps.levelOf
    ? comfortProtectionPrice(PREMIUM_PROTECTION_ADDON.monthlyPrice, await deps.levelOf(user.id))
    : PREMIUM_PROTECTION_ADDON.monthlyPrice;

export type InsuranceFailure = DealAccessError | { readonly code: 'not_eligible'; readonly message: string };

export type Addon = {
  readonly addon_id: string;
  readonly pricing: { readonly amount: { readonly gross: Cents } };
  readonly attributes?: { readonly coverage: 'full' | 'partial' };
  readonly display_info: { readonly title: string };
};

/**
 * The protection group; mileage is not a group of its own but the flag canAddAdditionalMileage (the
 * mileage packages have their own call), so every group has the same shape.
 */
export type AddonGroup = {
  readonly group: 'insurance';
  readonly insurance_type: InsuranceType;
  readonly insurance_amount: number;
  readonly canUpgradeInsurance: boolean;
  readonly canAddAdditionalMileage: boolean;
  /** Deductibles in euros; the adapter formats them for de-DE. */
  readonly fullCoverageDeductibleEur: number;
  readonly partialCoverageDeductibleEur: number;
  readonly addons: Addon[];
};

/**
 * Whether premium protection can be booked: the add-on needs a CREATED or ACTIVE deal without it and
 * two months of minimum commitment left (business spec §5); the consumer portal offers the insurance
 * upgrade only before handover, in CREATED (consumer spec §4).
 */
const upgradeOpen = (
  user: Pick<User, 'kind'>,
  deal: StoredDeal,
  hasDeductibleAddon: boolean,
  now: Date,
): boolean => {
  const available = canUpgradeDeductible({ deal, addons: { hasDeductibleAddon } }, now);
  return user.kind === 'consumer'
    ? canUpgradeInsurance({ deal, addons: { canUpgradeInsurance: available } })
    : available;
};

/**
 * The protection group's verdicts as getAddons answers them to the deal's own kind of user: the
 * protection held and whether premium protection can be booked (the support CLI reads them too).
 */
export const protectionOf = (
  user: Pick<User, 'kind'>,
  deal: StoredDeal,
  bookedAddonIds: readonly string[],
  now: Date,
): { readonly insurance_type: InsuranceType; readonly canUpgradeInsurance: boolean } => {
  const hasDeductibleAddon = bookedAddonIds.includes(PREMIUM_PROTECTION_ADDON.addon_id);
  return {
    insurance_type: insuranceTypeOf(hasDeductibleAddon),
    canUpgradeInsurance: upgradeOpen(user, deal, hasDeductibleAddon, now),
  };
};

const premiumAddon = (price: Cents): Addon => ({
  addon_id: PREMIUM_PROTECTION_ADDON.addon_id,
  pricing: { amount: { gross: price } },
  attributes: { coverage: PREMIUM_PROTECTION_ADDON.coverage },
  display_info: { title: PREMIUM_PROTECTION_ADDON.title },
});

/** The add-on groups of a deal (consumer spec §3 "Addons"): protection with its deductibles; whether mileage can be added. */
export const addonGroups =
  ({ deals, insurance, mileage, levelOf }: InsuranceDeps) =>
  async (
    user: User,
    request: { readonly productId: string; readonly subscriptionId: string },
    now: Date,
  ): Promise<Result<AddonGroup[], InsuranceFailure>> => {
    const found = await dealToRead(deals, user, request.subscriptionId);
    if (found.isErr()) return err(found.error);
    const deal = found.value;
    const product = deal.car?.external_product_id;
    if (product && product !== request.productId) return err({ code: 'not_found' });
    const [booked, prices] = await Promise.all([insurance.addonsOf(deal.id), mileage.packagePrices()]);
    const hasDeductibleAddon = booked.includes(PREMIUM_PROTECTION_ADDON.addon_id);
    const canUpgrade = upgradeOpen(user, deal, hasDeductibleAddon, now);
    const packages = canChangeMileagePackage(deal) ? mileagePackageOffers(deal, prices) : [];
    const deductibles = deductiblesOf(deal);
    const groups: AddonGroup[] = [
      {
        group: 'insurance',
        insurance_type: insuranceTypeOf(hasDeductibleAddon),
        insurance_amount: typeof deal.insurance_amount === 'number' ? deal.insurance_amount : 0,
        canUpgradeInsurance: canUpgrade,
        canAddAdditionalMileage: packages.length > 0,
        fullCoverageDeductibleEur: deductibles.fullCoverageEur ?? toEuros(FULL_COVERAGE_DEDUCTIBLE),
        partialCoverageDeductibleEur:
          deductibles.partialCoverageEur ?? toEuros(PARTIAL_COVERAGE_DEDUCTIBLE_MAX),
        addons: canUpgrade ? [premiumAddon(await premiumPriceFor({ levelOf }, user))] : [],
      },
    ];
    return ok(groups);
  };

/**
 * Books premium protection (29 EUR a month; full-coverage deductible 500 instead of 1,000 EUR). The
 * deal shows the new insurance amount and deductibles at once.
 */
export const bookPremiumProtection =
  ({ deals, insurance, levelOf }: InsuranceDeps) =>
  async (
    user: User,
    dealId: string,
    addonId: string,
    now: Date,
  ): Promise<Result<StoredDeal, InsuranceFailure>> => {
    const found = await dealToChange(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    if (addonId !== PREMIUM_PROTECTION_ADDON.addon_id) return err({ code: 'not_found' });
    const price = await premiumPriceFor({ levelOf }, user);
    return insurance.inTransaction(async (changes) => {
      const deal = await changes.lockDeal(found.value.id);
      if (!deal) return err({ code: 'not_found' });
      const hasDeductibleAddon = (await changes.addonsOf(deal.id)).includes(addonId);
      if (!upgradeOpen(user, deal, hasDeductibleAddon, now))
        return err({ code: 'not_eligible', message: INSURANCE_UPGRADE_NOT_POSSIBLE });
      const changed: StoredDeal = {
        ...deal,
        ...withPremiumProtection(
          {
            insurance_amount: typeof deal.insurance_amount === 'number' ? deal.insurance_amount : null,
            damage_deductible_teilkasko: deal.damage_deductible_teilkasko ?? null,
          },
          price,
        ),
      };
      await changes.recordBooking({
        dealId: deal.id,
        userId: user.id,
        addonId,
        monthlyPrice: price,
        at: now,
      });
      await changes.saveDeal(changed);
      return ok(changed);
    });
  };
