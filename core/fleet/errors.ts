/** A fleet use case's failure: a code the BFF answers with, the German message, field messages. */
export type FleetErrorCode =
  | 'bad_request'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'not_eligible'
  | 'no_availabilities'
  | 'shop_access_withdrawn'
  | 'no_company_selected'
  | 'no_order_id'
  | 'order_not_found'
  | 'invalid_company'
  | 'general_error';

export type FleetError = {
  readonly code: FleetErrorCode;
  readonly message?: string;
  /** Field name of the request's body → message. */
  readonly fields?: Readonly<Record<string, string>>;
};

export const fleetError = (
  code: FleetErrorCode,
  message?: string,
  fields?: Readonly<Record<string, string>>,
): FleetError => ({ code, ...(message ? { message } : {}), ...(fields ? { fields } : {}) });

/** Field errors under one message: the first field's. */
export const invalidFields = (fields: Readonly<Record<string, string>>): FleetError =>
  fleetError('bad_request', Object.values(fields)[0], fields);
