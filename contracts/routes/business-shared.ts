import * as t from 'io-ts';
import { B2B_ROLES } from '../../core/fleet/roles.ts';
import { DateText, nullable, oneOf } from '../codecs.ts';
import { Deal } from '../deal.ts';

/** Codecs and example data the business route files share. */

export const B2bRole = oneOf(B2B_ROLES, 'B2bRole');

export const FleetCar = t.intersection([
  Deal,
  t.type({ company: t.type({ id: t.string, name: t.string }) }),
  t.partial({ driver_name: nullable(t.string), planned_delivery_date: nullable(DateText) }),
]);

export const exampleFleetCar = {
  id: 'f-2001',
  state: 'ACTIVE',
  amount: 61900,
  created_at: '2026-03-01T09:00:00Z',
  return_date: '2027-02-28',
  car: { oem: 'BMW', model: 'i4 eDrive40', license_plate: 'HH-NF 2001' },
  driver_name: 'Fritz Fahrer',
  company: { id: 'co-nordflotte', name: 'Nordflotte GmbH' },
};

export const Address = t.type({
  street: t.string,
  houseNumber: t.string,
  postalCode: t.string,
  city: t.string,
});
export const exampleAddress = {
  street: 'Am Sandtorkai',
  houseNumber: '50',
  postalCode: '20457',
  city: 'Hamburg',
};
