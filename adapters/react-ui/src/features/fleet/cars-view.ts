import {
  ACTION_FILTERS,
  type ActionFilter,
  CARS_PAGE_SIZE,
  CARS_SORTS,
  type CarsSort,
  RENEWABILITY_FILTERS,
  type RenewabilityFilter,
} from '../../../../../core/fleet/cars-list.ts';
import type { CarsTab } from '../../../../../core/fleet/cars-tabs.ts';

/**
 * What /cars/{tab} shows, kept in the URL so a view can be reloaded, shared and gone back to: the tab
 * is the path, search, filters, sort and page the query
 * (?search=&renewability=&action=&company=&sort=&page=), and the windows and month the fleet
 * overview's figures lead to.
 */
export type CarsView = {
  readonly tab: CarsTab;
  readonly search: string;
  readonly renewability: RenewabilityFilter;
  /** "Aktion erforderlich": every car, or only those that need the fleet manager. */
  readonly action: ActionFilter;
  readonly companyId: string;
  readonly sort: CarsSort;
  readonly page: number;
  /** The return window the fleet overview's returns lead to (?returns_from=&returns_to=); '' for none. */
  readonly returnsFrom: string;
  readonly returnsTo: string;
  /** The handover window the fleet overview's handovers lead to (?handovers_from=&handovers_to=); '' for none. */
  readonly handoversFrom: string;
  readonly handoversTo: string;
  /** The month (YYYY-MM) the fleet overview's cost of a month leads to (?cost_month=); '' for none. */
  readonly costMonth: string;
};

const dayOf = (text: string | null): string => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');

const monthOf = (text: string | null): string => (text && /^\d{4}-\d{2}$/.test(text) ? text : '');

const oneOf = <T extends string>(values: readonly T[], text: string | null, fallback: T): T =>
  text !== null && (values as readonly string[]).includes(text) ? (text as T) : fallback;

export const carsViewOf = (tab: CarsTab, params: URLSearchParams): CarsView => {
  const page = Number(params.get('page'));
  return {
    tab,
    search: params.get('search') ?? '',
    renewability: oneOf(RENEWABILITY_FILTERS, params.get('renewability'), 'all'),
    action: oneOf(ACTION_FILTERS, params.get('action'), 'all'),
    companyId: params.get('company') ?? '',
    sort: oneOf(CARS_SORTS, params.get('sort'), 'default'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    returnsFrom: dayOf(params.get('returns_from')),
    returnsTo: dayOf(params.get('returns_to')),
    handoversFrom: dayOf(params.get('handovers_from')),
    handoversTo: dayOf(params.get('handovers_to')),
    costMonth: monthOf(params.get('cost_month')),
  };
};

/** The query of a view; defaults are left out, so the plain tab is a plain path. */
export const searchParamsOf = (view: CarsView): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('search', view.search);
  if (view.renewability !== 'all') params.set('renewability', view.renewability);
  if (view.action !== 'all') params.set('action', view.action);
  if (view.companyId) params.set('company', view.companyId);
  if (view.sort !== 'default') params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.returnsFrom) params.set('returns_from', view.returnsFrom);
  if (view.returnsTo) params.set('returns_to', view.returnsTo);
  if (view.handoversFrom) params.set('handovers_from', view.handoversFrom);
  if (view.handoversTo) params.set('handovers_to', view.handoversTo);
  if (view.costMonth) params.set('cost_month', view.costMonth);
  return params;
};

export const hrefOf = (view: CarsView): string => {
  const query = searchParamsOf(view).toString();
  return `/cars/${view.tab}${query ? `?${query}` : ''}`;
};

/** The BFF's query for the view: one page of it, or (export) the whole view. */
export const listQueryOf = (view: CarsView, paged: boolean) => ({
  tab: view.tab,
  search: view.search.trim(),
  renewability: view.renewability,
  ...(view.action !== 'all' ? { action: view.action } : {}),
  ...(view.companyId ? { companyId: view.companyId } : {}),
  sort: view.sort,
  ...(view.returnsFrom ? { returnsFrom: view.returnsFrom } : {}),
  ...(view.returnsTo ? { returnsTo: view.returnsTo } : {}),
  ...(view.handoversFrom ? { handoversFrom: view.handoversFrom } : {}),
  ...(view.handoversTo ? { handoversTo: view.handoversTo } : {}),
  ...(view.costMonth ? { costMonth: view.costMonth } : {}),
  ...(paged ? { page: view.page, pageSize: CARS_PAGE_SIZE } : {}),
});
