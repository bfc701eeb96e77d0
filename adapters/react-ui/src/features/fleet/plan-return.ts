/**
 * Where the business portal plans a return: the named modal of the wizards (MULTISTEP_EDIT_RETURN)
 * on the current page, for this deal
 * (`dealId`, features/wizards/modal-target.ts); a swap's new car is chosen in the shop.
 */
export const planReturnLink = (pathname: string, dealId: string): string =>
  `${pathname}?modalName=MULTISTEP_EDIT_RETURN&dealId=${encodeURIComponent(dealId)}`;

export const swapInShopLink = (dealId: string): string =>
  `/subscribe?swap_subscription_id=${encodeURIComponent(dealId)}`;
