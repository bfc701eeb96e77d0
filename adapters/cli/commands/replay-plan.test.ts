import { describe, expect, it } from 'vitest';
import { pactDocumentOf, replayBatchesOf, replayOrderOf } from './replay-plan.ts';

const interaction = (description: string, state: string, method = 'GET') => ({
  description,
  providerStates: [{ name: state, params: { now: '2026-11-23T09:00:00.000Z' } }],
  request: { method, path: '/' },
});

describe('the replay plan of portal verify-pact', () => {
  it('groups the interactions by provider state in the order each state first appears, reads before writes', () => {
    const kunde = 'customer kunde@demo.example is signed in';
    const admin = 'business admin admin@nordflotte.example is signed in';
    const order = replayOrderOf([
      interaction('changePassword', kunde, 'PUT'),
      interaction('getFleet', admin),
      interaction('getDeals', kunde),
      interaction('addToCart', admin, 'POST'),
      interaction('getProfile', kunde),
    ]);
    expect(order.map((entry) => entry.description)).toEqual([
      'getDeals',
      'getProfile',
      'changePassword',
      'getFleet',
      'addToCart',
    ]);
  });

  it('keeps states with other params apart', () => {
    const state = 'customer kunde@demo.example is signed in';
    const later = { ...interaction('later', state), providerStates: [{ name: state, params: { now: 'x' } }] };
    const order = replayOrderOf([interaction('a', state), later, interaction('b', state)]);
    expect(order.map((entry) => entry.description)).toEqual(['a', 'b', 'later']);
  });

  it('cuts the pact into pacts of at most the batch size, each with the whole pact besides', () => {
    const pact = {
      consumer: { name: 'portal-ui' },
      metadata: { pactSpecification: { version: '4.0' } },
      interactions: Array.from({ length: 5 }, (_, index) => interaction(`i${index}`, `state ${index % 2}`)),
    };
    const batches = replayBatchesOf(pact, 2);
    expect(batches.map((batch) => batch.interactions.length)).toEqual([2, 2, 1]);
    expect(
      batches.every((batch) => batch.consumer === pact.consumer && batch.metadata === pact.metadata),
    ).toBe(true);
    expect(batches.flatMap((batch) => batch.interactions).length).toBe(5);
  });

  it('reads only a pact with interactions', () => {
    expect(pactDocumentOf('{"interactions": []}')).toEqual({ interactions: [] });
    expect(pactDocumentOf('no json')).toBeUndefined();
    expect(pactDocumentOf('{"messages": []}')).toBeUndefined();
  });
});
