import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { nullable } from '../../../contracts/codecs.ts';
import { isMultipart } from '../../../contracts/route.ts';
import { ROUTE_LIST } from '../../../contracts/route-table.ts';
import { unknownFields } from './unknown-fields.ts';

const Address = t.type({ street: t.string, city: t.string });
const Body = t.intersection([
  t.type({ name: t.string, address: nullable(Address), tags: t.array(t.type({ label: t.string })) }),
  t.partial({ comment: t.string }),
  t.union([t.type({ mode: t.literal('a'), a: t.number }), t.type({ mode: t.literal('b'), b: t.number })]),
]);
const valid = {
  name: 'Kim',
  address: { street: 'Weg', city: 'Ort' },
  tags: [{ label: 'x' }],
  mode: 'a',
  a: 1,
};

describe('unknown fields of a request body', () => {
  it('finds none in a body that names only what the codec names', () => {
    expect(unknownFields(Body, valid)).toEqual([]);
    expect(unknownFields(Body, { ...valid, comment: 'ok', address: null })).toEqual([]);
  });

  it('names every field the codec does not know, nested ones by their path', () => {
    expect(
      unknownFields(Body, {
        ...valid,
        isAdmin: true,
        address: { street: 'Weg', city: 'Ort', floor: 3 },
        tags: [{ label: 'x' }, { label: 'y', colour: 'rot' }],
      }),
    ).toEqual(['address.floor', 'tags.1.colour', 'isAdmin']);
  });

  it("judges a union's fields by the member that accepts the body", () => {
    expect(unknownFields(Body, { ...valid, b: 2 })).toEqual(['b']);
  });

  it('lets any key through a record and any field through a codec it does not know', () => {
    expect(unknownFields(t.record(t.string, t.string), { beliebig: 'x' })).toEqual([]);
    expect(unknownFields(t.unknown, { beliebig: 'x' })).toEqual([]);
  });

  it('finds none in the bodies of the contract examples', () => {
    for (const route of ROUTE_LIST) {
      const codec = isMultipart(route.body) ? route.body.fields : route.body;
      for (const example of [route.example, ...(route.errorExamples ?? [])])
        if (example.body !== undefined)
          expect([route.name, unknownFields(codec, example.body)]).toEqual([route.name, []]);
    }
  });
});
