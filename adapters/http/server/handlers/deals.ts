import { err, ok } from 'neverthrow';
import { dealScopeOf } from '../../../../core/deals/access.ts';
import type { DealRepository } from '../../../../core/deals/ports.ts';
import type { Handler } from '../handler.ts';

export const dealHandlers = (deals: DealRepository): Record<string, Handler> => ({
  getDeals: async ({ user }) => {
    if (!user) return err({ code: 'unauthorized' });
    return ok({ body: { data: await deals.listIn(dealScopeOf(user)) } });
  },
  getDealDetails: async ({ user, params }) => {
    if (!user) return err({ code: 'unauthorized' });
    const deal = await deals.findIn(dealScopeOf(user), params.id ?? '');
    return deal ? ok({ body: { data: deal } }) : err({ code: 'not_found' });
  },
});
