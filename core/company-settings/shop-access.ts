/**
 * Shop access (business spec §6): a company may have its drivers' shop access withdrawn (requested
 * through the provider's contact); from then on only admins order vehicles — the cart and its
 * checkout, a swap's new car, a transition car. Drivers still manage the subscriptions assigned
 * to them. The one rule both the fleet and the business ordering calls ask.
 */
export const mayOrderVehicles = (role: string | null | undefined, driversShopAccess: boolean): boolean =>
  role === 'admin' || driversShopAccess;

/** Where a company's shop access is kept: one setting per company. */
export type ShopAccessRepository = {
  /** Whether the company's drivers may order; true unless the company had it withdrawn. */
  readonly driversShopAccess: (companyId: string) => Promise<boolean>;
};
