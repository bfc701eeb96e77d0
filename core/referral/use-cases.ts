import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import type { ReferralLinks } from './ports.ts';

export type ReferralLinkError = { readonly code: 'forbidden' };

/** Draws of digits before giving up: with 9,000 per name, running out is a bug, not bad luck. */
export const MAX_SLUG_ATTEMPTS = 20;

/**
 * The referral API's link is addressed by e-mail ({referral api}/referral_link/{email}, consumer
 * §7); the BFF answers only for the signed-in customer's own address, compared without case.
 */
export const isOwnEmail = (user: User, email: string): boolean =>
  user.email.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * A slug for a new invite link: the first name, the initial of the last name and four digits, in
 * lower-case ASCII ("Kim Kunde" → "kim-k-4821"); the digits keep it unguessable enough to not be
 * enumerated by name and make a clash rare (the store keeps slugs unique).
 */
export const slugFor = (user: Pick<User, 'firstName' | 'lastName'>, digits: string): string => {
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/ß/g, 'ss')
      .replace(/[^A-Za-z0-9]+/g, '')
      .toLowerCase();
  const first = ascii(user.firstName) || 'freund';
  const initial = ascii(user.lastName).slice(0, 1);
  return [first, initial, digits].filter((part) => part !== '').join('-');
};

/**
 * The invite link as the referral API sends it, with "einladen" in the path; the portal shows it
 * with referralLink() of rules.ts (einladen → invite). `linkFor` only reads — an empty link while the
 * customer has none — so that a read never writes (a support user's view of the customer reads it
 * too); `createLinkFor` makes the link on the customer's own request, once: asked again, or many
 * times at once, it answers the same link.
 */
export const referralUseCases = (deps: {
  readonly links: ReferralLinks;
  readonly baseUrl: string;
  /** Four random digits. */
  readonly randomDigits: () => string;
}) => {
  const urlOf = (slug: string) => `${deps.baseUrl.replace(/\/+$/, '')}/einladen/${slug}`;
  return {
    linkFor: async (user: User, email: string): Promise<Result<string, ReferralLinkError>> => {
      if (!isOwnEmail(user, email)) return err({ code: 'forbidden' });
      const slug = await deps.links.slugOf(user.id);
      return ok(slug === undefined ? '' : urlOf(slug));
    },
    createLinkFor: async (user: User, email: string): Promise<Result<string, ReferralLinkError>> => {
      if (!isOwnEmail(user, email)) return err({ code: 'forbidden' });
      let slug = await deps.links.slugOf(user.id);
      // Another customer of the same name may hold the digits drawn: draw again.
      for (let attempt = 0; slug === undefined && attempt < MAX_SLUG_ATTEMPTS; attempt++)
        slug = await deps.links.claim(user.id, slugFor(user, deps.randomDigits()));
      if (slug === undefined) throw new Error(`no free invite link slug for ${user.id}`);
      return ok(urlOf(slug));
    },
  };
};
