import { describe, expect, it } from 'vitest';
import { leadsToWrite } from './customer-view.ts';

describe("the links withheld in a support user's view of a customer", () => {
  it('withholds every named modal and every page that exists to change something', () => {
    for (const to of [
      '/mycars/d-1001?modalName=cancelation',
      '/mycars?modalName=MULTISTEP_EDIT_RETURN',
      '/mycars/d-1001/report-damage',
      '/mycars/d-1001/schedule-service',
      '/myaccount/contactdetails',
      '/myaccount/drivers/add',
      '/services',
      '/subscribe',
      '/cart',
      '/account/co-nordflotte/email',
      '/cars/all?modalName=REPORT_DAMAGE_MODAL&dealId=d-2001',
    ])
      expect(leadsToWrite(to), to).toBe(true);
  });

  it("keeps the customer's pages to read", () => {
    for (const to of [
      '/mycars',
      '/mycars/d-1001',
      '/myaccount',
      '/myaccount/invoices',
      '/myaccount/drivers',
      '/loyalty',
      '/subscribe/models/m-1',
      '/cars/all',
      '/orders/d-2001',
      '/car/d-2001/details',
      '/overview',
      '/contacts',
      '/documents/contracts',
      '/settings/company',
      '/settings/roles-management',
      '/settings/car-policy',
      'https://example.com/?modalName=x',
    ])
      expect(leadsToWrite(to), to).toBe(false);
  });
});
