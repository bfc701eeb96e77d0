import { describe, expect, it } from 'vitest';
import { inputProblems, MAX_INPUT_DEPTH, NESTED_TOO_DEEP, TEXT_NOT_STORABLE } from './request-input.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 'Boden';
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

describe('what a request may carry before it is decoded', () => {
  it('finds nothing wrong in ordinary text, numbers and nesting', () => {
    expect(
      inputProblems({ city: 'München', zip: '80803', items: [{ n: 1, ok: true, none: null }] }, 'body'),
    ).toEqual({});
    expect(inputProblems(undefined, 'body')).toEqual({});
  });

  it('names each field whose text holds a NUL character or an unpaired surrogate', () => {
    expect(
      inputProblems(
        { city: 'Ham\u0000burg', contact: { name: 'A\ud800' }, ok: 'Emoji 🚗', list: ['a', 'b\u0000'] },
        'body',
      ),
    ).toEqual({
      'body.city': TEXT_NOT_STORABLE,
      'body.contact.name': TEXT_NOT_STORABLE,
      'body.list.1': TEXT_NOT_STORABLE,
    });
  });

  it('names a key that holds a NUL character, printed so the answer can show it', () => {
    expect(inputProblems({ 'is\u0000Admin': true }, 'body')).toEqual({
      'body.is\uFFFDAdmin': TEXT_NOT_STORABLE,
    });
  });

  it(`takes ${MAX_INPUT_DEPTH} levels of nesting and refuses the part one level deeper`, () => {
    expect(inputProblems(nested(MAX_INPUT_DEPTH), 'body')).toEqual({});
    expect(inputProblems(nested(MAX_INPUT_DEPTH + 1), 'body')).toEqual({ body: NESTED_TOO_DEEP });
  });

  it('refuses a body nested 100,000 deep without overflowing the stack', () => {
    expect(inputProblems(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 'body')).toEqual({
      body: NESTED_TOO_DEEP,
    });
  });
});
