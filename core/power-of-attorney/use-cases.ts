import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { type DealAccessError, dealToChange, dealToRead } from '../deals/deal-for-user.ts';
import type { DealRepository } from '../deals/ports.ts';
import { ATTORNEY_NOT_ELIGIBLE } from './messages.ts';
import type { PowerOfAttorney, PowerOfAttorneyStore } from './ports.ts';
import { type PowerOfAttorneyForm, powerOfAttorneyWindowOf, validatePowerOfAttorney } from './rules.ts';

export type PowerOfAttorneyDeps = {
  readonly deals: Pick<DealRepository, 'findIn'>;
  readonly powers: PowerOfAttorneyStore;
};

export type PowerOfAttorneyError =
  | DealAccessError
  | { readonly code: 'not_eligible'; readonly message: string }
  | { readonly code: 'invalid'; readonly fields: Readonly<Record<string, string>> };

/** What the modal shows: the current authorisation, whether one can be granted now, and until when. */
export type PowerOfAttorneyView = {
  readonly power_of_attorney: PowerOfAttorney | null;
  readonly can_grant: boolean;
  readonly latest_valid_until: string | null;
};

/**
 * Consumers only: a power of attorney is the private customer's act for their own contract; the
 * business portal names its handover contact per order instead (business spec). The route's access
 * refuses business users (403); another customer's deal is not found (404).
 */
const consumerOnly = (user: User): Result<User, DealAccessError> =>
  user.kind === 'consumer' ? ok(user) : err({ code: 'forbidden' });

export const powerOfAttorneyOf =
  ({ deals, powers }: PowerOfAttorneyDeps) =>
  async (
    user: User,
    dealId: string,
    now: Date,
  ): Promise<Result<PowerOfAttorneyView, PowerOfAttorneyError>> => {
    if (consumerOnly(user).isErr()) return err({ code: 'forbidden' });
    const deal = await dealToRead(deals, user, dealId);
    if (deal.isErr()) return err(deal.error);
    const window = powerOfAttorneyWindowOf(deal.value, now);
    return ok({
      power_of_attorney: (await powers.currentOf(deal.value.id)) ?? null,
      can_grant: window.open,
      latest_valid_until: window.open ? window.lastDay : null,
    });
  };

/**
 * Grants (or replaces) the deal's power of attorney while a handover or return lies ahead
 * (rules.ts powerOfAttorneyWindowOf), validated with core's rules; nothing is stored on refusal.
 */
export const grantPowerOfAttorney =
  ({ deals, powers }: PowerOfAttorneyDeps) =>
  async (
    user: User,
    dealId: string,
    form: PowerOfAttorneyForm,
    now: Date,
  ): Promise<Result<PowerOfAttorney, PowerOfAttorneyError>> => {
    if (consumerOnly(user).isErr()) return err({ code: 'forbidden' });
    const deal = await dealToChange(deals, user, dealId);
    if (deal.isErr()) return err(deal.error);
    const window = powerOfAttorneyWindowOf(deal.value, now);
    if (!window.open) return err({ code: 'not_eligible', message: ATTORNEY_NOT_ELIGIBLE });
    const valid = validatePowerOfAttorney(form, window.lastDay, now);
    if (valid.isErr())
      return err({
        code: 'invalid',
        fields: Object.fromEntries(
          Object.entries(valid.error).map(([field, error]) => [field, error.message]),
        ),
      });
    const power: PowerOfAttorney = { ...valid.value, granted_at: now.toISOString() };
    await powers.grant(deal.value.id, user.id, power);
    return ok(power);
  };

/** Revokes the deal's power of attorney; revoking when there is none changes nothing and succeeds. */
export const revokePowerOfAttorney =
  ({ deals, powers }: PowerOfAttorneyDeps) =>
  async (user: User, dealId: string): Promise<Result<void, PowerOfAttorneyError>> => {
    if (consumerOnly(user).isErr()) return err({ code: 'forbidden' });
    const deal = await dealToChange(deals, user, dealId);
    if (deal.isErr()) return err(deal.error);
    await powers.revoke(deal.value.id);
    return ok(undefined);
  };
