import { describe, expect, it } from 'vitest';
import { firstCallKey, firstPageAnswersJson, parseFirstPageAnswers } from './first-page-answers.ts';

describe('the answers a page holds for its first calls', () => {
  it('name a call by its path and its query sorted by name, whatever order the sender wrote', () => {
    expect(firstCallKey('/portal/api/bff/fleet/cars?tab=all&search=&page=1')).toBe(
      firstCallKey('/portal/api/bff/fleet/cars?page=1&tab=all&search='),
    );
    expect(firstCallKey('http://localhost:3000/portal/api/bff/deals')).toBe('/portal/api/bff/deals');
    expect(firstCallKey('/portal/api/bff/deals/d%2D1001')).not.toBe(
      firstCallKey('/portal/api/bff/deals/d-1002'),
    );
  });

  it('write no "<" into the page, so that no text of an answer can end its script element', () => {
    const answers = [{ url: '/x', status: 200, body: { name: '</script><script>alert(1)</script><!--' } }];
    const json = firstPageAnswersJson(answers);
    expect(json).not.toContain('<');
    expect(parseFirstPageAnswers(json)).toEqual(answers);
  });

  it('read as none a block that is missing, not JSON or not a list of answers', () => {
    expect(parseFirstPageAnswers(undefined)).toEqual([]);
    expect(parseFirstPageAnswers('{')).toEqual([]);
    expect(parseFirstPageAnswers('{"url":"/x"}')).toEqual([]);
    expect(parseFirstPageAnswers('[{"url":"/x"},{"url":"/y","status":200,"body":null}]')).toEqual([
      { url: '/y', status: 200, body: null },
    ]);
  });
});
