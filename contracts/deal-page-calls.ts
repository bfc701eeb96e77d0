import { isModuleVisible, parseModuleVisibility } from '../core/content/visibility.ts';
import { actionsFor } from '../core/deals/actions.ts';
import { loadsHandover } from '../core/deals/context.ts';
import { followUpIdOf } from '../core/deals/follow-up.ts';
import { statusModuleOf } from '../core/deals/status-module.ts';
import { CAR_DETAILS_PAGE, MY_CARS_PAGE } from './content-pages.ts';
import {
  type Answered,
  type DataOf,
  type DealPageCalls,
  dataOf,
  type FirstCall,
  type FirstPage,
  SESSION,
} from './first-calls.ts';

/*
 * The first calls of the deal pages, part of the first-call table (first-calls.ts): what /mycars
 * and /mycars/{id} ask for in their first render, read from the deals, their content pages and
 * core's rules. A module of its own so that the portal loads it with those pages only.
 */

type Deal = DataOf<'getDealDetails'>;

type ShownModule = { readonly type: string; readonly props?: Readonly<Record<string, unknown>> | null };

/**
 * A content page's modules that show for the data at the moment, by core's visibility rules: what
 * the first-call table (first-calls.ts) reads to know which modules' calls a page makes. A module
 * whose visibility cannot be read does not show, as on the page.
 */
const shownModules = (
  modules: readonly unknown[],
  data: Readonly<Record<string, unknown>>,
  now: Date,
): readonly ShownModule[] =>
  modules.flatMap((module) => {
    const visibility = parseModuleVisibility(module);
    return visibility.isOk() && isModuleVisible(visibility.value, data, now) ? [module as ShownModule] : [];
  });

const shownModuleTypes = (
  modules: readonly unknown[],
  data: Readonly<Record<string, unknown>>,
  now: Date,
): readonly string[] => shownModules(modules, data, now).map((module) => module.type);

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether the car page shows "Service-Termin vereinbaren", whose link asks for the car's booking
 * place (components/ScheduleServiceLink.tsx, consumer spec §7 `deals/schedule-service/{carId}`): in
 * the vehicle details' footer when core's actions offer `schedule_service` (VehicleDetails), or in
 * the services module when its content lists it with a target (ServicesModule). A car without a
 * car id asks for nothing.
 */
const showsScheduleService = (modules: readonly ShownModule[], deal: Deal, now: Date): boolean =>
  Boolean(deal.car_id) &&
  modules.some((module) => {
    if (module.type === 'vehicle-details')
      return (
        module.props?.showFooterActions !== false &&
        actionsFor({ deal: deal as Parameters<typeof actionsFor>[0]['deal'] }, now).includes(
          'schedule_service',
        )
      );
    if (module.type !== 'services' || !Array.isArray(module.props?.actions)) return false;
    return module.props.actions.some(
      (action) =>
        isRecord(action) &&
        action.id === 'schedule-service' &&
        (typeof action.modal === 'string' || typeof action.to === 'string'),
    );
  });

/**
 * What a deal's card or page asks for the deal itself (useDealContext and the status note): its
 * handover and delivery confidence when it is a CREATED subscription, a bridging car's follow-up
 * deal and its handover, the order or return steps it shows.
 */
const dealCalls = (deal: Deal): FirstCall[] => {
  const params = { id: deal.id };
  const followUp = followUpIdOf(deal);
  const status = statusModuleOf(deal);
  const calls: FirstCall[] = [];
  if (loadsHandover(deal))
    calls.push({ route: 'getHandover', params }, { route: 'getHandoverMetadata', params });
  if (followUp)
    calls.push(
      { route: 'getDealDetails', params: { id: followUp } },
      { route: 'getHandover', params: { id: followUp } },
    );
  if (status === 'order') calls.push({ route: 'getOrderStatus', params });
  if (status === 'return') calls.push({ route: 'getReturnStatus', params });
  return calls;
};

/**
 * The calls of the car details' content modules (features/mycars/modules), by the content's
 * module type; a type not named asks for nothing. The insurance module's add-ons are a POST read
 * (`/api/addons`), which a page does not hold: its card keeps its place while it loads.
 */
const MODULE_CALLS: Readonly<
  Record<string, (deal: Deal, user: DataOf<'getSession'> | undefined) => FirstCall[]>
> = {
  'order-status': (deal) => [
    { route: 'getOrderStatus', params: { id: deal.id } },
    ...(loadsHandover(deal) ? [{ route: 'getHandover', params: { id: deal.id } } as const] : []),
  ],
  'accept-preponement': (deal, user) =>
    user?.kind === 'consumer' ? [{ route: 'getPreponementOffer', params: { id: deal.id } }] : [],
  'damage-reports': (deal) => [
    { route: 'getDamageReports', params: { id: deal.id } },
    { route: 'getIncidentDamages', params: { id: deal.id } },
  ],
  documents: (deal) => [{ route: 'getDocuments', query: { dealId: deal.id } }],
  'return-status': (deal) => [
    { route: 'getReturnStatus', params: { id: deal.id } },
    { route: 'getReturn', params: { id: deal.id } },
  ],
  invoices: (deal) => [{ route: 'getInvoices', query: { dealId: deal.id } }],
};

/** /mycars/{id}: the deal and its content page, then what the deal's visible modules ask for. */
const carDetailsCalls = (page: FirstPage, id: string, answered: Answered): FirstCall[] => {
  const dealCall: FirstCall = { route: 'getDealDetails', params: { id } };
  const contentCall: FirstCall = {
    route: 'getContentPage',
    params: { slug: CAR_DETAILS_PAGE },
    query: { locale: page.locale },
  };
  const first = [dealCall, contentCall];
  const deal = dataOf('getDealDetails', answered(dealCall));
  if (!deal) return first;
  const user = dataOf('getSession', answered(SESSION));
  const params = { id: deal.id };
  const handoverCall: FirstCall = { route: 'getHandover', params };
  const returnCall: FirstCall = { route: 'getReturn', params };
  const second = [
    ...dealCalls(deal),
    ...(loadsHandover(deal) ? [handoverCall] : []),
    ...(deal.return_type ? [returnCall] : []),
  ];
  const content = dataOf('getContentPage', answered(contentCall));
  // The modules show once the handover is known (a CREATED deal would show its banners wrongly).
  const handover = loadsHandover(deal) ? answered(handoverCall) : undefined;
  if (!content || (loadsHandover(deal) && handover === undefined)) return [...first, ...second];
  const returnData = deal.return_type ? answered(returnCall) : undefined;
  const data = { deal, customer: { kind: user?.kind }, handover, returnData };
  const modules = shownModules(content.modules, data, page.now);
  const third = modules.flatMap((module) => MODULE_CALLS[module.type]?.(deal, user) ?? []);
  const scheduleService: FirstCall[] = showsScheduleService(modules, deal, page.now)
    ? [{ route: 'getScheduleServiceLink', params: { carId: deal.car_id ?? '' }, query: { dealId: deal.id } }]
    : [];
  return [...first, ...second, ...third, ...scheduleService];
};

/** /mycars: the deals and the page's content, then each card's calls and the referral link's. */
const myCarsCalls = (page: FirstPage, answered: Answered): FirstCall[] => {
  const dealsCall: FirstCall = { route: 'getDeals' };
  const contentCall: FirstCall = {
    route: 'getContentPage',
    params: { slug: MY_CARS_PAGE },
    query: { locale: page.locale },
  };
  const deals = dataOf('getDeals', answered(dealsCall)) ?? [];
  const content = dataOf('getContentPage', answered(contentCall));
  const user = dataOf('getSession', answered(SESSION));
  const referral =
    content &&
    user &&
    shownModuleTypes(content.modules, { customer: { kind: user.kind } }, page.now).includes('referral-promo')
      ? [{ route: 'getReferralLink', params: { email: user.email } } as const]
      : [];
  return [dealsCall, contentCall, ...deals.flatMap(dealCalls), ...referral];
};

/** The deal pages' part of the first-call table. */
export const dealPageCalls: DealPageCalls = { myCars: myCarsCalls, carDetails: carDetailsCalls };
