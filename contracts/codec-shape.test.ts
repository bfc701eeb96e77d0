import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { shapeOf } from './codec-shape.ts';
import { DateText, nullable, oneOf, QueryInt } from './codecs.ts';

describe('the shape of a codec', () => {
  it('describes objects with their required and optional fields', () => {
    const codec = t.intersection([
      t.type({ id: t.string, count: t.Int, note: nullable(t.string) }),
      t.partial({ state: oneOf(['ACTIVE', 'CREATED'], 'State'), due: DateText }),
    ]);
    expect(shapeOf(codec)).toEqual({
      kind: 'object',
      props: {
        id: { shape: { kind: 'string' }, required: true },
        count: { shape: { kind: 'number', integer: true }, required: true },
        note: { shape: { kind: 'nullable', inner: { kind: 'string' } }, required: false },
        state: { shape: { kind: 'string', enum: ['ACTIVE', 'CREATED'] }, required: false },
        due: { shape: { kind: 'string', format: 'date-text' }, required: false },
      },
    });
  });

  it('describes arrays, records, literals and query numbers', () => {
    expect(shapeOf(t.array(t.literal(true)))).toEqual({
      kind: 'array',
      items: { kind: 'literal', value: true },
    });
    expect(shapeOf(t.record(t.string, t.number))).toEqual({
      kind: 'record',
      values: { kind: 'number', integer: false },
    });
    expect(shapeOf(QueryInt)).toEqual({ kind: 'number', integer: true });
  });
});
