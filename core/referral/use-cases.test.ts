import { describe, expect, it } from 'vitest';
import { aUser } from '../account/in-memory-accounts.ts';
import { referralLink } from './rules.ts';
import { referralUseCases, slugFor } from './use-cases.ts';

const links = (taken: Record<string, string> = {}) => {
  const slugs = new Map<string, string>(Object.entries(taken));
  return {
    slugOf: async (userId: string) => slugs.get(userId),
    claim: async (userId: string, slug: string) => {
      if (!slugs.has(userId) && ![...slugs.values()].includes(slug)) slugs.set(userId, slug);
      return slugs.get(userId);
    },
  };
};

describe('referral link', () => {
  it('makes a slug of first name, last initial and digits, in plain lower-case letters', () => {
    expect(slugFor({ firstName: 'Kim', lastName: 'Kunde' }, '4821')).toBe('kim-k-4821');
    expect(slugFor({ firstName: 'Jürgen', lastName: 'Öz' }, '1000')).toBe('jurgen-o-1000');
    expect(slugFor({ firstName: '', lastName: '' }, '1234')).toBe('freund-1234');
  });

  it('makes the customer’s own link once, the same every time, with einladen the portal replaces', async () => {
    let digits = 4821;
    const referral = referralUseCases({
      links: links(),
      baseUrl: 'https://portal.example/',
      randomDigits: () => String(digits++),
    });
    const kim = aUser({ email: 'kunde@demo.example', firstName: 'Kim', lastName: 'Kunde' });
    const link = (await referral.createLinkFor(kim, 'Kunde@Demo.example'))._unsafeUnwrap();
    expect(link).toBe('https://portal.example/einladen/kim-k-4821');
    expect((await referral.createLinkFor(kim, 'kunde@demo.example'))._unsafeUnwrap()).toBe(link);
    expect((await referral.linkFor(kim, 'kunde@demo.example'))._unsafeUnwrap()).toBe(link);
    expect(referralLink(link)).toBe('https://portal.example/invite/kim-k-4821');
  });

  it('draws other digits while another customer of the same name holds the slug', async () => {
    const draws = ['4821', '4821', '1234'];
    const referral = referralUseCases({
      links: links({ 'u-other-kim': 'kim-k-4821' }),
      baseUrl: 'https://portal.example',
      randomDigits: () => draws.shift() ?? '9999',
    });
    const kim = aUser({ email: 'kunde@demo.example', firstName: 'Kim', lastName: 'Kunde' });
    expect((await referral.createLinkFor(kim, 'kunde@demo.example'))._unsafeUnwrap()).toBe(
      'https://portal.example/einladen/kim-k-1234',
    );
  });

  it('reads no link, and makes none, before the customer asks for one', async () => {
    const taken = links();
    const referral = referralUseCases({
      links: taken,
      baseUrl: 'https://portal.example',
      randomDigits: () => '1',
    });
    const kim = aUser({ email: 'kunde@demo.example', firstName: 'Kim', lastName: 'Kunde' });
    expect((await referral.linkFor(kim, 'kunde@demo.example'))._unsafeUnwrap()).toBe('');
    expect(await taken.slugOf(kim.id)).toBeUndefined();
  });

  it('refuses another address than the customer’s own', async () => {
    const referral = referralUseCases({
      links: links(),
      baseUrl: 'https://portal.example',
      randomDigits: () => '1',
    });
    expect((await referral.linkFor(aUser(), 'someone-else@demo.example'))._unsafeUnwrapErr()).toEqual({
      code: 'forbidden',
    });
    expect((await referral.createLinkFor(aUser(), 'someone-else@demo.example'))._unsafeUnwrapErr()).toEqual({
      code: 'forbidden',
    });
  });
});
