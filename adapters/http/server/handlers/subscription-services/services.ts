import { err } from 'neverthrow';
import type { ServiceType } from '../../../../../core/service/rules.ts';
import {
  alternativeCarLink,
  alternativeCarShopLink,
  requestCarInventory,
  requestPurchaseOffer,
  requestService,
  type ServiceFailure,
  scheduleServiceLink,
} from '../../../../../core/service/use-cases.ts';
import { sqlServiceStore } from '../../../../sql/subscription-services-service.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Failure, Handler } from '../../handler.ts';
import { bodyFields } from './failures.ts';

const failureOf = (error: ServiceFailure): Failure => {
  switch (error.code) {
    case 'not_found':
    case 'forbidden':
      return { code: error.code };
    case 'not_eligible':
      return { code: 'not_eligible', message: error.message };
    case 'schedule_service_failed':
      return { code: 'schedule_service_failed', message: error.message };
    case 'invalid':
      return {
        code: 'bad_request',
        ...(error.message ? { message: error.message } : {}),
        ...(Object.keys(error.fields).length > 0 ? { fields: bodyFields(error.fields) } : {}),
      };
  }
};

type ServiceRequestBody = {
  car_id: string;
  requested_services: ServiceType[];
  comment?: string;
  street?: string;
  houseNumber?: string;
  postalCode?: string;
  city?: string;
};

export const serviceHandlers = (bff: BffContext): Record<string, Handler> => {
  const deps = {
    deals: bff.deals,
    services: sqlServiceStore(bff.db, bff.mailerFor, () => bff.clock.now()),
    workflow: bff.serviceWorkflow,
    tokens: bff.tokens,
    publicUrl: bff.settings.publicUrl,
  };
  const link = scheduleServiceLink(deps);
  const service = requestService(deps);
  const inventory = requestCarInventory(deps);
  const alternativeCar = alternativeCarLink(deps);
  const shopLink = alternativeCarShopLink(deps);
  const purchaseOffer = requestPurchaseOffer(deps);
  return {
    // The read writes nothing: the shop's page without a personal token.
    getAlternativeCarOfferingLink: async ({ user, params }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await shopLink(user, params.id ?? ''))
        .map((magic_link) => ({ body: { magic_link } }))
        .mapErr(failureOf);
    },
    createAlternativeCarOfferingLink: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { source } = (body ?? {}) as { source?: string };
      // A link with a token is never cached; each answer replaces the customer's earlier link.
      return (await alternativeCar(user, params.id ?? '', source ?? null, now))
        .map((magic_link) => ({ body: { magic_link }, headers: { 'cache-control': 'no-store' } }))
        .mapErr(failureOf);
    },
    getScheduleServiceLink: async ({ user, params, query }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { dealId } = query as { dealId?: string };
      return (await link(user, params.carId ?? '', dealId))
        .map((url) => ({ body: { url } }))
        .mapErr(failureOf);
    },
    requestService: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await service(user, params.id ?? '', body as ServiceRequestBody, now))
        .map(() => ({ body: { ok: true } }))
        .mapErr(failureOf);
    },
    requestCarInventory: async ({ user, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { car_id } = body as { car_id: string };
      const started = await inventory(user, car_id, now);
      // The workflow's post was queued with the request; it leaves now, not at the next round.
      if (started.isOk()) bff.webhookDelivery.nudge();
      return started.map(() => ({ body: { ok: true } })).mapErr(failureOf);
    },
    requestPurchaseOffer: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { comment } = body as { comment?: string };
      return (await purchaseOffer(user, params.id ?? '', comment ?? null, now))
        .map(() => ({ status: 202, body: { ok: true } }))
        .mapErr(failureOf);
    },
  };
};
