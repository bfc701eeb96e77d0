import { err } from 'neverthrow';
import type { PowerOfAttorneyForm } from '../../../../core/power-of-attorney/rules.ts';
import {
  grantPowerOfAttorney,
  type PowerOfAttorneyError,
  powerOfAttorneyOf,
  revokePowerOfAttorney,
} from '../../../../core/power-of-attorney/use-cases.ts';
import { sqlPowersOfAttorney } from '../../../sql/power-of-attorney-store.ts';
import type { BffContext } from '../bff-context.ts';
import type { Failure, Handler } from '../handler.ts';

const failureOf = (error: PowerOfAttorneyError): Failure => {
  switch (error.code) {
    case 'not_found':
    case 'forbidden':
      return { code: error.code };
    case 'not_eligible':
      return { code: 'not_eligible', message: error.message };
    case 'invalid':
      return {
        code: 'bad_request',
        fields: Object.fromEntries(
          Object.entries(error.fields).map(([field, text]) => [`body.${field}`, text]),
        ),
      };
  }
};

/** The power of attorney of a deal (docs/bff/power-of-attorney.md): read, grant or replace, revoke. */
export const powerOfAttorneyHandlers = (bff: BffContext): Record<string, Handler> => {
  const deps = { deals: bff.deals, powers: sqlPowersOfAttorney(bff.db) };
  const current = powerOfAttorneyOf(deps);
  const grant = grantPowerOfAttorney(deps);
  const revoke = revokePowerOfAttorney(deps);
  return {
    getPowerOfAttorney: async ({ user, params, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await current(user, params.id ?? '', now))
        .map((data) => ({ body: { data } }))
        .mapErr(failureOf);
    },
    grantPowerOfAttorney: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await grant(user, params.id ?? '', body as PowerOfAttorneyForm, now))
        .map((data) => ({ body: { data } }))
        .mapErr(failureOf);
    },
    revokePowerOfAttorney: async ({ user, params }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await revoke(user, params.id ?? '')).map(() => ({ body: { ok: true } })).mapErr(failureOf);
    },
  };
};
