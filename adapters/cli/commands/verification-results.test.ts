import { describe, expect, it } from 'vitest';
import { interactionResultsOf, junitXmlOf, secondsOf } from './verification-results.ts';

describe("the verifier's results", () => {
  it('reads the durations the verifier writes', () => {
    expect(secondsOf('740ms')).toBeCloseTo(0.74);
    expect(secondsOf('1.022s')).toBeCloseTo(1.022);
    expect(secondsOf('1m 2s')).toBe(62);
    expect(secondsOf(undefined)).toBe(0);
  });

  it('reads each interaction, a failed one with its mismatches', () => {
    const results = interactionResultsOf(
      JSON.stringify({
        result: false,
        interactionResults: [
          { description: 'getDeals: a', providerStates: ['a'], duration: '12ms', result: 'OK' },
          {
            description: 'addDriver: b',
            providerStates: ['b'],
            duration: '1.5s',
            result: 'Error',
            mismatch: {
              mismatches: [
                { path: '$.error.code', mismatch: "Expected 'x' to be equal to 'y'", type: 'BodyMismatch' },
                { mismatch: 'expected 422 but was 400', type: 'StatusMismatch' },
              ],
            },
          },
        ],
      }),
    );
    expect(results).toEqual([
      { description: 'getDeals: a', providerStates: ['a'], passed: true, seconds: 0.012, mismatches: [] },
      {
        description: 'addDriver: b',
        providerStates: ['b'],
        passed: false,
        seconds: 1.5,
        mismatches: ["$.error.code: Expected 'x' to be equal to 'y'", 'expected 422 but was 400'],
      },
    ]);
    expect(interactionResultsOf('Verification was unable to run')).toBeUndefined();
  });

  it('writes XML that escapes what the descriptions and mismatches hold', () => {
    const xml = junitXmlOf({
      name: 'portal-ui → portal-bff',
      seconds: 2,
      results: [
        {
          description: 'a <b> & "c"',
          providerStates: [],
          passed: false,
          seconds: 1,
          mismatches: ['\u001b[31mexpected <1>\u001b[0m'],
        },
      ],
    });
    expect(xml).toContain('name="a &lt;b&gt; &amp; &quot;c&quot;"');
    expect(xml).toContain('message="expected &lt;1&gt;"');
    expect(xml).not.toContain('\u001b');
  });
});
