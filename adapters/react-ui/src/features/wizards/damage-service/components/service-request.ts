import type { FormValues } from '../../../../../../../core/content/form-engine.ts';
import { servicesOf } from './service-labels.ts';

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Street and number, postal code and city in one line; nothing when no part is given. */
export const addressLine = (parts: {
  street?: string;
  houseNumber?: string;
  postalCode?: string;
  city?: string;
}): string | undefined => {
  const first = [parts.street, parts.houseNumber].filter(Boolean).join(' ');
  const second = [parts.postalCode, parts.city].filter(Boolean).join(' ');
  const line = [first, second].filter(Boolean).join(', ');
  return line === '' ? undefined : line;
};

/** A service request's parts as the form holds them. */
export const serviceRequestOf = (values: FormValues) => ({
  services: servicesOf(Array.isArray(values.requested_services) ? values.requested_services : []),
  comment: textOf(values.comment),
  street: textOf(values.street),
  houseNumber: textOf(values.houseNumber),
  postalCode: textOf(values.postalCode),
  city: textOf(values.city),
});

/**
 * The business portal's confirmation (business spec §2, consumer §6):
 * /car/{dealId}/support/inspection/confirmation?serviceTypes=…&comment=…&street=…&houseNumber=…&postalCode=…&city=…
 * Services are comma-separated; empty parts are left out.
 */
export const confirmationPathOf = (dealId: string, values: FormValues): string => {
  const request = serviceRequestOf(values);
  const query = new URLSearchParams();
  query.set('serviceTypes', request.services.join(','));
  for (const key of ['comment', 'street', 'houseNumber', 'postalCode', 'city'] as const)
    if (request[key] !== '') query.set(key, request[key]);
  return `/car/${encodeURIComponent(dealId)}/support/inspection/confirmation?${query.toString()}`;
};
