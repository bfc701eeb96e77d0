import * as t from 'io-ts';
import { RETURN_TYPES } from '../../core/deals/types.ts';
import { DateText, nullable, oneOf } from '../codecs.ts';
import { LOCALES } from '../locales.ts';
import { CONSUMER_ACTIVE_DEAL, CONSUMER_CREATED_DEAL, data, get, SIGNED_OUT } from '../route-builders.ts';
import { RETURN_BOOKED } from './return.ts';

/**
 * Headless content: pages of modules and form definitions per locale (consumer spec §1, §2, §5),
 * and the order-status and return-status steps the modules of the same names show (consumer §4).
 * Module props, visibility rules and form fields stay open records here: core/content parses them
 * (parseModuleVisibility, parseFormDefinition) and turns a broken definition into an error value
 * with its place in the content instead of a decoding failure of the whole page.
 */

/** The portals' locales (business spec §1); the other area files take them from here. */
export { LOCALES };
export const Locale = oneOf(LOCALES, 'Locale');

const ContentModule = t.intersection([
  t.type({ id: t.string, type: t.string }),
  t.partial({
    props: t.UnknownRecord,
    /** A visibility rule (consumer §5 rule types); parsed by core/content/visibility.ts. */
    visibility: t.unknown,
    /** Hours a deal must exist before the module shows; default 24 (consumer §9). */
    minHoursAfterCreation: t.unknown,
    /** Only for content editors (consumer §6). */
    editUrl: t.string,
  }),
]);

const ContentPage = t.type({
  slug: t.string,
  locale: Locale,
  title: t.string,
  modules: t.array(ContentModule),
});

/** core/content/form-engine.ts FormDefinition: the frame is typed, what the engine parses is not. */
const FormStep = t.intersection([
  t.type({ id: t.string, fields: t.array(t.UnknownRecord) }),
  t.partial({ title: t.string, visibility: t.unknown, endpoint: t.UnknownRecord }),
]);

const FormDefinition = t.type({ id: t.string, locale: Locale, steps: t.array(FormStep) });

/**
 * Consumer §4 lists the steps but not the rules for moving between them: the backend knows where a
 * deal stands, so these are deal reads rather than content. (They would sit with core/deals/types.ts'
 * lists; this file is where the contract for them was designed.)
 */
export const ORDER_STATUS_STEPS = [
  'customer_verified',
  'delivery_confirmation',
  'car_arrived_at_compound',
  'car_ready_for_delivery',
  'car_in_delivery',
  'car_in_transit_to_pickup_station',
  'car_ready_for_pickup',
  'delivery_completed',
  'pickup_completed',
] as const;
export const RETURN_STATUS_STEPS = [
  'return_booked',
  'return_confirmed',
  'prepare_car_for_return',
  'return_in_progress',
  'final_invoice',
  'return_completed',
] as const;
export const STEP_PROGRESS = ['completed', 'current', 'upcoming'] as const;

const stepOf = <C extends t.Mixed>(id: C) =>
  t.intersection([
    t.type({ id, progress: oneOf(STEP_PROGRESS, 'StepProgress') }),
    t.partial({ completed_at: nullable(DateText) }),
  ]);

/** Only the steps of the deal's way: delivery to the door or pickup at the station. */
const OrderStatus = t.type({
  handover_kind: t.keyof({ delivery: null, self_pickup: null }),
  steps: t.array(stepOf(oneOf(ORDER_STATUS_STEPS, 'OrderStatusStep'))),
});

/** return_in_progress reads differently for pickup and self-return, hence the return type. */
const ReturnStatus = t.type({
  return_type: nullable(oneOf(RETURN_TYPES, 'ReturnType')),
  steps: t.array(stepOf(oneOf(RETURN_STATUS_STEPS, 'ReturnStatusStep'))),
});

const upcoming = (id: string) => ({ id, progress: 'upcoming' });

export const contentRoutes = {
  getContentPage: get({
    name: 'getContentPage',
    path: '/portal/api/bff/content/pages/{slug}',
    query: t.partial({ locale: Locale }),
    response: data(ContentPage),
    errors: ['not_found'],
    access: 'public',
    summary:
      'A page of content modules (type, open props, visibility rule) for a locale, default de-DE; editors also get editing links.',
    area: 'content',
    example: {
      state: 'the content page car-details exists',
      params: { slug: 'car-details' },
      query: { locale: 'de-DE' },
      response: {
        data: {
          slug: 'car-details',
          locale: 'de-DE',
          title: 'Fahrzeugdetails',
          modules: [
            { id: 'm-1', type: 'vehicle-details', props: { showFooterActions: true } },
            {
              id: 'm-2',
              type: 'order-status',
              props: {},
              visibility: { type: 'equal', field: 'deal.state', value: 'CREATED' },
              minHoursAfterCreation: 0,
            },
          ],
        },
      },
    },
    errorExamples: [
      {
        state: 'the content page car-details exists',
        params: { slug: 'no-such-page' },
        status: 404,
        code: 'not_found',
      },
    ],
  }),
  getFormDefinition: get({
    name: 'getFormDefinition',
    path: '/portal/api/bff/content/forms/{id}',
    query: t.partial({ locale: Locale }),
    response: data(FormDefinition),
    errors: ['not_found'],
    // Content, not customer data; the newsletter form of the footer is shown to visitors too.
    access: 'public',
    summary:
      'A multi-step form definition for a locale: steps, fields with their validation schema, visibility rules, endpoint.',
    area: 'content',
    example: {
      state: 'the form cancelation exists',
      params: { id: 'cancelation' },
      query: { locale: 'de-DE' },
      response: {
        data: {
          id: 'cancelation',
          locale: 'de-DE',
          steps: [
            {
              id: 'reason',
              title: 'Warum möchtest du kündigen?',
              fields: [{ name: 'cancelation_reason_code', kind: 'select', validation: { required: true } }],
            },
            {
              id: 'documents',
              visibility: {
                type: 'included',
                field: 'form.cancelation_reason_code',
                value: ['income_decline', 'health', 'death', 'moving_abroad'],
              },
              fields: [
                {
                  name: 'documents',
                  kind: 'file',
                  validation: {
                    required: true,
                    maxSize: { value: 10_485_760 },
                    allowedExtensions: { value: ['jpg', 'jpeg', 'png', 'pdf', 'heic'] },
                  },
                },
              ],
              endpoint: { path: '/portal/api/bff/deals/{subscription_id}/cancellation', method: 'POST' },
            },
          ],
        },
      },
    },
    errorExamples: [{ state: SIGNED_OUT, params: { id: 'no-such-form' }, status: 404, code: 'not_found' }],
  }),
  getOrderStatus: get({
    name: 'getOrderStatus',
    path: '/portal/api/bff/deals/{id}/order-status',
    response: data(OrderStatus),
    errors: ['not_found'],
    access: 'signed-in',
    summary:
      'The order-status steps of a deal before handover (delivery or station pickup), each completed, current or upcoming.',
    area: 'deals',
    example: {
      state: CONSUMER_CREATED_DEAL,
      params: { id: 'd-1002' },
      response: {
        data: {
          handover_kind: 'delivery',
          steps: [
            { id: 'customer_verified', progress: 'completed', completed_at: '2026-11-02' },
            { id: 'delivery_confirmation', progress: 'current' },
            upcoming('car_arrived_at_compound'),
            upcoming('car_ready_for_delivery'),
            upcoming('car_in_delivery'),
            upcoming('delivery_completed'),
          ],
        },
      },
    },
    errorExamples: [
      { state: CONSUMER_CREATED_DEAL, params: { id: 'd-9999' }, status: 404, code: 'not_found' },
    ],
  }),
  getReturnStatus: get({
    name: 'getReturnStatus',
    path: '/portal/api/bff/deals/{id}/return-status',
    response: data(ReturnStatus),
    errors: ['not_found'],
    access: 'signed-in',
    summary:
      'The return-status steps of a deal, from return booked to return completed, with the return type.',
    area: 'deals',
    example: {
      // The steps of a booked return need it booked first (see return.ts).
      state: RETURN_BOOKED,
      params: { id: 'd-1001' },
      response: {
        data: {
          return_type: 'PICKUP',
          steps: [
            { id: 'return_booked', progress: 'completed', completed_at: '2026-11-20' },
            { id: 'return_confirmed', progress: 'current' },
            upcoming('prepare_car_for_return'),
            upcoming('return_in_progress'),
            upcoming('final_invoice'),
            upcoming('return_completed'),
          ],
        },
      },
    },
    errorExamples: [
      { state: CONSUMER_ACTIVE_DEAL, params: { id: 'd-9999' }, status: 404, code: 'not_found' },
    ],
  }),
};
