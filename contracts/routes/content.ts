import * as t from 'io-ts';
import { CONSUMER, data, get } from '../route-builders.ts';

/**
 * Headless content: pages of modules and form definitions per locale (consumer spec §1, §2, §5).
 * Module props and form fields are open records here: core/content parses them (visibility rules,
 * form engine) and turns a broken definition into an error value instead of a crash.
 */

const Locale = t.keyof({ 'de-DE': null, 'en-DE': null, 'en-US': null });

const ContentModule = t.intersection([
  t.type({ id: t.string, type: t.string }),
  t.partial({ props: t.UnknownRecord, visibility: t.unknown, editUrl: t.string }),
]);

const ContentPage = t.type({
  slug: t.string,
  locale: Locale,
  title: t.string,
  modules: t.array(ContentModule),
});

const FormDefinition = t.type({ id: t.string, locale: Locale, steps: t.array(t.UnknownRecord) });

export const contentRoutes = {
  getContentPage: get({
    name: 'getContentPage',
    path: '/portal/api/bff/content/pages/{slug}',
    query: t.partial({ locale: Locale }),
    response: data(ContentPage),
    errors: ['not_found'],
    access: 'public',
    summary: 'A page of content modules with their visibility rules; editors also get editing links.',
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
            { id: 'm-1', type: 'vehicle-details', props: {} },
            {
              id: 'm-2',
              type: 'order-status',
              props: {},
              visibility: { type: 'equal', field: 'deal.state', value: 'CREATED' },
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
    access: 'signed-in',
    summary: 'A multi-step form definition: steps, fields, validation schema, visibility rules, endpoint.',
    area: 'content',
    example: {
      state: CONSUMER,
      params: { id: 'cancelation' },
      query: { locale: 'de-DE' },
      response: {
        data: {
          id: 'cancelation',
          locale: 'de-DE',
          steps: [
            {
              id: 'reason',
              fields: [{ name: 'cancelation_reason_code', kind: 'select', validation: { required: true } }],
            },
          ],
        },
      },
    },
  }),
};
