import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../adapters/sql/seed/catalogue-data.ts';
import { CHECKOUT_MODES, ORDER_REQUEST_STATUSES, PROTECTION_PACKAGES } from '../../contracts/routes/cart.ts';
import {
  CATALOGUE_FUELS,
  CATALOGUE_TERMS,
  CO2_CLASSES,
  VEHICLE_SORTS,
} from '../../contracts/routes/catalogue.ts';
import {
  BUSINESS_INVOICE_TYPES,
  CONTRACT_STATUSES,
  POLICY_BRANDS,
} from '../../contracts/routes/company-settings.ts';
import * as configuration from '../../core/catalogue/configuration.ts';
import * as search from '../../core/catalogue/search.ts';
import * as catalogue from '../../core/catalogue/types.ts';
import * as contracts from '../../core/contracts/contracts.ts';
import * as invoices from '../../core/fleet-invoices/invoices.ts';
import * as requests from '../../core/order-requests/order-requests.ts';

describe('the business lists of core and of the wire API', () => {
  it('agree, so a value core produces always decodes', () => {
    expect(catalogue.CATALOGUE_FUELS).toEqual(CATALOGUE_FUELS);
    expect(catalogue.CATALOGUE_TERMS).toEqual(CATALOGUE_TERMS);
    expect(catalogue.CO2_CLASSES).toEqual(CO2_CLASSES);
    expect(search.VEHICLE_SORTS).toEqual(VEHICLE_SORTS);
    expect(configuration.PROTECTION_PACKAGES).toEqual(PROTECTION_PACKAGES);
    expect(contracts.CONTRACT_STATUSES).toEqual(CONTRACT_STATUSES);
    expect(invoices.FLEET_INVOICE_TYPES).toEqual(BUSINESS_INVOICE_TYPES);
    expect(requests.ORDER_REQUEST_STATUSES).toEqual(ORDER_REQUEST_STATUSES);
    expect(CHECKOUT_MODES).toEqual(['order', 'vehicle_swap']);
  });

  it('the demo catalogue offers every one of the 24 makes a car policy can allow, and only those', () => {
    expect(new Set(CATALOGUE.map((entry) => entry[1]))).toEqual(new Set(POLICY_BRANDS));
  });
});
