import { isBuyCarException } from '../content/visibility.ts';
import { actionsFor } from './actions.ts';
import type { DealContext } from './types.ts';

/**
 * "Buy car" is one of the extend-subscription selector's options, offered with the follow-up options
 * (consumer spec §2, §4: ACTIVE, not a same-day swap, prolongation or transition vehicle); the buy-car
 * exception (a VIN and days to the end within the configured bounds, §5, §9) opens it otherwise.
 */
export const canRequestPurchaseOffer = (ctx: DealContext, now: Date): boolean =>
  actionsFor(ctx, now).includes('follow_up_options') || isBuyCarException(ctx.deal, now);
