import { describe, expect, it } from 'vitest';
import { paymentSettingsOf } from './payment-settings.ts';

describe('the payment provider settings', () => {
  it('choose the development stand-in unless Stripe is asked for', () => {
    expect(paymentSettingsOf({})).toEqual({ provider: 'stand-in' });
    expect(paymentSettingsOf({ PORTAL_PAYMENT_PROVIDER: 'stand-in', STRIPE_SECRET_KEY: 'sk_x' })).toEqual({
      provider: 'stand-in',
    });
  });

  it('take Stripe with both secrets and, optionally, another API address', () => {
    expect(
      paymentSettingsOf({
        PORTAL_PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        PORTAL_STRIPE_API_URL: 'http://127.0.0.1:12111',
      }),
    ).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('stop the start with the variable named when a value is missing or wrong', () => {
    expect(() => paymentSettingsOf({ PORTAL_PAYMENT_PROVIDER: 'paypal' })).toThrow('PORTAL_PAYMENT_PROVIDER');
    expect(() =>
      paymentSettingsOf({ PORTAL_PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toThrow('STRIPE_SECRET_KEY');
    expect(() => paymentSettingsOf({ PORTAL_PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_1' })).toThrow(
      'STRIPE_WEBHOOK_SECRET',
    );
    expect(() =>
      paymentSettingsOf({
        PORTAL_PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        PORTAL_STRIPE_API_URL: 'api.stripe.com',
      }),
    ).toThrow('PORTAL_STRIPE_API_URL');
  });
});
