import { err, ok, type Result } from 'neverthrow';
import type { User } from '../../../../../core/account/ports.ts';
import type { FleetError } from '../../../../../core/fleet/errors.ts';
import type { Answer, Failure } from '../../handler.ts';

/** A fleet use case's failure as the BFF answers it; field names are those of the request `part`. */
export const failureOf = (error: FleetError, part: 'body' | 'query' = 'body'): Failure => ({
  code: error.code,
  ...(error.message ? { message: error.message } : {}),
  ...(error.fields
    ? {
        fields: Object.fromEntries(
          Object.entries(error.fields).map(([field, message]) => [`${part}.${field}`, message]),
        ),
      }
    : {}),
});

export const answerWith = <T>(
  result: Result<T, FleetError>,
  body: (value: T) => unknown,
  status?: number,
): Result<Answer, Failure> =>
  result.match(
    (value) => ok({ body: body(value), ...(status ? { status } : {}) }),
    (error) => err(failureOf(error)),
  );

/** The route's access level already let only business users in; this narrows the type. */
export const businessUser = (user: User | undefined): User => {
  if (user?.kind !== 'business') throw new Error('a fleet route ran without a business user');
  return user;
};
