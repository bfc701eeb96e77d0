import fc from 'fast-check';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../../../../contracts/route-table.ts';
import { cancellationSteps } from '../../../../core/cancellation/steps.ts';
import {
  type FormDefinition,
  type FormValues,
  formData,
  mapBody,
  parseFormDefinition,
  validateStep,
  visibleSteps,
} from '../../../../core/content/form-engine.ts';
import { MODULE_TYPES } from '../../../../core/content/types.ts';
import { readableModules } from '../../../../core/content/use-cases.ts';
import { aDealContext } from '../../../../core/deals/a-deal.ts';
import type { DealState } from '../../../../core/deals/types.ts';
import { handoverWizardSteps } from '../../../../core/handover/rules.ts';
import { returnWizardSteps } from '../../../../core/return/rules.ts';
import { cents } from '../../../../core/shared/money.ts';
import { unknownFields } from '../../../http/server/unknown-fields.ts';
import { CONTENT_FORMS } from './forms.ts';
import { handoverWizard, returnWizard } from './forms-return-handover.ts';
import { cancellation } from './forms-subscription.ts';
import { CONTENT_PAGES } from './pages.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const stepIds = (form: FormDefinition, data: Record<string, unknown>) =>
  visibleSteps(form, data, NOW).map((step) => step.id);
const stepOf = (form: FormDefinition, id: string) => {
  const step = form.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`no step ${id}`);
  return step;
};

describe('the content definitions', () => {
  it('are all readable by the form engine and the module rules, with known module types', () => {
    for (const form of CONTENT_FORMS) expect(parseFormDefinition(form).isOk(), form.id).toBe(true);
    for (const page of CONTENT_PAGES) {
      expect(readableModules(page).problems, page.slug).toEqual([]);
      for (const module of page.modules) expect(MODULE_TYPES).toContain(module.type);
    }
    expect(new Set(CONTENT_FORMS.map((form) => form.id)).size).toBe(CONTENT_FORMS.length);
  });

  it('call only the BFF’s own paths with their methods', () => {
    const routes = ROUTE_LIST.map((route) => ({
      method: route.method,
      pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
    for (const form of CONTENT_FORMS)
      for (const step of form.steps) {
        if (!step.endpoint) continue;
        const path = step.endpoint.path.replace(/\{[^}]+\}/g, 'x');
        const method = step.endpoint.method ?? 'POST';
        expect(
          routes.some((route) => route.method === method && route.pattern.test(path)),
          `${form.id}/${step.id}: ${method} ${step.endpoint.path}`,
        ).toBe(true);
      }
  });

  it('show the return wizard’s steps as core’s rule does', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(null, 'PICKUP', 'SELF_RETURN'),
        fc.boolean(),
        fc.boolean(),
        (isBusiness, returnType, hasReturnType, hasFollowUp) => {
          const data = formData(
            {
              customer: { kind: isBusiness ? 'business' : 'consumer' },
              deal: {
                return_type: hasReturnType ? 'PICKUP' : null,
                followup_subscription_id: hasFollowUp ? 'd-2' : null,
              },
            },
            { return_type: returnType },
          );
          expect(stepIds(returnWizard, data)).toEqual(
            returnWizardSteps({ isBusiness, returnType, hasReturnType, hasFollowUp }),
          );
        },
      ),
    );
  });

  it('show the handover wizard’s steps as core’s rule does', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(null, 0, 24_900),
        fc.boolean(),
        (isBusiness, fee, sameDaySwap) => {
          const data = {
            customer: { kind: isBusiness ? 'business' : 'consumer' },
            deal: { subscribed_to: sameDaySwap ? 'SWAP_SAME_DAY' : null },
            handoverChangeFee: fee === null ? null : { amount: fee },
          };
          expect(stepIds(handoverWizard, data)).toEqual(
            handoverWizardSteps({
              isBusiness,
              changeFee: fee === null ? null : cents(fee),
              isSameDaySwap: sameDaySwap,
            }),
          );
        },
      ),
    );
  });

  it('show the cancellation’s steps as core’s rule does', () => {
    const states: DealState[] = ['CREATED', 'ACTIVE', 'STOPPED'];
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.constantFrom('SUBSCRIPTION' as const, 'LEAD' as const),
        fc.option(fc.integer({ min: -2, max: 12 }), { nil: undefined }),
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.constantFrom(...states), { maxLength: 3 }),
        fc.option(fc.constantFrom('death', 'health', 'dont_like_car', 'other'), { nil: null }),
        (state, variant, monthsTillEnd, hoursOld, others, reason) => {
          const deal = {
            state,
            variant,
            months_till_end: monthsTillEnd,
            created_at: new Date(NOW.getTime() - hoursOld * 3_600_000).toISOString(),
          };
          const otherDeals = others.map((other, index) => ({ id: `d-${index}`, state: other }));
          const created = [deal, ...otherDeals].filter((candidate) => candidate.state === 'CREATED').length;
          const data = formData(
            { deal, customer: { kind: 'consumer', created_deals: created } },
            { cancelation_reason_code: reason },
          );
          expect(stepIds(cancellation, data)).toEqual(
            cancellationSteps(aDealContext(deal, { otherDeals }), NOW, reason),
          );
        },
      ),
    );
  });

  it('send bodies the BFF’s routes accept', () => {
    const bodyOf = (form: FormDefinition, stepId: string, values: Record<string, unknown>, data = {}) =>
      mapBody(stepOf(form, stepId).endpoint?.body, values as FormValues, data);
    const route = (name: string) => ROUTE_LIST.find((candidate) => candidate.name === name)?.body as t.Mixed;
    const form = (id: string) => CONTENT_FORMS.find((candidate) => candidate.id === id) as FormDefinition;
    const cases: [string, unknown][] = [
      [
        'reportMileage',
        bodyOf(form('mileage-report'), 'mileage', { mileage: 12_000 }, { deal: { id: 'd-1001' } }),
      ],
      [
        'postDepositRefundDetails',
        bodyOf(form('deposit-refund-details'), 'bank-account', {
          iban: 'DE89370400440532013000',
          account_holder: 'Kim Kunde',
        }),
      ],
      ['changeMileagePackage', bodyOf(form('edit-mileage'), 'overview', { mileage_package: 2_000 })],
      [
        'signReservationContract',
        bodyOf(form('contract-signing'), 'sign', { confirmed: true, signer_name: 'Kim Kunde' }),
      ],
      ['prolongSubscription', bodyOf(form('prolongation'), 'overview', { term: 6, termsAccepted: true })],
      [
        'requestService',
        bodyOf(
          form('schedule-service'),
          'summary',
          { requested_services: ['inspection'], comment: 'Bitte vormittags.' },
          { deal: { car_id: 'car-77' } },
        ),
      ],
      [
        'submitReturn',
        bodyOf(returnWizard, 'overview', {
          return_type: 'SELF_RETURN',
          preferred_return_date: '2026-12-18',
          slot: '10:00',
        }),
      ],
      [
        'reportDamage',
        bodyOf(form('report-damage'), 'photos', {
          problemType: 'exterior',
          exteriorProblem: 'left',
          damageType: 'scratch',
          damageDescription: 'Ein langer Kratzer an der Fahrertür, etwa dreißig Zentimeter.',
          technicalDefect: false,
          unknownDate: true,
          sameAddress: true,
          notDrivible: false,
          image_locations: ['uploads/damage/1.jpg'],
        }),
      ],
    ];
    for (const [name, body] of cases) {
      expect(route(name).is(body), `${name}: ${JSON.stringify(body)}`).toBe(true);
      // The BFF refuses a field its contract does not name.
      expect(unknownFields(route(name), body), `${name}: ${JSON.stringify(body)}`).toEqual([]);
    }
  });

  it('check the specification’s rules with its messages', () => {
    const damage = CONTENT_FORMS.find((form) => form.id === 'report-damage') as FormDefinition;
    const description = validateStep(
      stepOf(damage, 'description'),
      { damageDescription: 'Kratzer', unknownDate: true },
      {},
      NOW,
    );
    expect(description._unsafeUnwrapErr().fields.damageDescription?.message).toBe(
      'Bitte gib mindestens 40 Zeichen ein.',
    );
    const photos = validateStep(stepOf(damage, 'photos'), { image_locations: [] }, {}, NOW);
    expect(photos._unsafeUnwrapErr().fields.image_locations?.message).toBe(
      'Bitte füge mindestens ein Foto hinzu.',
    );

    const driver = CONTENT_FORMS.find((form) => form.id === 'add-driver') as FormDefinition;
    const young = validateStep(
      stepOf(driver, 'person'),
      { relationship_type: 'other', firstname: 'Lea', lastname: 'Jung', date_of_birth: '01.01.2015' },
      {},
      NOW,
    );
    expect(young._unsafeUnwrapErr().fields.date_of_birth?.message).toBe(
      'Du musst mindestens 17 Jahre alt sein.',
    );
    const old = validateStep(
      stepOf(driver, 'person'),
      { relationship_type: 'other', firstname: 'Lea', lastname: 'Alt', date_of_birth: '01.01.1920' },
      {},
      NOW,
    );
    expect(old._unsafeUnwrapErr().fields.date_of_birth?.message).toBe(
      'Der oder die Fahrer:in entspricht nicht unseren Altersanforderungen.',
    );
    const licence = validateStep(
      stepOf(driver, 'licence'),
      {
        dl_front: { name: 'vorne.gif', size: 1_000 },
        dl_back: { name: 'hinten.jpg', size: 10_485_761 },
        driver_license_issue_date: '01.01.2020',
      },
      {},
      NOW,
    );
    expect(licence._unsafeUnwrapErr().fields).toMatchObject({
      dl_front: { message: 'Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).' },
      dl_back: { message: 'Diese Datei ist zu groß (Maximalgröße 10 MB).' },
    });

    const returnAddress = validateStep(
      stepOf(returnWizard, 'address'),
      {
        return_street: 'Leopoldstraße',
        return_housenumber: '12',
        return_zip: '8080',
        return_city: 'München',
      },
      { customer: { kind: 'consumer' } },
      NOW,
    );
    expect(returnAddress._unsafeUnwrapErr().fields.return_zip?.message).toBe('PLZ muss 5-stellig sein');

    const death = validateStep(
      stepOf(cancellation, 'more_info'),
      { cancelation_reason_code: 'death' },
      {},
      NOW,
    );
    expect(Object.keys(death._unsafeUnwrapErr().fields).sort()).toEqual(
      [
        'address',
        'city',
        'email',
        'first_name',
        'last_name',
        'phone_number',
        'postal_code',
        'required_comments',
      ].sort(),
    );
  });
});
