/** Each customer's invite link slug (the path segment after /einladen/), unique across customers. */
export type ReferralLinks = {
  readonly slugOf: (userId: string) => Promise<string | undefined>;
  /**
   * Keeps the slug unless the user already has one; answers the slug the user has afterwards, or
   * undefined when another customer holds this slug.
   */
  readonly claim: (userId: string, slug: string) => Promise<string | undefined>;
};
