import type { ResultAsync } from 'neverthrow';
import type { ApiError } from '../../../http/client/api-error.ts';

/** A failed call as TanStack Query sees it: an Error that carries the client's ApiError. */
export class ApiCallError extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.kind === 'http' ? `${error.status} ${error.code}` : error.kind);
    this.name = 'ApiCallError';
    this.error = error;
  }
}

/** The answer of a typed client call for a query function: resolves the value, throws the error. */
export const unwrap = async <T>(result: ResultAsync<T, ApiError>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw new ApiCallError(settled.error);
  return settled.value;
};

export const apiErrorOf = (error: unknown): ApiError | undefined =>
  error instanceof ApiCallError ? error.error : undefined;

export const isHttpStatus = (error: unknown, status: number): boolean => {
  const apiError = apiErrorOf(error);
  return apiError?.kind === 'http' && apiError.status === status;
};

export const FIVE_MINUTES = 5 * 60_000;
