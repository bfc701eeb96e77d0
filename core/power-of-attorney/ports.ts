/**
 * The power of attorney of a subscription (consumer spec §2 modal "power-of-attorney"): the
 * customer authorises another person to take or give back the car at the handover and return
 * appointments of this deal, from one day to another. One current authorisation per deal.
 */
export type PowerOfAttorney = {
  readonly first_name: string;
  readonly last_name: string;
  /** ISO calendar date. */
  readonly date_of_birth: string;
  /** E.164, as core's phone validation normalises it. */
  readonly phone: string;
  readonly email: string | null;
  /** ISO calendar dates, both days included. */
  readonly valid_from: string;
  readonly valid_until: string;
  /** When it was granted, ISO instant. */
  readonly granted_at: string;
};

export type PowerOfAttorneyStore = {
  readonly currentOf: (dealId: string) => Promise<PowerOfAttorney | undefined>;
  /** Stores the deal's authorisation, replacing the one there was. */
  readonly grant: (dealId: string, grantedBy: string, power: PowerOfAttorney) => Promise<void>;
  /** Removes the deal's authorisation; answers whether there was one. */
  readonly revoke: (dealId: string) => Promise<boolean>;
};
