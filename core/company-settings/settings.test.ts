import { describe, expect, it } from 'vitest';
import { maskIban, paymentMethodChangeUrl } from './settings.ts';

describe('company settings', () => {
  it('masks an IBAN but for its country and last 4 characters', () => {
    expect(maskIban('DE69 2005 0550 1015 8730 00')).toBe('DE•• •••• •••• •••• •••• 3000');
    expect(maskIban('AT611904300234573201')).toBe('AT•• •••• •••• •••• 3201');
  });

  it("links 'Zahlungsart anpassen' to the company's account page", () => {
    expect(paymentMethodChangeUrl('co-nordflotte')).toBe('/account/co-nordflotte/email');
  });
});
