/**
 * Where the business portal plans a return and prolongs: the named modals of the wizards
 * (MULTISTEP_EDIT_RETURN, extend-subscription-selector) on the current page, for this deal
 * (`dealId`, features/wizards/modal-target.ts); a swap's new car is chosen in the shop.
 */
export const planReturnLink = (pathname: string, dealId: string): string =>
  `${pathname}?modalName=MULTISTEP_EDIT_RETURN&dealId=${encodeURIComponent(dealId)}`;

export const prolongLink = (pathname: string, dealId: string): string =>
  `${pathname}?modalName=extend-subscription-selector&dealId=${encodeURIComponent(dealId)}`;

export const swapInShopLink = (dealId: string): string =>
  `/subscribe?swap_subscription_id=${encodeURIComponent(dealId)}`;
