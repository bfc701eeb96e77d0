import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  endpointMethod,
  type FieldValue,
  type FormDefinition,
  type FormField,
  type FormStep,
  fillEndpointPath,
  formData,
  isLastStep,
  mapBody,
  nextStep,
  parseFormDefinition,
  stepAction,
  validateField,
  validateStep,
  visibleSteps,
} from './form-engine.ts';

const now = new Date('2026-05-10T10:00:00Z');

const aField = (overrides: Partial<FormField> = {}): FormField => ({
  name: 'comment',
  kind: 'text',
  ...overrides,
});
const check = (field: Partial<FormField>, value: FieldValue, at: Date = now) => {
  const result = validateField(aField(field), value, at);
  return result.isOk() ? 'ok' : result.error;
};
const codeOf = (field: Partial<FormField>, value: FieldValue, at: Date = now) => {
  const result = check(field, value, at);
  return result === 'ok' ? 'ok' : result.code;
};

const cancellation: FormDefinition = {
  id: 'cancellation',
  steps: [
    { id: 'reason', fields: [aField({ name: 'reason', kind: 'select', validation: { required: true } })] },
    {
      id: 'fee',
      fields: [],
      visibility: { type: 'hours', field: 'deal.created_at', direction: 'since', operator: 'gte', value: 24 },
    },
    {
      id: 'documents',
      fields: [aField({ name: 'documents', kind: 'file', validation: { required: true } })],
      visibility: { type: 'included', field: 'form.reason', value: ['death', 'health'] },
    },
  ],
};
const oldDeal = { deal: { created_at: '2026-01-01T00:00:00Z' } };
const newDeal = { deal: { created_at: '2026-05-10T09:00:00Z' } };
const stepIds = (steps: readonly FormStep[]) => steps.map((step) => step.id);

describe('form steps', () => {
  it('shows only the steps whose rules hold', () => {
    expect(stepIds(visibleSteps(cancellation, formData(oldDeal, { reason: 'death' }), now))).toEqual([
      'reason',
      'fee',
      'documents',
    ]);
    expect(stepIds(visibleSteps(cancellation, formData(newDeal, { reason: 'moving' }), now))).toEqual([
      'reason',
    ]);
  });

  it("turns the last visible step's next into submit", () => {
    const death = formData(oldDeal, { reason: 'death' });
    const other = formData(oldDeal, { reason: 'other' });
    expect(isLastStep(cancellation, 'documents', death, now)).toBe(true);
    expect(isLastStep(cancellation, 'fee', death, now)).toBe(false);
    expect(stepAction(cancellation, 'fee', death, now)).toBe('next-step');
    expect(stepAction(cancellation, 'fee', other, now)).toBe('submit');
  });

  it('is not the last step when the step itself is hidden or unknown', () => {
    expect(isLastStep(cancellation, 'documents', formData(oldDeal, { reason: 'other' }), now)).toBe(false);
    expect(isLastStep(cancellation, 'nope', oldDeal, now)).toBe(false);
  });

  it('moves to the next visible step, skipping hidden ones', () => {
    expect(nextStep(cancellation, 'reason', formData(newDeal, { reason: 'health' }), now)?.id).toBe(
      'documents',
    );
    expect(nextStep(cancellation, 'documents', formData(newDeal, { reason: 'health' }), now)).toBeUndefined();
  });
});

describe('step validation', () => {
  const representative: FormStep = {
    id: 'representative',
    fields: [
      aField({ name: 'reason', kind: 'select', validation: { required: true } }),
      aField({
        name: 'first_name',
        validation: { required: true },
        visibility: { type: 'equal', field: 'form.reason', value: 'death' },
      }),
    ],
  };

  it('checks every visible field and reports each failure by field', () => {
    const result = validateStep(representative, { reason: 'death', first_name: ' ' }, {}, now);
    expect(result._unsafeUnwrapErr()).toEqual({
      code: 'invalid_step',
      fields: { first_name: { code: 'required', message: 'Dies ist ein Pflichtfeld.' } },
    });
  });

  it('skips fields hidden by their rules and drops their values', () => {
    const result = validateStep(representative, { reason: 'health', first_name: '' }, {}, now);
    expect(result._unsafeUnwrap()).toEqual({ reason: 'health' });
  });

  it('lets field rules read the context as well as the form', () => {
    const step: FormStep = {
      id: 'x',
      fields: [
        aField({
          validation: { required: true },
          visibility: { type: 'equal', field: 'deal.state', value: 'ACTIVE' },
        }),
      ],
    };
    expect(validateStep(step, {}, { deal: { state: 'ACTIVE' } }, now).isErr()).toBe(true);
    expect(validateStep(step, {}, { deal: { state: 'CREATED' } }, now).isOk()).toBe(true);
  });

  it('never reports a hidden field, whatever its value', () => {
    const hidden = aField({
      name: 'hidden',
      validation: { required: true, minLength: { value: 5 }, integer: {}, iban: {} },
      visibility: { type: 'truthy', field: 'form.never' },
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)), (value) => {
        expect(
          validateStep({ id: 's', fields: [hidden] }, { hidden: value }, {}, now)._unsafeUnwrap(),
        ).toEqual({});
      }),
    );
  });
});

describe('required fields', () => {
  it('needs at least one character of text, with the default or the configured message', () => {
    expect(check({ validation: { required: true } }, '   ')).toEqual({
      code: 'required',
      message: 'Dies ist ein Pflichtfeld.',
    });
    expect(check({ validation: { required: true } }, undefined)).toEqual({
      code: 'required',
      message: 'Dies ist ein Pflichtfeld.',
    });
    expect(check({ validation: { required: true, requiredMessage: 'Vorname fehlt' } }, '')).toEqual({
      code: 'required',
      message: 'Vorname fehlt',
    });
    expect(check({ validation: { required: true } }, 'a')).toBe('ok');
  });

  it('needs a required checkbox to be ticked', () => {
    expect(codeOf({ kind: 'checkbox', validation: { required: true } }, false)).toBe('required');
    expect(codeOf({ kind: 'checkbox', validation: { required: true } }, 'true')).toBe('required');
    expect(codeOf({ kind: 'checkbox', validation: { required: true } }, true)).toBe('ok');
  });

  it('needs a required file to have a name', () => {
    const file = { kind: 'file', validation: { required: true } } as const;
    expect(codeOf(file, { name: '' })).toBe('required');
    expect(codeOf(file, [])).toBe('required');
    expect(codeOf(file, { name: 'licence-front.jpg', size: 1 })).toBe('ok');
    expect(codeOf(file, [{ name: 'a.pdf' }])).toBe('ok');
  });

  it('takes the number 0 as a value', () => {
    expect(codeOf({ kind: 'number', validation: { required: true } }, 0)).toBe('ok');
  });

  it('lets an empty optional field pass every other check', () => {
    expect(codeOf({ validation: { minLength: { value: 40 }, iban: {}, minAge: { value: 17 } } }, '')).toBe(
      'ok',
    );
  });
});

describe('text length', () => {
  const damage = { validation: { minLength: { value: 40 } } };

  it('needs the minimum length, counted after trimming', () => {
    expect(check(damage, 'x'.repeat(39))).toEqual({
      code: 'min_length',
      message: 'Bitte gib mindestens 40 Zeichen ein.',
    });
    expect(codeOf(damage, `  ${'x'.repeat(39)}  `)).toBe('min_length');
    expect(codeOf(damage, 'x'.repeat(40))).toBe('ok');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(codeOf({ validation: { maxLength: { value: 2 } } }, '🚗🚗')).toBe('ok');
  });

  it('allows the maximum length and not one more', () => {
    const address = { validation: { maxLength: { value: 100, message: 'zu lang' } } };
    expect(codeOf(address, 'x'.repeat(100))).toBe('ok');
    expect(check(address, 'x'.repeat(101))).toEqual({ code: 'max_length', message: 'zu lang' });
  });
});

describe('age from a date of birth', () => {
  const driver = { kind: 'date', validation: { minAge: { value: 17 } } } as const;

  it('reads DD.MM.YYYY and refuses impossible dates, other forms and dates of birth in the future', () => {
    expect(codeOf(driver, '09.05.2009')).toBe('ok');
    expect(codeOf(driver, '31.02.2000')).toBe('invalid_date');
    expect(codeOf(driver, '1.1.2000')).toBe('invalid_date');
    expect(codeOf(driver, '11.05.2026')).toBe('birth_date_in_future');
  });

  it('is 17 on the 17th birthday, not the day before', () => {
    expect(check(driver, '10.05.2009')).toBe('ok');
    expect(check(driver, '11.05.2009')).toEqual({
      code: 'min_age',
      message: 'Du musst mindestens 17 Jahre alt sein.',
    });
  });

  it("counts the birthday on Berlin's date", () => {
    const lateEvening = new Date('2026-05-10T22:30:00Z'); // 11 May in Berlin
    expect(codeOf(driver, '11.05.2009', lateEvening)).toBe('ok');
  });

  it('keeps a maximum age until the day before the next birthday, with the configured message', () => {
    const senior = { kind: 'date', validation: { maxAge: { value: 65, message: 'Zu alt' } } } as const;
    expect(codeOf(senior, '11.05.1960')).toBe('ok'); // 65, turns 66 tomorrow
    expect(check(senior, '10.05.1960')).toEqual({ code: 'max_age', message: 'Zu alt' }); // 66 today
  });

  it('lets a 29 February child turn a year older on 1 March', () => {
    const adult = { kind: 'date', validation: { minAge: { value: 18 } } } as const;
    expect(codeOf(adult, '29.02.2008', new Date('2026-02-28T12:00:00Z'))).toBe('min_age');
    expect(codeOf(adult, '29.02.2008', new Date('2026-03-01T12:00:00Z'))).toBe('ok');
  });
});

describe('files', () => {
  const licence = {
    kind: 'file',
    validation: {
      maxSize: { value: 10_485_760 },
      allowedExtensions: { value: ['jpg', 'jpeg', 'png', 'pdf', 'heic'] },
    },
  } as const;

  it('allows 10 MB and not one byte more, with the specification message', () => {
    expect(codeOf(licence, { name: 'a.jpg', size: 10_485_760 })).toBe('ok');
    expect(
      check(licence, [
        { name: 'a.jpg', size: 1 },
        { name: 'b.jpg', size: 10_485_761 },
      ]),
    ).toEqual({
      code: 'max_size',
      message: 'Diese Datei ist zu groß (Maximalgröße 10 MB).',
    });
  });

  it('accepts the allowed extensions in any case', () => {
    expect(codeOf(licence, { name: 'scan.PDF', size: 1 })).toBe('ok');
    expect(codeOf(licence, { name: 'photo.heic', size: 1 })).toBe('ok');
    expect(codeOf(licence, { name: 'photo.gif', size: 1 })).toBe('extension');
    expect(codeOf(licence, { name: 'pdf', size: 1 })).toBe('extension');
  });
});

describe('phone, IBAN and numbers', () => {
  it('accepts German numbers with or without country code and refuses nonsense', () => {
    expect(codeOf({ validation: { phone: {} } }, '030 12345678')).toBe('ok');
    expect(codeOf({ validation: { phone: {} } }, '+49 151 23456789')).toBe('ok');
    expect(codeOf({ validation: { phone: {} } }, '12')).toBe('phone');
    expect(codeOf({ validation: { phone: {} } }, '030 abc')).toBe('phone');
  });

  it('accepts a valid IBAN with or without spaces and refuses a wrong check digit', () => {
    expect(codeOf({ validation: { iban: {} } }, 'DE89 3704 0044 0532 0130 00')).toBe('ok');
    expect(codeOf({ validation: { iban: {} } }, 'de89370400440532013000')).toBe('ok');
    expect(
      codeOf({ validation: { iban: { message: 'IBAN ungültig' } } }, 'DE88 3704 0044 0532 0130 00'),
    ).toBe('iban');
  });

  it('needs a whole number for an integer field', () => {
    const mileage = { kind: 'number', validation: { integer: {} } } as const;
    expect(codeOf(mileage, '12000')).toBe('ok');
    expect(codeOf(mileage, 12000)).toBe('ok');
    expect(codeOf(mileage, '12.000')).toBe('integer');
    expect(codeOf(mileage, 12.5)).toBe('integer');
  });

  it('allows the maximum value and not more', () => {
    const mileage = { kind: 'number', validation: { maximumValue: { value: 999_999 } } } as const;
    expect(codeOf(mileage, '999999')).toBe('ok');
    expect(check(mileage, 1_000_000)).toEqual({
      code: 'maximum_value',
      message: 'Der Wert darf höchstens 999.999 betragen.',
    });
    expect(codeOf(mileage, 'viel')).toBe('not_a_number');
  });
});

describe('step endpoint', () => {
  const ids = { customer_id: 'c-1', subscription_id: 'd-42', lead_id: 'l 7' };

  it('fills customer_id, subscription_id and lead_id', () => {
    expect(
      fillEndpointPath('/portal/api/bff/deals/{subscription_id}/mileage-report', ids)._unsafeUnwrap(),
    ).toBe('/portal/api/bff/deals/d-42/mileage-report');
    expect(fillEndpointPath('/x/{customer_id}/{lead_id}', ids)._unsafeUnwrap()).toBe('/x/c-1/l%207');
  });

  it('refuses any other placeholder', () => {
    expect(fillEndpointPath('/x/{deal_id}', ids)._unsafeUnwrapErr()).toEqual({
      code: 'unsupported_placeholder',
      placeholder: 'deal_id',
    });
  });

  it('refuses a supported placeholder without a value, and a stray brace', () => {
    expect(fillEndpointPath('/x/{lead_id}', { customer_id: 'c-1' })._unsafeUnwrapErr()).toEqual({
      code: 'missing_placeholder_value',
      placeholder: 'lead_id',
    });
    expect(fillEndpointPath('/x/{customer_id', ids)._unsafeUnwrapErr().code).toBe('malformed_path');
  });

  it('leaves a path without placeholders as it is', () => {
    fc.assert(
      fc.property(
        fc.string().filter((path) => !/[{}]/.test(path)),
        (path) => {
          expect(fillEndpointPath(path, {})._unsafeUnwrap()).toBe(path);
        },
      ),
    );
  });

  it('posts unless told otherwise', () => {
    expect(endpointMethod({ path: '/x' })).toBe('POST');
    expect(endpointMethod({ path: '/x', method: 'PUT' })).toBe('PUT');
  });
});

describe('request body', () => {
  it('maps fields to nested keys, adds constants and leaves out fields without a value', () => {
    const body = mapBody(
      { mileage: 'km', 'meta.source': { const: 'portal' }, 'meta.comment': 'comment', missing: 'nothing' },
      { km: '12000', comment: 'ok' },
    );
    expect(body).toEqual({ mileage: '12000', meta: { source: 'portal', comment: 'ok' } });
  });

  it('takes values from the form’s data and from the first of several fields that has one', () => {
    const mapping = { dealId: { data: 'deal.id' }, date: { firstOf: ['custom-date', 'date'] } } as const;
    const data = { deal: { id: 'd-1001' } };
    expect(mapBody(mapping, { date: 'asap' }, data)).toEqual({ dealId: 'd-1001', date: 'asap' });
    expect(mapBody(mapping, { date: 'date', 'custom-date': '2026-12-31' }, data)).toEqual({
      dealId: 'd-1001',
      date: '2026-12-31',
    });
    expect(mapBody(mapping, {})).toEqual({});
  });

  it('refuses a body source that is neither a field, a constant, a data path nor a list of fields', () => {
    const form = (source: unknown) => ({
      id: 'f',
      steps: [{ id: 's', fields: [], endpoint: { path: '/x', body: { key: source } } }],
    });
    expect(parseFormDefinition(form({ data: 'deal.id' })).isOk()).toBe(true);
    expect(parseFormDefinition(form({ firstOf: ['a', 'b'] })).isOk()).toBe(true);
    expect(parseFormDefinition(form({ firstOf: [] })).isErr()).toBe(true);
    expect(parseFormDefinition(form({ data: 'deal.id', const: 1 })).isErr()).toBe(true);
    expect(parseFormDefinition(form({ field: 'x' })).isErr()).toBe(true);
  });

  it('keeps a "__proto__" key as plain data', () => {
    const body = mapBody({ '__proto__.polluted': 'x' }, { x: 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(body)).toBe('{"__proto__":{"polluted":"yes"}}');
  });

  it('sends the values as they are without a mapping, and maps each field onto itself to the same', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.string()), (values) => {
        expect(mapBody(undefined, values)).toEqual(values);
        const identity = Object.fromEntries(Object.keys(values).map((key) => [key, key]));
        expect(mapBody(identity, values)).toEqual(values);
      }),
    );
  });
});

describe('form definitions from content', () => {
  const mileageReport = {
    id: 'mileage-report',
    steps: [
      {
        id: 'report',
        title: 'Kilometerstand melden',
        fields: [
          {
            name: 'mileage',
            kind: 'number',
            validation: { required: true, integer: {}, maximumValue: { value: 999_999 } },
            visibility: { type: 'equal', field: 'deal.state', value: 'ACTIVE' },
          },
        ],
        endpoint: {
          path: '/portal/api/bff/deals/{subscription_id}/mileage-report',
          body: { mileage: 'mileage', dealId: { const: 'd-1' } },
          errorAction: 'show-error',
        },
      },
    ],
  };

  it('accepts a well-formed form and keeps its rules', () => {
    const form = parseFormDefinition(JSON.parse(JSON.stringify(mileageReport)))._unsafeUnwrap();
    expect(form.steps[0]?.fields[0]?.visibility).toEqual({
      type: 'equal',
      field: 'deal.state',
      value: 'ACTIVE',
    });
    expect(form.steps[0]?.endpoint?.path).toBe('/portal/api/bff/deals/{subscription_id}/mileage-report');
    expect(
      validateStep(
        form.steps[0] as FormStep,
        { mileage: '12.000' },
        { deal: { state: 'ACTIVE' } },
        now,
      ).isErr(),
    ).toBe(true);
  });

  const withStep = (step: Record<string, unknown>) => ({
    id: 'f',
    steps: [{ id: 's', fields: [], ...step }],
  });

  it.each([
    ['no steps', { id: 'f', steps: [] }, 'form.steps'],
    ['a step without id', { id: 'f', steps: [{ fields: [] }] }, 'form.steps[0].id'],
    [
      'a field of an unknown kind',
      withStep({ fields: [{ name: 'a', kind: 'slider' }] }),
      'form.steps[0].fields[0].kind',
    ],
    [
      'a check without a number',
      withStep({ fields: [{ name: 'a', kind: 'text', validation: { minLength: { value: '40' } } }] }),
      'form.steps[0].fields[0].validation.minLength',
    ],
    [
      'a field twice',
      withStep({
        fields: [
          { name: 'a', kind: 'text' },
          { name: 'a', kind: 'text' },
        ],
      }),
      'form.steps[0].fields[1].name',
    ],
    [
      'an unsupported placeholder',
      withStep({ endpoint: { path: '/deals/{deal_id}' } }),
      'form.steps[0].endpoint.path',
    ],
    [
      'an unknown method',
      withStep({ endpoint: { path: '/x', method: 'FETCH' } }),
      'form.steps[0].endpoint.method',
    ],
    [
      'a body of objects',
      withStep({ endpoint: { path: '/x', body: { a: { b: 1 } } } }),
      'form.steps[0].endpoint.body.a',
    ],
  ])('refuses a form with %s, saying where', (_, json, path) => {
    expect(parseFormDefinition(json)._unsafeUnwrapErr()).toMatchObject({ code: 'malformed_form', path });
  });

  it('reports a broken visibility rule with its place in the form', () => {
    const json = withStep({
      fields: [{ name: 'a', kind: 'text', visibility: { type: 'regex', field: 'a' } }],
    });
    expect(parseFormDefinition(json)._unsafeUnwrapErr()).toEqual({
      code: 'unknown_rule_type',
      path: 'form.steps[0].fields[0].visibility',
      type: 'regex',
    });
  });

  it('never throws, whatever the content holds', () => {
    fc.assert(
      fc.property(fc.anything(), (json) => {
        parseFormDefinition(json);
        parseFormDefinition({ id: 'f', steps: [json] });
        parseFormDefinition(withStep({ fields: [json] }));
      }),
    );
  });
});
